import { addWeeklySchedule } from '@sari/db/provision';
import { COMPANY_COUNTRIES } from '@sari/domain/contact-links';
import { isTimeZone } from '@sari/domain/zoned-time';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope, requireSite } from '../../access/sql-scope';
import type { HooksByCollection, Row } from '../../items/hooks';
import { badPayload, notFound } from '../../platform/errors';
import { announceChange } from '../../shared/announce-change';
import type { RequestContext } from '../../tenancy/context';

type Day = { weekday: number; is_active: boolean; start_time: string; end_time: string };

// The site's opening hours for the week in the operation's transaction: each weekday's active
// flag and its window (windows are shared rows, reused when another day already has the same hours).
export async function saveSiteSchedule(ctx: OperationContext, input: { id: number; days: Day[] }) {
  const { tx } = ctx;
  const siteId = input.id;
  const companyId = ctx.user.companyId;
  requireSite(ctx.user, siteId);
  const [site] = await ctx.db.rows<{ id: number }>(
    sql`select id from site s where s.id = ${siteId} and ${inScope(ctx, 'site', 's')} for update`,
    tx,
  );
  if (!site) {
    throw notFound('La sede no existe o no tienes acceso a ella.');
  }
  for (const day of input.days) {
    const opening = `${day.start_time}:00`;
    const closing = `${day.end_time}:00`;
    let [timeRow] = await ctx.db.rows<{ id: number }>(
      sql`select id from site_schedule_time t where ${inScope(ctx, 'site_schedule_time', 't')}
          and start_time = ${opening}::time and end_time = ${closing}::time order by id limit 1`,
      tx,
    );
    if (!timeRow && day.end_time > day.start_time) {
      [timeRow] = await ctx.db.rows<{ id: number }>(
        sql`insert into site_schedule_time (subscriber_owner_company_id, start_time, end_time)
            values (${companyId}, ${opening}, ${closing}) returning id`,
        tx,
      );
    }
    await ctx.db.rows(
      sql`insert into site_schedule (subscriber_owner_company_id, site_id, weekday, is_active, site_schedule_time_id)
          values (${companyId}, ${siteId}, ${day.weekday}, ${day.is_active}, ${timeRow?.id ?? null})
          on conflict (site_id, weekday) do update
            set is_active = excluded.is_active, site_schedule_time_id = excluded.site_schedule_time_id`,
      tx,
    );
  }
  // Open calendars and the public page's availability read the new hours.
  await announceChange(ctx, { company: companyId, site: siteId, date: null });
  return ctx.db.rows<{
    weekday: number;
    is_active: boolean;
    start_time: string | null;
    end_time: string | null;
  }>(
    sql`select s.weekday, s.is_active, t.start_time::text as start_time, t.end_time::text as end_time
        from site_schedule s left join site_schedule_time t on t.id = s.site_schedule_time_id
        where s.site_id = ${siteId} order by s.weekday`,
    tx,
  );
}

function checkTimeZone(row: Row) {
  if (row.time_zone !== undefined && (typeof row.time_zone !== 'string' || !isTimeZone(row.time_zone))) {
    throw badPayload('La zona horaria no es válida (por ejemplo America/Bogota).');
  }
}

// The company's time zone (subscriber_owner_company.timezone) for a site created without one.
async function companyTimeZone(ctx: RequestContext): Promise<string | null> {
  const [row] = await ctx.db.rows<{ value: string | null }>(
    sql`select timezone as value from subscriber_owner_company c where ${inScope(ctx, 'subscriber_owner_company', 'c')}`,
    ctx.tx,
  );
  return row?.value && isTimeZone(row.value) ? row.value : null;
}

// A new site opens Monday to Saturday, 08:00-20:00, until its hours are set, on the company's
// time zone unless it says its own.
export const siteHooks: HooksByCollection = {
  subscriber_owner_company: {
    beforeUpdate: async (_ctx, _id, row) => {
      if (row.timezone !== undefined && (typeof row.timezone !== 'string' || !isTimeZone(row.timezone))) {
        throw badPayload('La zona horaria no es válida (por ejemplo America/Bogota).');
      }
      // Phones without a country code are read as this country's (decision 022).
      if (row.country !== undefined && !(COMPANY_COUNTRIES as readonly unknown[]).includes(row.country)) {
        throw badPayload(`El país debe ser uno de: ${COMPANY_COUNTRIES.join(', ')}.`);
      }
      // The online booking page's address: plain letters, digits and dashes (unique: the
      // database refuses one already taken).
      if (
        row.public_slug !== undefined &&
        (typeof row.public_slug !== 'string' || !/^[a-z0-9](?:-?[a-z0-9]){2,59}$/.test(row.public_slug))
      ) {
        throw badPayload(
          'La dirección de reservas en línea va en minúsculas sin tildes, números y guiones (de 3 a 60 caracteres).',
        );
      }
    },
  },
  site: {
    beforeCreate: async (ctx, row) => {
      checkTimeZone(row);
      row.time_zone ??= await companyTimeZone(ctx);
      if (row.time_zone === null) {
        delete row.time_zone;
      }
    },
    beforeUpdate: async (_ctx, _id, row) => checkTimeZone(row),
    afterWrite: async (ctx, ids) => {
      for (const siteId of ids) {
        const [row] = await ctx.db.rows<{ n: number }>(
          sql`select count(*)::int as n from site_schedule where site_id = ${siteId}`,
          ctx.tx,
        );
        if (row.n === 0) {
          await addWeeklySchedule(ctx.db, ctx.tx ?? ctx.db.orm, ctx.user.companyId, siteId, '08:00', '20:00');
        }
      }
    },
  },
};
