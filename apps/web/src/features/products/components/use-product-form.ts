import { zodResolver } from '@hookform/resolvers/zod';
import { parseMoney } from '@sari/domain/money';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import { useCatalogOptions } from '../../../shared/crud/api/get-catalog-options';
import type { FormValues } from '../../../shared/forms/form-fields';
import { usePriceTypes } from '../api/get-price-types';
import { useProductLines } from '../api/get-product-lines';
import type { Product } from '../api/product-keys';
import { useSaveProduct } from '../api/save-product';

type Values = FormValues;
export const priceKey = (siteId: number, typeId: number) => `p_${siteId}_${typeId}`;
export const minKey = (siteId: number) => `m_${siteId}`;
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

// The product form's state: its lists, one price per site and price type and one minimum per
// site as fields of their own, the checks, and the save (prices kept by id, stock minimums set).
export function useProductForm(product: Product | undefined, onClose: () => void) {
  const { t } = useTranslation();
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

  const linesOfBrand = lines
    .filter((line) => !brandId || line.brand_id === Number(brandId))
    .map((line) => ({ id: line.id, label: line.name }));
  return { form, sites, priceTypes, brands, categories, linesOfBrand, saving: save.isPending, submit };
}
