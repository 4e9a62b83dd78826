import { lineCommission } from '@sari/domain/commission';
import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { type Commission, specialistKeys } from './specialist-keys';

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
      items('service_reservation_service').read<Performed>({
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
