import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { dashboardKeys, siteFilter } from './dashboard-keys';

export type Stock = {
  id: number;
  current_stock: number | null;
  min_stock: number;
  product_id: { name: string };
  site_id: { name: string };
};

// Rows at or below their own minimum (the items filter compares with constants, so the
// last step is here).
export function useLowStock(site: number, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.lowStock(site),
    queryFn: () =>
      items('product_stock').read<Stock>({
        fields: ['id', 'current_stock', 'min_stock', 'product_id.name', 'site_id.name'],
        filter: {
          current_stock: { _lte: 100 },
          product_id: { is_active: { _eq: true } },
          ...siteFilter(site),
        },
        sort: ['current_stock'],
        limit: 200,
      }),
    select: (response) =>
      response.data.filter((row) => (row.current_stock ?? 0) <= row.min_stock).slice(0, 8),
    enabled,
  });
}
