import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import { beforeCommit } from '../../access/transaction';
import type { HooksByCollection, Row } from '../../items/hooks';
import type { KeptReadRules } from '../../items/kept-reads';
import { badPayload } from '../../platform/errors';
import { idArray, idSet } from '../../platform/sql';
import { announceChange, announceDays } from '../../shared/announce-change';
import type { RequestContext } from '../../tenancy/context';
import { checkHandHold, holdResources, releaseHolds } from './hold-resources';
import { refusePaidCancel } from './paid-visit';
import { placeService } from './place-service';
import { resourceHooks } from './resource-hooks';
import { onceWritten, type ReservationTable, type Written } from './written-reservations';

// Any of these moves a service in time or to someone else (another reservation means another day).
const PLACING = ['service_reservation_id', 'service_time', 'duration', 'service_id', 'specialist_id'];

type Current = {
  id: number;
  reservation: number;
  service_time: string;
  duration: number;
  service_id: number;
  specialist_id: number;
};

const SERVICE_COLUMNS = sql`srs.id, srs.service_reservation_id as reservation, srs.service_time::text as service_time,
  srs.duration, srs.service_id, srs.specialist_id`;

// Tells every open calendar of the sites and days of these rows that they changed (delivered on
// commit), in one statement.
async function announceRows(ctx: RequestContext, rows: Written) {
  await announceDays(
    ctx,
    sql`select site_id, date from service_reservation where id = any(${idArray(rows.reservations)})
        union select site_id, date from service_reservation_service where id = any(${idArray(rows.services)})`,
  );
}

// Written rows are announced once, at the end of the transaction: a reservation written with its
// services names its day once.
const announceWritten = (ctx: RequestContext, table: ReservationTable, ids: number[]) =>
  onceWritten(ctx, 'announce:written', table, ids, (written) => announceRows(ctx, written));

// A hold's day is its booked service's.
async function announceHolds(ctx: RequestContext, ids: number[]) {
  const services = await ctx.db.rows<{ id: number }>(
    sql`select service_reservation_service_id as id from service_reservation_service_resource where id = any(${idArray(ids)})`,
    ctx.tx,
  );
  await announceRows(ctx, { reservations: [], services: services.map((row) => row.id) });
}

async function replaceChildren(ctx: RequestContext, reservationIds: number[]) {
  const children = await ctx.db.rows<Current>(
    sql`select ${SERVICE_COLUMNS} from service_reservation_service srs
        where srs.service_reservation_id in ${idSet(reservationIds)} and ${inScope(ctx, 'service_reservation_service', 'srs')}
        order by srs.start_at, srs.id`,
    ctx.tx,
  );
  const ids = children.map((child) => child.id);
  await releaseHolds(ctx, ids);
  for (const child of children) {
    const row: Row = {};
    await placeService(ctx, row, {
      id: child.id,
      reservationId: child.reservation,
      serviceId: child.service_id,
      specialistId: child.specialist_id,
      time: child.service_time,
      duration: child.duration,
    });
    await ctx.db.rows(
      sql`update service_reservation_service set date = ${row.date}, site_id = ${row.site_id},
            start_at = ${row.start_at}, end_at = ${row.end_at}, processing_start_at = ${row.processing_start_at},
            processing_end_at = ${row.processing_end_at}, is_cancelled = ${row.is_cancelled}
          where id = ${child.id}`,
      ctx.tx,
    );
  }
  await holdResources(ctx, ids);
}

// What the calendar and its availability read besides bookings: a change to any of it makes
// open calendars, the public page's kept availability and offers and the kept calendar reads of
// the company read again (once per transaction, however many rows an import writes). A new client
// changes no day (only a booking brings it in, and the booking names its day); an edited or
// deleted one changes the names the calendar shows.
const COMPANY_WIDE = [
  // The company (its public address) and its settings (the online rules).
  'subscriber_owner_company',
  'setting',
  'site',
  'site_schedule',
  'site_schedule_time',
  'specialist',
  'specialist_site',
  'specialist_availability',
  'service',
  'service_specialist',
  // Rooms and machines, and what services need of them (decision 053).
  'resource',
  'resource_availability',
  'service_resource_need',
  // An absence or blocked time, or a waitlist change.
  'specialist_absence',
  'waitlist_entry',
  'client',
];
const settingsChanged = (ctx: RequestContext) =>
  beforeCommit(ctx.tx, 'announce:company', [ctx.user.companyId], () =>
    announceChange(ctx, { company: ctx.user.companyId, site: null, date: null }),
  );
