import { randomUUID } from 'node:crypto';
import type { bookReservation as contract } from '@sari/contracts/calendar';
import type { InputOf } from '@sari/contracts/operation';
import type { CalendarData } from '@sari/domain/availability-types';
import { checkBooking } from '@sari/domain/booking-check';
import { addDays } from '@sari/domain/local-days';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { inScope, requireSite } from '../../access/sql-scope';
import { createItems } from '../../items/write';
import { ApiError, notFound } from '../../platform/errors';
import { getCollection } from '../../tenancy/meta';
import { loadCalendarData } from './calendar-data';
import { problemError } from './place-service';

type Input = z.output<(typeof contract)['input']>;
type Clash = { date: string; code: string; message: string; service_reservation_service_id: number | null };
type Placed = {
  service_id: number;
  specialist_id: number;
  time: string;
  duration?: number;
  products: Input['services'][number]['products'];
  resource_ids?: number[];
};

export const MAX_OCCURRENCES = 52;

// Every date of a booking: the day itself, then every N weeks until `until` (inclusive).
export function occurrences(input: Pick<Input, 'date' | 'repeat'>): string[] {
  const dates = [input.date];
  if (!input.repeat) {
    return dates;
  }
  for (let next = addDays(input.date, 7 * input.repeat.every_weeks); next <= input.repeat.until; ) {
    dates.push(next);
    if (dates.length > MAX_OCCURRENCES) {
      throw new ApiError('INVALID_PAYLOAD', `Una reserva se repite como máximo ${MAX_OCCURRENCES} veces.`);
    }
    next = addDays(next, 7 * input.repeat.every_weeks);
  }
  return dates;
}

// Services without a time follow the previous one: each run starts at an explicit time.
function runsOf(services: Input['services']) {
  const runs: { start: string; services: Input['services'] }[] = [];
  for (const service of services) {
    if (service.time || runs.length === 0) {
      if (!service.time) {
        throw new ApiError('INVALID_PAYLOAD', 'Indica la hora del primer servicio.', {}, [
          { field: 'services.0.time', message: 'Indica la hora del primer servicio.' },
        ]);
      }
      runs.push({ start: service.time, services: [service] });
    } else {
      runs.at(-1)!.services.push(service);
    }
  }
  return runs;
}

// Places one date's services with the calendar's rules; a placed run keeps its specialists busy
// for the next run of the same booking.
async function planDate(ctx: OperationContext, data: CalendarData, date: string, input: Input) {
  const placed: Placed[] = [];
  for (const run of runsOf(input.services)) {
    const check = checkBooking(data, {
      date,
      start: run.start,
      services: run.services.map((service) => ({
        serviceId: service.service_id,
        specialistId: service.specialist_id,
        resourceIds: service.resource_ids,
      })),
    });
    if (!check.ok) {
      const error = await problemError(ctx, check.problem);
      return {
        clash: {
          date,
          code: check.problem.code,
          message: error.message,
          service_reservation_service_id: (error.extra.service_reservation_service_id as number) ?? null,
        },
      };
    }
    for (const [index, service] of check.booking.services.entries()) {
      const request = run.services[index];
      placed.push({
        service_id: service.serviceId,
        specialist_id: service.specialistId,
        time: service.start,
        duration: request.duration,
        products: request.products,
        resource_ids: request.resource_ids,
      });
      const busy = data.specialists.find((specialist) => specialist.id === service.specialistId)!.busy;
      busy.push(...service.busy.map((part) => ({ id: `nuevo-${date}`, date, ...part })));
      // Its rooms and machines too (all of the service: the next run cannot share them anyway).
      for (const resourceId of service.resourceIds) {
        data.resources
          ?.find((resource) => resource.id === resourceId)
          ?.busy.push({ id: `nuevo-${date}`, date, start: service.start, end: service.end });
      }
    }
  }
  return { placed };
}

