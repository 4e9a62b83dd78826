import Chip from '@mui/material/Chip';
import { formatMoney, formatMoneyRange } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogOptions } from '../../../shared/crud/api/get-catalog-options';
import { DeleteItemDialog } from '../../../shared/crud/delete-item-dialog';
import { InactiveChip, RowLink } from '../../../shared/crud/list-cells';
import { FilterSelect, InactiveSwitch } from '../../../shared/crud/list-filters';
import { ListPage } from '../../../shared/crud/list-page';
import type { ListColumn } from '../../../shared/crud/list-table';
import { useListQuery } from '../../../shared/crud/use-list-query';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { useProducts } from '../api/get-products';
import { defaultPrice, type Product, stockAt } from '../api/product-keys';
import { ProductFormDialog } from './product-form-dialog';
import { StockChip } from './stock-chip';

type T = (key: string) => string;

const columns = (t: T, siteId: number): ListColumn<Product>[] => [
  {
    key: 'name',
    label: t('products.name'),
    sort: 'name',
    cell: (product) => (
      <>
        <RowLink to={`/products/detail/${product.id}`}>{product.name}</RowLink>
        <InactiveChip inactive={!product.is_active} />
        {product.is_consumable && (
          <Chip size="small" variant="outlined" label={t('products.consumableShort')} sx={{ ml: 1 }} />
        )}
      </>
    ),
  },
  { key: 'sku', label: t('products.sku'), sort: 'sku', from: 'md', cell: (product) => product.sku ?? '—' },
  {
    key: 'cost',
    label: t('products.cost'),
    sort: 'cost',
    from: 'md',
    cell: (product) => formatMoney(product.cost),
  },
  {
    key: 'brand',
    label: t('products.brand'),
    from: 'md',
    cell: (product) => product.brand_id?.name ?? '—',
  },
  {
    key: 'price',
    label: t('products.price'),
    from: 'md',
    sx: { whiteSpace: 'nowrap' },
    cell: (product) => formatMoneyRange(defaultPrice(product, siteId)),
  },
  {
    key: 'stock',
    label: t('products.stock'),
    cell: (product) => <StockChip {...stockAt(product, siteId)} />,
  },
];

export function ProductListPage() {
  const { t } = useTranslation();
  const siteId = useSelectedSite();
  const query = useListQuery('name');
  const [brandId, setBrandId] = useState<number | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [showInactive, setShowInactive] = useState(false);
  const brands = useCatalogOptions('brand', 'name').data ?? [];
  const categories = useCatalogOptions('product_category', 'name').data ?? [];
  const products = useProducts({ ...query.params, brandId, categoryId, showInactive });
  const options = (rows: { id: number; label: string }[]) =>
    rows.map((row) => ({ value: row.id, label: row.label }));

  return (
    <ListPage
      module="products"
      title={t('products.title')}
      newItem={{ label: t('products.new'), testId: 'new-product' }}
      query={query}
      searchPlaceholder={t('products.searchPlaceholder')}
      filters={
        <>
          <FilterSelect
            label={t('products.brand')}
            value={brandId}
            onChange={query.refilter(setBrandId)}
            options={options(brands)}
          />
          <FilterSelect
            label={t('products.category')}
            value={categoryId}
            onChange={query.refilter(setCategoryId)}
            options={options(categories)}
          />
          <InactiveSwitch checked={showInactive} onChange={query.refilter(setShowInactive)} />
        </>
      }
      list={products}
      table={{ testId: 'product-table', columns: columns(t, siteId), empty: t('products.empty') }}
      name={(product) => product.name}
      form={(product, close) => <ProductFormDialog product={product} onClose={close} />}
      remove={(product, close, canDeactivate) => (
        <DeleteItemDialog
          collection="product"
          id={product.id}
          name={product.name}
          canDeactivate={canDeactivate}
          onClose={close}
          invalidate={['products']}
        />
      )}
    />
  );
}