const settingsHooks: HooksByCollection = Object.fromEntries(
  COMPANY_WIDE.map((collection) => [
    collection,
    {
      afterWrite: async (ctx, _ids, _changed, mode) => {
        if (collection !== 'client' || mode === 'update') {
          await settingsChanged(ctx);
        }
      },
      beforeDelete: (ctx) => settingsChanged(ctx),
    },
  ]),
);

// The calendar's rules on every write of a reservation or one of its services, whether it comes
// from the calendar's own operation or from the items API (a Directus client, the PATCH
// calls of spec-coverage 7): each service is placed in time and checked (place-service.ts); a reservation whose
// day, site or status changes places its services again.
export const reservationHooks: HooksByCollection = {
  ...settingsHooks,
  resource: { ...settingsHooks.resource, ...resourceHooks.resource },
  service_resource_need: { ...settingsHooks.service_resource_need, ...resourceHooks.service_resource_need },
  service_reservation_service: {
    beforeCreate: async (ctx, row) => {
      if (typeof row.service_time !== 'string') {
        throw badPayload('Indica la hora del servicio (service_time).');
      }
      const { price } = await placeService(ctx, row, {
        reservationId: Number(row.service_reservation_id),
        serviceId: Number(row.service_id),
        specialistId: Number(row.specialist_id),
        time: row.service_time,
        duration: typeof row.duration === 'number' ? row.duration : undefined,
      });
      if (row.price === undefined || row.price === null) {
        row.price = price ?? 0;
      }
    },
    beforeUpdate: async (ctx, id, row) => {
      if (!PLACING.some((field) => field in row)) {
        return;
      }
      const [current] = await ctx.db.rows<Current>(
        sql`select ${SERVICE_COLUMNS} from service_reservation_service srs
            where srs.id = ${id} and ${inScope(ctx, 'service_reservation_service', 'srs')}`,
        ctx.tx,
      );
      if (!current) {
        return;
      }
      const newService = 'service_id' in row && Number(row.service_id) !== current.service_id;
      await placeService(ctx, row, {
        id,
        reservationId: Number(row.service_reservation_id ?? current.reservation),
        serviceId: Number(row.service_id ?? current.service_id),
        specialistId: Number(row.specialist_id ?? current.specialist_id),
        time: typeof row.service_time === 'string' ? row.service_time : current.service_time,
        // A moved service keeps its (maybe resized) length; another service brings its own.
        duration: typeof row.duration === 'number' ? row.duration : newService ? undefined : current.duration,
      });
      await releaseHolds(ctx, [id]);
    },
    // The rooms and machines it needs, picked once it is placed (decision 053).
    afterWrite: async (ctx, ids) => {
      await holdResources(ctx, ids);
      await announceWritten(ctx, 'service_reservation_service', ids);
    },
    beforeDelete: (ctx, ids) => announceRows(ctx, { reservations: [], services: ids }),
  },
  // A resource named by hand for a booked service.
  service_reservation_service_resource: {
    beforeCreate: (ctx, row) => checkHandHold(ctx, row),
    afterWrite: (ctx, ids) => announceHolds(ctx, ids),
    beforeDelete: (ctx, ids) => announceHolds(ctx, ids),
  },
  service_reservation: {
    // A paid visit is cancelled only after its refund (paid-visit.ts).
    beforeUpdate: async (ctx, id, row) => {
      if (row.status === 'cancelado') {
        await refusePaidCancel(ctx, id);
      }
    },
    // A cancelled reservation frees its specialists' time; a moved or restored one is placed
    // and checked again.
    afterWrite: async (ctx, ids, changed, mode) => {
      if (mode === 'update' && ('status' in changed || 'date' in changed || 'site_id' in changed)) {
        await replaceChildren(ctx, ids);
        if ('date' in changed || 'site_id' in changed) {
          await announceChange(ctx, { company: ctx.user.companyId, site: null, date: null });
        }
      }
      await announceWritten(ctx, 'service_reservation', ids);
    },
    beforeDelete: (ctx, ids) => announceRows(ctx, { reservations: ids, services: [] }),
  },
};

// The calendar's reads of a site's days that the items engine may keep until a day changes
// (items/kept-reads.ts): every collection above announces its changes, the reservations their
// days and the rest the whole company.
export const calendarKeptReads: KeptReadRules = {
  days: {
    service_reservation_service: { site: 'site_id', date: 'date' },
    service_reservation: { site: 'site_id', date: 'date' },
    service_reservation_service_resource: { site: 'site_id', date: 'date' },
  },
  announced: new Set(Object.keys(reservationHooks)),
};