async function siteCalendar(ctx: OperationContext, input: Input, dates: string[]) {
  const [site] = await ctx.db.rows(
    sql`select id from site s where s.id = ${input.site_id} and ${inScope(ctx, 'site', 's')}`,
    ctx.tx,
  );
  if (!site) {
    throw notFound('La sede no existe o no tienes acceso a ella.');
  }
  const durations = new Map(input.services.filter((s) => s.duration).map((s) => [s.service_id, s.duration!]));
  return loadCalendarData(ctx, {
    siteId: input.site_id,
    from: dates[0],
    to: dates.at(-1)!,
    serviceIds: [...new Set(input.services.map((service) => service.service_id))],
    durations,
  });
}

async function createClient(ctx: OperationContext, client: NonNullable<Input['new_client']>) {
  const [id] = await createItems(ctx, getCollection('client')!, [client]);
  return id;
}

// A booking from the calendar: every occurrence is planned first; if any clashes, nothing is
// saved and every clash is listed. Then the reservations are written through the items engine,
// whose hooks place and check each service again under the specialist's lock. A caller that has
// already checked the site and read its calendar for these days (the public booking page) hands
// that calendar over instead of having it read twice (left as it is: the plan marks times busy in
// its own lists), and may set columns of its own on each reservation (the page marks it online,
// with its deposit).
export async function bookReservation(
  ctx: OperationContext,
  input: Input,
  given: { data?: CalendarData; reservation?: Record<string, string | number | boolean> } = {},
) {
  requireSite(ctx.user, input.site_id);
  const dates = occurrences(input);
  const data = given.data
    ? {
        ...given.data,
        specialists: given.data.specialists.map((specialist) => ({
          ...specialist,
          busy: [...specialist.busy],
        })),
        resources: given.data.resources?.map((resource) => ({ ...resource, busy: [...resource.busy] })),
      }
    : await siteCalendar(ctx, input, dates);
  const clashes: Clash[] = [];
  const plans: { date: string; placed: Placed[] }[] = [];
  for (const date of dates) {
    const plan = await planDate(ctx, data, date, input);
    if ('clash' in plan) {
      clashes.push(plan.clash!);
    } else {
      plans.push({ date, placed: plan.placed });
    }
  }
  if (input.check_only) {
    return { client_id: input.client_id ?? null, reservations: [], clashes };
  }
  if (clashes.length > 0) {
    const first =
      clashes.length === 1
        ? clashes[0].message
        : `${clashes.length} fechas chocan; la primera, ${clashes[0].date}: ${clashes[0].message}`;
    throw new ApiError('SCHEDULE_CONFLICT', first, { clashes });
  }
  const clientId = input.client_id ?? (await createClient(ctx, input.new_client!));
  const seriesId = dates.length > 1 ? randomUUID() : null;
  const reservations: { id: number; date: string }[] = [];
  for (const { date, placed } of plans) {
    const [id] = await createItems(
      ctx,
      getCollection('service_reservation')!,
      [
        {
          site_id: input.site_id,
          client_id: clientId,
          date,
          notes: input.notes ?? null,
          service_reservation_service: placed.map((service) => ({
            service_id: service.service_id,
            specialist_id: service.specialist_id,
            service_time: service.time,
            ...(service.duration ? { duration: service.duration } : {}),
            service_reservation_service_product: service.products,
            ...(service.resource_ids?.length
              ? { resources: service.resource_ids.map((resource_id) => ({ resource_id })) }
              : {}),
          })),
        },
      ],
      undefined,
      given.reservation,
    );
    reservations.push({ id, date });
  }
  if (seriesId) {
    await ctx.db.rows(
      sql`update service_reservation set series_id = ${seriesId} where id in (${sql.join(
        reservations.map((r) => sql`${r.id}`),
        sql`, `,
      )})`,
      ctx.tx,
    );
  }
  return { client_id: clientId, reservations, clashes: [] };
}

export type BookInput = InputOf<typeof contract>;
