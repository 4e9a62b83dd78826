import { endTime } from '@sari/domain/time-slots';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../access/context';
import { inScope } from '../../access/sql-scope';
import type { HooksByCollection, Row } from '../../items/hooks';
import { badPayload } from '../../shared/errors';
import { idSet } from '../../shared/sql';

type Parent = { date: string; status: string; site_id: number };

async function parentOf(ctx: RequestContext, reservationId: unknown): Promise<Parent> {
  const rows = await ctx.db.rows<Parent>(
    sql`select date::text as date, status, site_id from service_reservation r
        where r.id = ${Number(reservationId)} and ${inScope(ctx, 'service_reservation', 'r')}`,
    ctx.tx,
  );
  if (!rows[0]) {
    throw badPayload('La reserva no existe.');
  }
  return rows[0];
}

async function serviceOf(ctx: RequestContext, serviceId: unknown, siteId: number) {
  const rows = await ctx.db.rows<{ duration: number; price: number | null }>(
    sql`select s.duration, (select p.price from service_site_price p where p.service_id = s.id and p.site_id = ${siteId}) as price
        from service s where s.id = ${Number(serviceId)} and ${inScope(ctx, 'service', 's')}`,
    ctx.tx,
  );
  if (!rows[0]) {
    throw badPayload('El servicio no existe.');
  }
  return rows[0];
}

// start_at/end_at are what the database's no-overlap constraint compares: always derived
// here from the reservation's day, the start time and the duration, never sent by clients.
function placeInTime(row: Row, parent: Parent, serviceTime: string, duration: number) {
  if (duration <= 0) {
    throw badPayload('La duración del servicio debe ser mayor que cero.');
  }
  const start = serviceTime.length === 5 ? `${serviceTime}:00` : serviceTime.slice(0, 8);
  row.date = parent.date;
  row.site_id = parent.site_id;
  row.start_at = `${parent.date} ${start}`;
  row.end_at = `${parent.date} ${endTime(start.slice(0, 5), duration)}`;
  row.is_cancelled = parent.status === 'cancelado';
  if (row.end_at <= row.start_at) {
    throw badPayload('La hora de fin debe ser posterior a la de inicio.');
  }
}

// Any of these moves a service in time (another reservation means another day).
const PLACING = ['service_reservation_id', 'service_time', 'duration', 'service_id'];

type Current = { reservation: number; service_time: string; duration: number; service_id: number };

export const reservationHooks: HooksByCollection = {
  service_reservation_service: {
    beforeCreate: async (ctx, row) => {
      if (typeof row.service_time !== 'string') {
        throw badPayload('Indica la hora del servicio (service_time).');
      }
      const parent = await parentOf(ctx, row.service_reservation_id);
      const service = await serviceOf(ctx, row.service_id, parent.site_id);
      const duration = typeof row.duration === 'number' ? row.duration : service.duration;
      row.duration = duration;
      if (row.price === undefined || row.price === null) {
        row.price = service.price ?? 0;
      }
      placeInTime(row, parent, row.service_time, duration);
    },
    beforeUpdate: async (ctx, id, row) => {
      if (!PLACING.some((field) => field in row)) {
        return;
      }
      const [current] = await ctx.db.rows<Current>(
        sql`select service_reservation_id as reservation, service_time::text as service_time, duration, service_id
            from service_reservation_service srs where srs.id = ${id} and ${inScope(ctx, 'service_reservation_service', 'srs')}`,
        ctx.tx,
      );
      if (!current) {
        return;
      }
      const parent = await parentOf(ctx, row.service_reservation_id ?? current.reservation);
      let duration = typeof row.duration === 'number' ? row.duration : current.duration;
      if ('service_id' in row && !('duration' in row)) {
        duration = (await serviceOf(ctx, row.service_id, parent.site_id)).duration;
        row.duration = duration;
      }
      const serviceTime = typeof row.service_time === 'string' ? row.service_time : current.service_time;
      placeInTime(row, parent, serviceTime, duration);
    },
  },
  service_reservation: {
    // A cancelled reservation frees its specialists' time; a moved one moves its services.
    afterWrite: async (ctx, ids, changed) => {
      if (!('status' in changed) && !('date' in changed) && !('site_id' in changed)) {
        return;
      }
      await ctx.db.rows(
        sql`update service_reservation_service srs
            set is_cancelled = (r.status = 'cancelado'), date = r.date, site_id = r.site_id,
                start_at = r.date + srs.start_at::time, end_at = r.date + srs.end_at::time
            from service_reservation r
            where r.id = srs.service_reservation_id and r.id in ${idSet(ids)}
              and ${inScope(ctx, 'service_reservation', 'r')}`,
        ctx.tx,
      );
    },
  },
};
