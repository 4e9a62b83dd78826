import { salesList } from '@sari/contracts/sales';
import { toUtcFilterDate } from '@sari/domain/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { type SalesFilters, salesKeys } from './sales-keys';

// A picked day as the spec's filter date (spec-coverage 1: the local wall clock with the offset
// removed, so the day stays the day), e.g. '2026-11-23T00:00:00.000Z'.
export function filterDate(day: string) {
  const [year, month, date] = day.split('-').map(Number);
  return toUtcFilterDate(new Date(year, month - 1, date));
}

// Every sale of the range with its filters: site, client, specialist (of any line), method. The
// server reads the filter dates as each sale's site's own days, as the reports do (decision 023).
export function useSales(filters: SalesFilters) {
  return useQuery({
    queryKey: salesKeys.list(filters),
    queryFn: () =>
      callOperation(salesList, {
        site_id: filters.siteId,
        from: filterDate(filters.from),
        to: filterDate(filters.to),
        client_id: filters.clientId ?? undefined,
        specialist_id: filters.specialistId ?? undefined,
        method: filters.method || undefined,
        page: filters.page + 1,
        limit: filters.pageSize,
      }),
    placeholderData: keepPreviousData,
  });
}
