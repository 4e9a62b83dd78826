import { addWeeklySchedule } from '@sari/db/provision';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireSite } from '../../auth/require-permission';
import type { ItemsContext } from '../../items/context';
import { registerHooks } from '../../items/hooks';
import { badPayload, notFound } from '../../shared/errors';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Las horas van en formato HH:mm.');
const daySchema = z.object({
  weekday: z.number().int().min(0).max(6),
  is_active: z.boolean(),
  start_time: time,
  end_time: time,
});
const weekSchema = z.array(daySchema).length(7, 'Envía los 7 días de la semana.');
export type WeekInput = z.infer<typeof weekSchema>;

export function parseWeek(body: unknown): WeekInput {
  const parsed = weekSchema.safeParse((body as { days?: unknown } | null)?.days);
  if (!parsed.success) {
    throw badPayload(parsed.error.issues[0]?.message ?? 'El horario no es válido.');
  }
  const weekdays = new Set(parsed.data.map((day) => day.weekday));
  if (weekdays.size !== 7) {
    throw badPayload('Cada día de la semana debe aparecer una vez.');
  }
  for (const day of parsed.data) {
    if (day.is_active && day.end_time <= day.start_time) {
      throw badPayload('La hora de cierre debe ser posterior a la de apertura.');
    }
  }
  return parsed.data;
}

// The site's opening hours for the week in one transaction: each weekday's active flag and
// its window (windows are shared rows, reused when another day already has the same hours).
export async function saveSiteSchedule(ctx: ItemsContext, siteId: number, week: WeekInput) {
  requireSite(ctx.user, siteId);
  const companyId = ctx.user.companyId;
  return ctx.db.orm.transaction(async (tx) => {
    const [site] = await ctx.db.rows<{ id: number }>(
      sql`select id from site where id = ${siteId} and subscriber_owner_company_id = ${companyId} for update`,
      tx,
    );
    if (!site) {
      throw notFound('La sede no existe o no tienes acceso a ella.');
    }
    for (const day of week) {
      const window = `${day.start_time}:00`;
      const closing = `${day.end_time}:00`;
      let [timeRow] = await ctx.db.rows<{ id: number }>(
        sql`select id from site_schedule_time where subscriber_owner_company_id = ${companyId}
            and start_time = ${window}::time and end_time = ${closing}::time order by id limit 1`,
        tx,
      );
      if (!timeRow && day.end_time > day.start_time) {
        [timeRow] = await ctx.db.rows<{ id: number }>(
          sql`insert into site_schedule_time (subscriber_owner_company_id, start_time, end_time)
              values (${companyId}, ${window}, ${closing}) returning id`,
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
  });
}

// A new site opens Monday to Saturday, 08:00-20:00, until its hours are set.
registerHooks('site', {
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
});
