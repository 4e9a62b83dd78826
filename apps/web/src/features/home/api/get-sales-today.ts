import { useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import { dashboardKeys, siteFilter } from './dashboard-keys';

export function useSalesToday(
  range: { day: string; startIso: string; endIso: string },
  site: number,
  enabled: boolean,
) {
  return useQuery({
    queryKey: dashboardKeys.sales(range.day, site),
    queryFn: () =>
      readItems<{ count: number; sum: { total: number | null } }>('history_payment', {
        aggregate: { count: '*', sum: 'total' },
        filter: {
          date_created: { _gte: range.startIso, _lt: range.endIso },
          status: { _neq: 'anulado' },
          ...siteFilter(site),
        },
      }),
    select: (response) => ({ count: response.data[0]?.count ?? 0, total: response.data[0]?.sum.total ?? 0 }),
    enabled,
  });
}
