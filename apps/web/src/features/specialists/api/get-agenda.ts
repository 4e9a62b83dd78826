import { lineCommission } from '@sari/domain/commission';
import { useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import type { Commission } from './specialist-keys';
import { specialistKeys } from './specialist-keys';

export type AgendaRow = {
  id: number;
  date: string;
  service_time: string;
  duration: number | null;
  service_id: { name: string };
  service_reservation_id: {
    status: string;
    client_id: { first_name: string; last_name: string | null } | null;
    site_id: { name: string };
  };
};

// The next appointments from today on, not cancelled.
export function useAgenda(specialistId: number, today: string) {
  return useQuery({
    queryKey: specialistKeys.agenda(specialistId),
    queryFn: () =>
      readItems<AgendaRow>('service_reservation_service', {
        fields: [
          'id',
          'date',
          'service_time',
          'duration',
          'service_id.name',
          'service_reservation_id.status',
          'service_reservation_id.client_id.first_name',
          'service_reservation_id.client_id.last_name',
          'service_reservation_id.site_id.name',
        ],
        filter: { specialist_id: { _eq: specialistId }, date: { _gte: today }, is_cancelled: { _eq: false } },
        sort: ['date', 'service_time'],
        limit: 12,
      }),
    select: (response) => response.data,
  });
}

type Performed = { price: number | null; service_id: { service_category_id: number | null } };

// This month's participation: services performed (not cancelled, up to today), their value and
// the commission by the specialist's rule per service category (packages/domain).
export function useParticipation(
  specialistId: number,
  month: { start: string; today: string },
  commissions: Commission[],
) {
  return useQuery({
    queryKey: specialistKeys.participation(specialistId, month.start),
    queryFn: () =>
      readItems<Performed>('service_reservation_service', {
        fields: ['price', 'service_id.service_category_id'],
        filter: {
          specialist_id: { _eq: specialistId },
          is_cancelled: { _eq: false },
          date: { _between: [month.start, month.today] },
          service_reservation_id: { status: { _neq: 'no_llego' } },
        },
        limit: -1,
      }),
    select: (response) => {
      let value = 0;
      let commission = 0;
      for (const row of response.data) {
        const lineTotal = row.price ?? 0;
        value += lineTotal;
        const rule = commissions.find(
          (item) => item.service_category_id?.id === row.service_id.service_category_id,
        );
        if (rule) {
          commission += lineCommission({
            lineTotal,
            commission: rule.commission,
            commission_type: rule.commission_type,
          });
        }
      }
      return { services: response.data.length, value, commission };
    },
  });
}
