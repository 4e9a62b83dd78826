import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { parseMoney } from '@sari/domain/money';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import { useCatalogOptions } from '../../../shared/crud/api/get-catalog-options';
import { FormSwitch, FormTextField, type FormValues } from '../../../shared/forms/form-fields';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { usePriceTypes } from '../api/get-price-types';
import { useProductLines } from '../api/get-product-lines';
import type { Product } from '../api/product-keys';
import { useSaveProduct } from '../api/save-product';

type Values = FormValues;
const priceKey = (siteId: number, typeId: number) => `p_${siteId}_${typeId}`;
const minKey = (siteId: number) => `m_${siteId}`;
const MAX_MONEY = 1_000_000_000;

function initialValues(product: Product | undefined, keys: { prices: string[]; mins: string[] }): Values {
  const values: Values = {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    barcode: product?.barcode ?? '',
    brand_id: product?.brand_id ? String(product.brand_id.id) : '',
    product_category_id: product?.product_category_id ? String(product.product_category_id.id) : '',
    product_line_id: product?.product_line_id ? String(product.product_line_id.id) : '',
    description: product?.description ?? '',
    unit: product?.unit ?? '',
    cost: product ? String(product.cost) : '',
    is_consumable: product?.is_consumable ?? false,
    is_for_sale: product?.is_for_sale ?? true,
    is_active: product?.is_active ?? true,
  };
  for (const key of keys.prices) {
    const [, site, type] = key.split('_').map(Number);
    const row = product?.product_price.find(
      (price) => price.site_id === site && price.product_type_price_id.id === type,
    );
    values[key] = row ? String(row.price) : '';
  }
  for (const key of keys.mins) {
    const site = Number(key.split('_')[1]);
    const row = product?.product_stock.find((stock) => stock.site_id === site);
    values[key] = row ? String(row.min_stock) : '';
  }
  return values;
}

