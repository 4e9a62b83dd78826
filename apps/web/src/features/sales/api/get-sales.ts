import { toUtcFilterDate } from '@sari/domain/dates';
import { addDays } from '@sari/domain/local-days';
import { zonedInstant } from '@sari/domain/zoned-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import { type SalesFilters, salesKeys } from './sales-keys';

export type SaleRow = {
  id: number;
  date_created: string;
  status: string;
  total: number;
  amount_paid: number;
  refunded_total: number;
  site_id: { name: string };
  client_id: { id: number; first_name: string; last_name: string | null } | null;
  history_payment_method: { money_movement_id: { payment_methods_name: string; amount: number } }[];
};

// A picked day as a filter date (spec-coverage 1: the local wall clock with the offset
// removed, so the day stays the day), e.g. '2026-11-23'.
export function filterDate(day: string) {
  const [year, month, date] = day.split('-').map(Number);
  return toUtcFilterDate(new Date(year, month - 1, date));
}

export const filterDay = (day: string) => filterDate(day).slice(0, 10);

// date_created is a real instant: the filter days are the site's own days, from its midnight
// to the next (as the reports read them).
export function dayRange(from: string, to: string, timeZone: string) {
  return {
    _gte: zonedInstant(filterDay(from), '00:00', timeZone).toISOString(),
    _lt: zonedInstant(addDays(filterDay(to), 1), '00:00', timeZone).toISOString(),
  };
}

// Every sale of the range with its filters: site, client, specialist (of any line), method.
export function useSales(filters: SalesFilters, timeZone: string) {
  const conditions = [
    { date_created: dayRange(filters.from, filters.to, timeZone) },
    filters.siteId ? { site_id: { _eq: filters.siteId } } : null,
    filters.clientId ? { client_id: { _eq: filters.clientId } } : null,
    filters.specialistId
      ? { history_payment_detail: { specialist_id: { _eq: filters.specialistId } } }
      : null,
    filters.method
      ? { history_payment_method: { money_movement_id: { payment_methods_name: { _eq: filters.method } } } }
      : null,
  ].filter(Boolean);
  return useQuery({
    queryKey: [...salesKeys.list(filters), timeZone],
    queryFn: () =>
      readItems<SaleRow>('history_payment', {
        fields: [
          'id',
          'date_created',
          'status',
          'total',
          'amount_paid',
          'refunded_total',
          'site_id.name',
          'client_id.id',
          'client_id.first_name',
          'client_id.last_name',
          'history_payment_method.money_movement_id.payment_methods_name',
          'history_payment_method.money_movement_id.amount',
        ],
        filter: { _and: conditions },
        sort: ['-date_created', '-id'],
        limit: filters.pageSize,
        page: filters.page + 1,
        meta: 'filter_count',
      }),
    placeholderData: keepPreviousData,
  });
}
