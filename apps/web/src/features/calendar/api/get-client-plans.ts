import { clientPlans } from '@sari/contracts/calendar';
import type { OutputOf } from '@sari/contracts/operation';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { calendarKeys, type DayRow } from './calendar-keys';

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

// Which of the shown visits each plan covers: in the order they start, each unpaid, not cancelled
// visit of a covered service takes one of the sessions left of the client's first plan that still
// has one, so three visits on a plan with one session left mark only the first.
export function planMarks(rows: DayRow[], plans: ClientPlan[] | undefined): Map<number, ClientPlan> {
  const marks = new Map<number, ClientPlan>();
  if (!plans?.length) {
    return marks;
  }
  const left = new Map(plans.map((plan) => [plan.instrument_id, plan.left]));
  // One row may be drawn twice (a visit holding a cabin and a machine in the view by resource).
  const ordered = [...new Map(rows.map((row) => [row.id, row])).values()].sort(
    (a, b) => `${a.date} ${a.start_at}`.localeCompare(`${b.date} ${b.start_at}`) || a.id - b.id,
  );
  for (const row of ordered) {
    const reservation = row.service_reservation_id;
    if (reservation.is_paid || reservation.status === 'cancelado' || !reservation.client_id) {
      continue;
    }
    const plan = plans.find(
      (candidate) =>
        candidate.client_id === reservation.client_id?.id &&
        candidate.service_ids.includes(row.service_id.id) &&
        (left.get(candidate.instrument_id) ?? 0) > 0,
    );
    if (plan) {
      left.set(plan.instrument_id, (left.get(plan.instrument_id) ?? 0) - 1);
      marks.set(row.id, plan);
    }
  }
  return marks;
}
