import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { FormSwitch, FormTextField } from '../../../shared/forms/form-fields';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { Product } from '../api/product-keys';
import { moneyProps, ProductSitePrices } from './product-site-prices';
import { useProductForm } from './use-product-form';

export function ProductFormDialog({ product, onClose }: { product?: Product; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const { form, sites, priceTypes, brands, categories, linesOfBrand, saving, submit } = useProductForm(
    product,
    onClose,
  );
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
  const toggle = (name: string, label: string) => (
    <FormSwitch control={form.control} name={name} label={label} />
  );
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
          <ProductSitePrices control={form.control} sites={sites} priceTypes={priceTypes} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
