import { MEMBERSHIP_REMINDER } from '@sari/domain/wallet';
import { type SQL, sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { reminderDaysSql, renewedSql } from './membership-reminder';

type Row = {
  id: number;
  kind: 'gift_card' | 'package' | 'membership';
  unit: 'pesos' | 'sessions';
  code: string | null;
  client_id: number | null;
  site_id: number;
  recipient_name: string | null;
  initial: number;
  left: number;
  expires_on: string | null;
  expired: boolean;
  status: 'activa' | 'anulada' | 'pausada' | 'cancelada';
  sold_at: string;
  session_package: { id: number; name: string } | null;
  services: { id: number; name: string }[];
  membership_plan: { id: number; name: string; period: 'monthly' | 'quarterly'; rolls_over: boolean } | null;
  service_discount: number | null;
  product_discount: number | null;
  starts_on: string | null;
  paused_on: string | null;
  days_left: number | null;
  renewal_due: boolean;
  history: {
    id: number;
    kind: 'issue' | 'redeem' | 'restore' | 'void' | 'extend' | 'discount' | 'pause' | 'resume' | 'cancel';
    units: number;
    history_payment_id: number | null;
    sale_refund_id: number | null;
    service_reservation_id: number | null;
    expires_on: string | null;
    reason: string | null;
    sari_user_id: number | null;
    at: string;
  }[];
};

// Wallet instruments as the wallet and the lookup show them (decisions 050, 051, 055: a package with
// the services it covers and its extensions in the history): what is left is the
// sum of the entries, "expired" is the selling site's day past the last one, and of the code only
// its last four signs are shown. A membership period tells its days to its last day at the site
// and whether it is near its end (decision 060): running, not yet renewed, and its last day within
// the company's reminder days (the default when the e-mail is off).
export async function walletInstruments(ctx: OperationContext, where: SQL) {
  const rows = await ctx.db.rows<Row>(
    sql`select w.id, w.kind, w.unit, w.code, w.client_id, w.site_id, w.recipient_name, w.initial_units as initial,
          (select coalesce(sum(e.units), 0) from wallet_entry e where e.wallet_instrument_id = w.id)::bigint as left,
          w.expires_on::text as expires_on,
          coalesce(w.expires_on < (sari_now() at time zone s.time_zone)::date, false) as expired,
          w.status, w.date_created::text as sold_at,
          case when sp.id is null then null else json_build_object('id', sp.id, 'name', sp.name) end as session_package,
          case when mp.id is null then null
            else json_build_object('id', mp.id, 'name', mp.name, 'period', mp.period, 'rolls_over', mp.rolls_over) end as membership_plan,
          w.service_discount, w.product_discount, w.starts_on::text as starts_on, w.paused_on::text as paused_on,
          case when w.kind = 'membership' then w.expires_on - (sari_now() at time zone s.time_zone)::date end as days_left,
          coalesce(w.kind = 'membership' and w.status = 'activa'
            and w.expires_on - (sari_now() at time zone s.time_zone)::date
              between 0 and (select case when d.days > 0 then d.days else ${MEMBERSHIP_REMINDER.days} end
                from (select ${reminderDaysSql(sql`st.value`)} as days from (select max(value) as value from setting
                  where subscriber_owner_company_id = w.subscriber_owner_company_id and key = ${MEMBERSHIP_REMINDER.key}) st) d)
            and not ${renewedSql}, false) as renewal_due,
          coalesce((select json_agg(json_build_object('id', sv.id, 'name', sv.name) order by sv.name, sv.id)
            from wallet_instrument_service ws join service sv on sv.id = ws.service_id
            where ws.wallet_instrument_id = w.id), '[]'::json) as services,
          coalesce((select json_agg(json_build_object('id', e.id, 'kind', e.kind, 'units', e.units,
              'history_payment_id', e.history_payment_id, 'sale_refund_id', e.sale_refund_id,
              'service_reservation_id', (select a.service_reservation_id from advance_payment a where a.id = e.advance_payment_id),
              'expires_on', e.expires_on, 'reason', e.reason, 'sari_user_id', e.sari_user_id, 'at', e.date_created)
              order by e.id)
            from wallet_entry e where e.wallet_instrument_id = w.id), '[]'::json) as history
        from wallet_instrument w join site s on s.id = w.site_id
          left join session_package sp on sp.id = w.session_package_id
          left join membership_plan mp on mp.id = w.membership_plan_id
        where ${where} and ${inScope(ctx, 'wallet_instrument', 'w', { allSites: true })}
        order by w.date_created desc, w.id desc
        limit 200`,
    ctx.tx,
  );
  return rows.map(({ code, ...row }) => ({
    ...row,
    initial: Number(row.initial),
    days_left: row.days_left === null ? null : Number(row.days_left),
    left: Number(row.left),
    code_end: code ? code.slice(-4) : null,
    history: row.history.map((entry) => ({ ...entry, units: Number(entry.units), at: String(entry.at) })),
  }));
}
