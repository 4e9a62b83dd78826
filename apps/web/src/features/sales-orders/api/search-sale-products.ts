import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { salesOrderKeys } from './sales-order-keys';

type Row = {
  id: number;
  name: string;
  sku: string | null;
  product_price: { site_id: number; price: number; product_type_price_id: { is_default: boolean } }[];
  product_stock: { site_id: number; current_stock: number | null }[];
};
export type SaleProductOption = {
  id: number;
  name: string;
  sku: string | null;
  price: number;
  stock: number;
};

// Products for sale matching a text, with the site's default price and its units there.
export function useSaleProductSearch(siteId: number, search: string) {
  return useQuery({
    queryKey: salesOrderKeys.products(siteId, search),
    queryFn: () =>
      items('product').read<Row>({
        fields: [
          'id',
          'name',
          'sku',
          'product_price.site_id',
          'product_price.price',
          'product_price.product_type_price_id.is_default',
          'product_stock.site_id',
          'product_stock.current_stock',
        ],
        search: search || undefined,
        sort: ['name'],
        meta: null,
        limit: 20,
        filter: { _and: [{ is_active: { _eq: true } }, { is_for_sale: { _eq: true } }] },
      }),
    select: (response): SaleProductOption[] =>
      response.data.map((row) => ({
        id: row.id,
        name: row.name,
        sku: row.sku,
        price: Number(
          row.product_price.find(
            (price) => price.site_id === siteId && price.product_type_price_id.is_default,
          )?.price ?? 0,
        ),
        stock: row.product_stock.find((stock) => stock.site_id === siteId)?.current_stock ?? 0,
      })),
    placeholderData: keepPreviousData,
  });
}
