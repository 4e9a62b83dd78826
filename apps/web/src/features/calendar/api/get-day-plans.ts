import type { DayRow } from './calendar-keys';
import { useClientPlans } from './get-client-plans';

// The packages of the clients of the day's (or week's) visits: one read, so no card asks its own.
export function useDayPlans(date: string, rows: DayRow[] | undefined) {
  const ids = (rows ?? []).flatMap((row) => {
    const client = row.service_reservation_id.client_id?.id;
    return client && !row.service_reservation_id.is_paid ? [client] : [];
  });
  return useClientPlans(date, ids).data;
}
