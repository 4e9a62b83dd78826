import { useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import { dashboardKeys, siteFilter } from './dashboard-keys';

export function useSalesByMethod(
  range: { day: string; startIso: string; endIso: string },
  site: number,
  enabled: boolean,
) {
  return useQuery({
    queryKey: dashboardKeys.methods(range.day, site),
    queryFn: () =>
      readItems<{ sum: { amount: number }; payment_methods_name: string }>('money_movement', {
        aggregate: { sum: 'amount' },
        groupBy: ['payment_methods_name'],
        filter: {
          type: { _eq: 'sale' },
          date_created: { _gte: range.startIso, _lt: range.endIso },
          ...siteFilter(site),
        },
      }),
    select: (response) =>
      response.data.map((row) => ({ method: row.payment_methods_name, amount: row.sum.amount })),
    enabled,
  });
}
