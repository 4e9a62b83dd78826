import { salesSummary } from '@sari/contracts/sales';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { dashboardKeys } from './dashboard-keys';

// Today's sales and how they were paid: the sales summary of one day, asked with a
// filter date (spec-coverage 1: the site's day, its local offset removed), so the server counts the site's day.
export function useSalesToday(range: { day: string; filterDate: string }, site: number, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.sales(range.day, site),
    queryFn: () =>
      callOperation(salesSummary, { site_id: site, from: range.filterDate, to: range.filterDate }),
    select: (summary) => ({
      count: summary.count,
      total: summary.total,
      methods: summary.byMethod.map((row) => ({ method: row.label, amount: row.total })),
    }),
    enabled,
  });
}
