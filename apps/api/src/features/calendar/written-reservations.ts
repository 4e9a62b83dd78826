import { beforeCommit } from '../../access/transaction';
import type { RequestContext } from '../../tenancy/context';

// Reservations and reservation services, by id (written, or about to be deleted).
export type Written = { reservations: number[]; services: number[] };
export type ReservationTable = 'service_reservation' | 'service_reservation_service';

const TAG: Record<ReservationTable, string> = { service_reservation: 'r', service_reservation_service: 's' };

// Hands the reservations and services written in the caller's transaction to `run` once, at its
// end (beforeCommit): a reservation written with its services reaches `run` once, both together.
export function onceWritten(
  ctx: RequestContext,
  key: string,
  table: ReservationTable,
  ids: number[],
  run: (written: Written) => Promise<void>,
) {
  return beforeCommit(
    ctx.tx,
    key,
    ids.map((id) => `${TAG[table]}${id}`),
    (all) => {
      const tagged = (tag: string) =>
        all.filter((item) => item.startsWith(tag)).map((item) => Number(item.slice(1)));
      return run({ reservations: tagged('r'), services: tagged('s') });
    },
  );
}
