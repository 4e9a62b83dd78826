import { sitePriceRange } from '@sari/domain/money';
import type { ItemField } from '../../../shared/api/http';
import { catalogKeys } from '../../../shared/crud/api/catalog-keys';

export type ProductListParams = {
  search: string;
  sort: string;
  page: number;
  pageSize: number;
  brandId: number | null;
  categoryId: number | null;
  showInactive: boolean;
};

export const productKeys = {
  all: ['products'] as const,
  list: (params: ProductListParams) => ['products', 'list', params] as const,
  detail: (id: number) => ['products', 'detail', id] as const,
  movements: (id: number, page: number) => ['products', 'movements', id, page] as const,
  priceTypes: ['products', 'price-types'] as const,
  // Under the catalogue's key, so editing product lines in settings refreshes it.
  lines: [...catalogKeys.all('product_line'), 'with-brand'] as const,
};

export type StockRow = { id: number; site_id: number; current_stock: number | null; min_stock: number };
export type PriceRow = {
  id: number;
  site_id: number;
  product_type_price_id: { id: number; name: string; is_default: boolean };
  price: number;
};

export type Product = {
  id: number;
  name: string;
  sku: string | null;
  barcode: string | null;
  description: string | null;
  unit: string | null;
  cost: number;
  is_consumable: boolean;
  is_for_sale: boolean;
  is_active: boolean;
  brand_id: { id: number; name: string } | null;
  product_category_id: { id: number; name: string } | null;
  product_line_id: { id: number; name: string } | null;
  product_stock: StockRow[];
  product_price: PriceRow[];
};

export const PRODUCT_FIELDS: ItemField<'product'>[] = [
  'id',
  'name',
  'sku',
  'barcode',
  'description',
  'unit',
  'cost',
  'is_consumable',
  'is_for_sale',
  'is_active',
  'brand_id.id',
  'brand_id.name',
  'product_category_id.id',
  'product_category_id.name',
  'product_line_id.id',
  'product_line_id.name',
  'product_stock.id',
  'product_stock.site_id',
  'product_stock.current_stock',
  'product_stock.min_stock',
  'product_price.id',
  'product_price.site_id',
  'product_price.price',
  'product_price.product_type_price_id.id',
  'product_price.product_type_price_id.name',
  'product_price.product_type_price_id.is_default',
];

// Units at one site, or at all of them (site 0).
export function stockAt(product: Pick<Product, 'product_stock'>, siteId: number) {
  const rows = product.product_stock.filter((row) => siteId === 0 || row.site_id === siteId);
  return {
    current: rows.reduce((sum, row) => sum + (row.current_stock ?? 0), 0),
    min: rows.reduce((sum, row) => sum + row.min_stock, 0),
    tracked: rows.length > 0,
  };
}

// The default price type's price at a site, or its range across sites.
export function defaultPrice(
  product: Pick<Product, 'product_price'>,
  siteId: number,
): [number, number] | null {
  return sitePriceRange(
    product.product_price.filter((row) => row.product_type_price_id.is_default),
    siteId,
  );
}
