import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { cashDrawerKeys } from './cash-drawer-keys';

export type DrawerSession = {
  id: number;
  status: 'open' | 'closed';
  opened_at: string;
  closed_at: string | null;
  opening_amount: number;
  notes: string | null;
  opened_by: { first_name: string; last_name: string | null } | null;
  closed_by: { first_name: string; last_name: string | null } | null;
  cash_drawer_count: {
    id: number;
    payment_methods_name: string;
    expected_amount: number;
    counted_amount: number;
    difference: number;
  }[];
};

export const SESSIONS_PAGE_SIZE = 10;

// The site's sessions, newest first, with what each close counted.
export function useSessions(siteId: number, page: number) {
  return useQuery({
    queryKey: cashDrawerKeys.sessions(siteId, page),
    enabled: siteId > 0,
    queryFn: () =>
      items('cash_drawer_session').read<DrawerSession>({
        fields: [
          'id',
          'status',
          'opened_at',
          'closed_at',
          'opening_amount',
          'notes',
          'opened_by.first_name',
          'opened_by.last_name',
          'closed_by.first_name',
          'closed_by.last_name',
          'cash_drawer_count.id',
          'cash_drawer_count.payment_methods_name',
          'cash_drawer_count.expected_amount',
          'cash_drawer_count.counted_amount',
          'cash_drawer_count.difference',
        ],
        filter: { site_id: { _eq: siteId } },
        sort: ['-opened_at', '-id'],
        limit: SESSIONS_PAGE_SIZE,
        page: page + 1,
        meta: 'filter_count',
      }),
    placeholderData: keepPreviousData,
  });
}
