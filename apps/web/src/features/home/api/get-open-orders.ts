import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { dashboardKeys, siteFilter } from './dashboard-keys';

export type OpenOrder = {
  id: number;
  status: 'quote' | 'confirmed';
  order_date: string;
  delivery_date: string | null;
  total: number;
  client_id: { first_name: string; last_name: string | null } | null;
};

// A reseller's orders still to deliver (quoted or confirmed), the soonest delivery first.
export function useOpenOrders(site: number, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.openOrders(site),
    queryFn: () =>
      items('sales_order').read<OpenOrder>({
        fields: [
          'id',
          'status',
          'order_date',
          'delivery_date',
          'total',
          'client_id.first_name',
          'client_id.last_name',
        ],
        filter: { status: { _in: ['quote', 'confirmed'] }, ...siteFilter(site) },
        sort: ['delivery_date', 'order_date', 'id'],
        limit: 8,
        meta: 'filter_count',
      }),
    enabled,
  });
}