export function ProductFormDialog({ product, onClose }: { product?: Product; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const sites = useSites().data ?? [];
  const priceTypes = usePriceTypes().data ?? [];
  const brands = useCatalogOptions('brand', 'name').data ?? [];
  const categories = useCatalogOptions('product_category', 'name').data ?? [];
  const lines = useProductLines().data ?? [];
  const save = useSaveProduct();
  const keys = {
    prices: sites.flatMap((site) => priceTypes.map((type) => priceKey(site.id, type.id))),
    mins: sites.map((site) => minKey(site.id)),
  };
  const money = (optional: boolean) =>
    z.string().refine((value) => {
      if (value.trim() === '') {
        return optional;
      }
      const amount = parseMoney(value);
      return amount !== null && amount >= 0 && amount <= MAX_MONEY;
    }, t('products.moneyInvalid'));
  const wholeNumber = z
    .string()
    .refine((value) => value.trim() === '' || /^\d{1,6}$/.test(value.trim()), t('products.minInvalid'));
  const schema = z.object({
    name: z.string().trim().min(1, t('products.nameRequired')).max(120, t('products.nameTooLong')),
    sku: z.string().trim().max(60),
    barcode: z.string().trim().max(60),
    cost: money(false),
    ...Object.fromEntries(keys.prices.map((key) => [key, money(true)])),
    ...Object.fromEntries(keys.mins.map((key) => [key, wholeNumber])),
  });
  const form = useForm<Values>({
    resolver: zodResolver(schema.passthrough()) as never,
    values: initialValues(product, keys),
    resetOptions: { keepDirtyValues: true },
  });
  const brandId = useWatch({ control: form.control, name: 'brand_id' });
  const errors = form.formState.errors;
  const _error = (name: string) => errors[name]?.message as string | undefined;

  const submit = form.handleSubmit(async (values) => {
    const text = (name: string) => String(values[name] ?? '').trim() || null;
    const id = (name: string) => (values[name] ? Number(values[name]) : null);
    const prices = keys.prices
      .filter((key) => String(values[key]).trim() !== '')
      .map((key) => {
        const [, site, type] = key.split('_').map(Number);
        const existing = product?.product_price.find(
          (row) => row.site_id === site && row.product_type_price_id.id === type,
        );
        return {
          ...(existing ? { id: existing.id } : {}),
          site_id: site,
          product_type_price_id: type,
          price: parseMoney(String(values[key])),
        };
      });
    // Stock rows are never deleted from here: only the minimum is set (units move by adjustments).
    const stockCreate: Record<string, number>[] = [];
    const stockUpdate: Record<string, number>[] = [];
    for (const key of keys.mins) {
      const site = Number(key.split('_')[1]);
      const min = Number(String(values[key]).trim() || 0);
      const existing = product?.product_stock.find((row) => row.site_id === site);
      if (existing && existing.min_stock !== min) {
        stockUpdate.push({ id: existing.id, min_stock: min });
      } else if (!existing && String(values[key]).trim() !== '') {
        stockCreate.push({ site_id: site, min_stock: min });
      }
    }
    const payload = {
      name: String(values.name).trim(),
      sku: text('sku'),
      barcode: text('barcode'),
      brand_id: id('brand_id'),
      product_category_id: id('product_category_id'),
      product_line_id: id('product_line_id'),
      description: text('description'),
      unit: text('unit'),
      cost: parseMoney(String(values.cost)),
      is_consumable: values.is_consumable,
      is_for_sale: values.is_for_sale,
      is_active: values.is_active,
      product_price: prices,
      product_stock: product ? { create: stockCreate, update: stockUpdate } : stockCreate,
    };
    try {
      await save.mutateAsync({ id: product?.id, values: payload });
      pushAlert(t('products.saved'), 'success');
      onClose();
    } catch (failure) {
      handleHttpError(failure);
    }
  });

  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <FormTextField control={form.control} name={name} label={label} {...extra} />
  );
  const select = (name: string, label: string, options: { id: number; label: string }[]) =>
    field(name, label, {
      select: true,
      children: [
        <MenuItem key="" value="">
          <em>{t('crud.none')}</em>
        </MenuItem>,
        ...options.map((option) => (
          <MenuItem key={option.id} value={String(option.id)}>
            {option.label}
          </MenuItem>
        )),
      ],
    });
  const moneyProps = {
    slotProps: {
      input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      htmlInput: { inputMode: 'numeric' },
    },
  };
  const toggle = (name: string, label: string) => (
    <FormSwitch control={form.control} name={name} label={label} />
  );
  const linesOfBrand = lines
    .filter((line) => !brandId || line.brand_id === Number(brandId))
    .map((line) => ({ id: line.id, label: line.name }));

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>{product ? t('products.edit') : t('products.new')}</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              {field('name', t('products.name'), { required: true, autoFocus: true })}
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>{field('sku', t('products.sku'))}</Grid>
            <Grid size={{ xs: 6, md: 3 }}>{field('barcode', t('products.barcode'))}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>{select('brand_id', t('products.brand'), brands)}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              {select('product_line_id', t('products.line'), linesOfBrand)}
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              {select('product_category_id', t('products.category'), categories)}
            </Grid>
            <Grid size={{ xs: 6, md: 4 }}>
              {field('cost', t('products.cost'), { required: true, ...moneyProps })}
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              {field('unit', t('products.unit'), { placeholder: 'ml, g, und' })}
            </Grid>
            <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}>
              {toggle('is_for_sale', t('products.forSale'))}
              {toggle('is_consumable', t('products.consumable'))}
              {toggle('is_active', t('products.active'))}
            </Grid>
            <Grid size={12}>
              {field('description', t('products.description'), { multiline: true, minRows: 2 })}
            </Grid>
          </Grid>
          <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
            {t('products.pricesAndStock')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('products.pricesHelp')}
          </Typography>
          <Stack spacing={2}>
            {sites.map((site) => (
              <Grid container spacing={2} key={site.id} data-testid={`site-prices-${site.id}`}>
                <Grid size={{ xs: 12, md: 3 }} sx={{ display: 'flex', alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600 }}>{site.name}</Typography>
                </Grid>
                {priceTypes.map((type) => (
                  <Grid size={{ xs: 6, md: 3 }} key={type.id}>
                    {field(priceKey(site.id, type.id), `${t('products.price')} ${type.name}`, moneyProps)}
                  </Grid>
                ))}
                <Grid size={{ xs: 6, md: 3 }}>
                  {field(minKey(site.id), t('products.minStock'), {
                    slotProps: { htmlInput: { inputMode: 'numeric' } },
                  })}
                </Grid>
              </Grid>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
