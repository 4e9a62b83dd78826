import { MEMBERSHIP_REMINDER } from '@sari/domain/wallet';
import { type SQL, sql } from 'drizzle-orm';
import type { OperationContext, Services } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import type { HooksByCollection } from '../../items/hooks';
import { dropJob, enqueueSelected } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import { idArray } from '../../platform/sql';
import type { RequestContext } from '../../tenancy/context';
import { deliver } from '../messages/deliver';
import { membershipRenewalMail } from '../online-booking/messages';

// The membership renewal reminder (decision 060): one keyed job per period and last day, queued
// in the transaction that sold, renewed or resumed the period, for the morning of the day
// `membership_reminder_days` before its last day at the selling site; pausing and cancelling drop
// it. Read fresh when it runs: a period changed, renewed, ended or of a client without an e-mail
// closes the job without sending, the reason recorded on it.

const KIND = 'wallet.membership-renewal';
const keyOf = (period: { id: number; expires_on: string }) =>
  `membership-renewal:${period.id}:${period.expires_on}`;

// Whether a later period of the same plan was sold to the period `w`'s client (a renewal).
export const renewedSql = sql.raw(`exists (select 1 from wallet_instrument n where n.client_id = w.client_id
  and n.kind = 'membership' and n.membership_plan_id = w.membership_plan_id and n.id <> w.id
  and n.starts_on > w.expires_on and n.status in ('activa', 'pausada'))`);

// The company's days (the setting read where the jobs are written; the default when missing).
export const reminderDaysSql = (value: SQL) =>
  sql`(case when ${value} ~ '^[0-9]{1,2}$' and ${value}::int <= ${MEMBERSHIP_REMINDER.max}
        then ${value}::int else ${MEMBERSHIP_REMINDER.days} end)`;

// Plans the reminder of each given period still running (or not begun) with a client, in one
// statement. A moment already past (a period resumed with fewer days left) runs at once; a
// company with 0 days plans none.
export async function planRenewalReminders(
  ctx: { db: OperationContext['db']; tx?: OperationContext['tx'] },
  ids: number[],
) {
  if (ids.length === 0) {
    return;
  }
  await enqueueSelected(
    ctx.db,
    ctx.tx,
    sql`select ${KIND}, 'membership-renewal:' || w.id || ':' || w.expires_on::text,
          jsonb_build_object('instrument_id', w.id, 'expires_on', w.expires_on::text),
          greatest(((w.expires_on - d.days) + ${MEMBERSHIP_REMINDER.hour}::time) at time zone s.time_zone, sari_now())
        from wallet_instrument w
        join site s on s.id = w.site_id
        left join setting st on st.subscriber_owner_company_id = w.subscriber_owner_company_id
          and st.key = ${MEMBERSHIP_REMINDER.key}
        cross join lateral (select ${reminderDaysSql(sql`st.value`)} as days) d
        where w.id = any(${idArray(ids)}) and w.kind = 'membership' and w.status = 'activa'
          and w.client_id is not null and w.expires_on is not null and d.days > 0
          and w.expires_on >= (sari_now() at time zone s.time_zone)::date`,
  );
}

// The owner changes membership_reminder_days (decision 060): the company's periods still running
// get their pending reminder moved to the new day, or planned when they had none (one already
// sent is not sent again; a moment already past runs at once); with 0 days the pending ones go.
export async function replanRenewalReminders(ctx: RequestContext, settingIds: number[]) {
  const [changed] = await ctx.db.rows<{ days: number; periods: number[] }>(
    sql`select ${reminderDaysSql(sql`st.value`)} as days,
          coalesce((select array_agg(w.id) from wallet_instrument w join site s on s.id = w.site_id
            where w.subscriber_owner_company_id = st.subscriber_owner_company_id and w.kind = 'membership'
              and w.status = 'activa' and w.client_id is not null
              and w.expires_on >= (sari_now() at time zone s.time_zone)::date), '{}') as periods
        from setting st
        where st.id = any(${idArray(settingIds)}) and st.key = ${MEMBERSHIP_REMINDER.key}
          and ${inScope(ctx, 'setting', 'st')}`,
    ctx.tx,
  );
  if (!changed || changed.periods.length === 0) {
    return;
  }
  if (changed.days > 0) {
    await planRenewalReminders(ctx, changed.periods);
    return;
  }
  // Removed, not closed: a reminder never sent leaves nothing to keep, and a later number of days
  // plans it again under the same key.
  await ctx.db.rows(
    sql`delete from sys_job
        where kind = ${KIND} and done_at is null and attempts = 0
          and (payload->>'instrument_id')::int = any(${idArray(changed.periods)})`,
    ctx.tx,
  );
}

export const membershipReminderHooks: HooksByCollection = {
  setting: { afterWrite: (ctx, ids) => replanRenewalReminders(ctx, ids) },
};

// A period paused, cancelled or renewed: its pending reminder is closed, never sent.
export const dropRenewalReminder = (ctx: OperationContext, period: { id: number; expires_on: string }) =>
  dropJob(ctx.db, ctx.tx, keyOf(period));

type Period = {
  company_id: number;
  site_id: number;
  client_id: number;
  status: string;
  expires_on: string;
  ended: boolean;
  renewed: boolean;
  company: string;
  site: string;
  address: string | null;
  plan: string;
  on_sale: boolean;
  price: number | null;
  client_name: string;
  email: string | null;
};

export function membershipReminderJobs(services: Services): Record<string, JobHandler> {
  const { db } = services;
  // Why the job sends nothing, kept on the job.
  const close = (jobId: number, why: string) =>
    db.rows(sql`update sys_job set last_error = ${why} where id = ${jobId}`);
  return {
    [KIND]: async (payload, job) => {
      const [period] = await db.rows<Period>(
        sql`select w.subscriber_owner_company_id as company_id, w.site_id, w.client_id, w.status,
              w.expires_on::text as expires_on, w.expires_on < (sari_now() at time zone s.time_zone)::date as ended,
              ${renewedSql} as renewed,
              co.name as company, s.name as site, s.address, mp.name as plan, mp.is_active as on_sale,
              p.price::bigint as price, trim(concat_ws(' ', c.first_name, c.last_name)) as client_name, c.email
            from wallet_instrument w
            join site s on s.id = w.site_id
            join subscriber_owner_company co on co.id = w.subscriber_owner_company_id
            join membership_plan mp on mp.id = w.membership_plan_id
            join client c on c.id = w.client_id
            left join membership_plan_site_price p on p.membership_plan_id = mp.id and p.site_id = w.site_id
            where w.id = ${Number(payload.instrument_id)} and w.kind = 'membership'`,
      );
      const why = !period
        ? 'sin membresía'
        : period.status !== 'activa'
          ? `membresía ${period.status}`
          : period.expires_on !== payload.expires_on
            ? 'cambió su último día'
            : period.renewed
              ? 'ya renovada'
              : period.ended
                ? 'ya terminó'
                : !period.on_sale || period.price === null
                  ? 'el plan ya no se vende en la sede'
                  : !period.email
                    ? 'cliente sin correo'
                    : null;
      if (why || !period?.email) {
        await close(job.id, why ?? 'cliente sin correo');
        return;
      }
      const note = { ...period, client_name: period.client_name || null, price: Number(period.price) };
      await deliver(services, job, {
        kind: 'membership_renewal',
        company_id: period.company_id,
        site_id: period.site_id,
        reservation_id: null,
        client_id: period.client_id,
        email: period.email,
        phone: null,
        preference: 'email',
        only: 'email',
        mail: (to) => membershipRenewalMail(note, to),
        whatsapp: { body: [] },
      });
    },
  };
}
