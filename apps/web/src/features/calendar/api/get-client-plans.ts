import { clientPlans } from '@sari/contracts/calendar';
import type { OutputOf } from '@sari/contracts/operation';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { calendarKeys } from './calendar-keys';

export type ClientPlan = OutputOf<typeof clientPlans>['plans'][number];

// The session packages in force on a day of some clients (decision 057): one read for all the
// day's clients (the cards' mark), or one client's (the booking dialog, the drawer).
export function useClientPlans(date: string, clientIds: number[]) {
  const ids = [...new Set(clientIds)]
    .sort((a, b) => a - b)
    .slice(0, 200)
    .join(',');
  return useQuery({
    queryKey: calendarKeys.plans(date, ids),
    queryFn: async () => (await callOperation(clientPlans, { date, client_ids: ids } as never)).plans,
    enabled: ids.length > 0,
    staleTime: 30_000,
  });
}

// The first plan of the client that covers the service (by id, as the checkout picks it).
export const planFor = (plans: ClientPlan[] | undefined, clientId: number | null, serviceId: number | null) =>
  plans?.find(
    (plan) => plan.client_id === clientId && serviceId !== null && plan.service_ids.includes(serviceId),
  ) ?? null;
