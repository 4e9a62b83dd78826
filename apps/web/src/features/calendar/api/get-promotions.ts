import type { Promotion } from '@sari/domain/promotions';
import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

export type CalendarPromotion = Promotion & {
  id: number;
  name: string;
  specialist_id: number | null;
  service: { service_id: number }[];
};

// The promotions call (spec-coverage 7): GET items/discount_promotion with its services, specialist and sites,
// filtered by date, status and site; the time and the rest of the rule are checked per line.
export function usePromotions(siteId: number, date: string) {
  return useQuery({
    queryKey: calendarKeys.promotions(siteId, date),
    queryFn: () =>
      items('discount_promotion').read<CalendarPromotion>({
        fields: [
          'id',
          'name',
          'type_element',
          'status',
          'date_start',
          'date_end',
          'time_start',
          'time_end',
          'weekdays',
          'discount_type',
          'discount_value',
          'specialist_id',
          'sites.site_id',
          'service.service_id',
        ],
        filter: {
          type_element: { _eq: 'servicio' },
          status: { _eq: 'vigente' },
          date_start: { _lte: date },
          date_end: { _gte: date },
          sites: { _some: { site_id: { _eq: siteId } } },
        },
        limit: -1,
      }),
    select: (response) => response.data,
    enabled: siteId > 0,
    staleTime: 60_000,
  });
}
