import { type SQL, sql } from 'drizzle-orm';
import type { ReportDefinition, ReportFilters } from '../report-definition';
import { fullName } from './parts';

// The prepaid reports of the client wallet (issue 29, decisions 050 and 052): every figure is
// summed from the wallet's entries (wallet_entry), never from a stored balance, and each query is
// generic over the instrument's kind (gift card, package, membership) and unit (pesos, sessions),
// so a new kind of instrument appears in them without a change here.

// A kind of instrument as the reports name it.
const kindLabel = (kind: SQL): SQL =>
  sql`case ${kind} when 'gift_card' then 'Tarjeta de regalo' when 'package' then 'Plan de sesiones'
    when 'membership' then 'Membresía' else ${kind} end`;

// What one unit of the instrument `i` is worth in pesos: a peso is a peso; a session is worth the
// price its sale line was charged divided by the sessions that line issued (null when the
// instrument has no sale line, or the line charged nothing: then only its sessions are shown).
const pesosPerUnit = (i = 'i'): SQL => {
  const w = sql.identifier(i);
  return sql`case when ${w}.unit = 'pesos' then 1::numeric else (
    select d.total::numeric / nullif(sum(o.initial_units), 0) from history_payment_detail d
    join wallet_instrument o on o.history_payment_detail_id = d.id
    where d.id = ${w}.history_payment_detail_id group by d.total) end`;
};

// The instruments `i` of the company sold at the counted sites.
const instrumentsOf = (f: ReportFilters, i = 'i'): SQL =>
  sql`${sql.identifier(i)}.subscriber_owner_company_id = ${f.companyId} and ${f.sites(sql`${sql.identifier(i)}.site_id`)}`;

// The first instant after `day` at the site `s`: the end of the site's own day.
const endOfDay = (day: SQL, s = 's'): SQL =>
  sql`((${day})::date + 1)::timestamp at time zone ${sql.identifier(s)}.time_zone`;

// Units left as pesos (a peso column) or as sessions (a session column): one column per unit;
// `r` is the row with the instrument's unit and its units left (left_units).
const leftPesos = (r: string): SQL =>
  sql`case when ${sql.identifier(r)}.unit = 'pesos' then ${sql.identifier(r)}.left_units else 0 end`;
const leftSessions = (r: string): SQL =>
  sql`case when ${sql.identifier(r)}.unit = 'sessions' then ${sql.identifier(r)}.left_units else 0 end`;

// "Saldo prepagado": what the company owes in prepaid value at the end of the range's last day
// (the `to` date, each site's own day), per selling site and kind: the instruments sold by then
// whose last day is after it (one whose last day it is lapses at its end and is the expired-value
// report's), with units left after the entries written up to then (an instrument
// voided later still counted; voided by then, it holds nothing). Pesos of gift cards, sessions of
// packages, and what all of it is worth in pesos.
export const prepaidBalance: ReportDefinition = {
  id: 'prepaidBalance',
  columns: [
    { key: 'site', label: 'Sede', type: 'text' },
    { key: 'kind', label: 'Tipo', type: 'text' },
    { key: 'instruments', label: 'Con saldo', type: 'number', total: true },
    { key: 'pesos', label: 'Saldo en pesos', type: 'money', total: true },
    { key: 'sessions', label: 'Sesiones pendientes', type: 'number', total: true },
    { key: 'value', label: 'Valor', type: 'money', total: true },
  ],
  defaultSort: '-value',
  chart: { kind: 'bar', x: 'kind', series: ['value'] },
  query: (f) => sql`
    select s.name as site, ${kindLabel(sql`b.kind`)} as kind, count(*)::int as instruments,
      sum(${leftPesos('b')})::bigint as pesos, sum(${leftSessions('b')})::int as sessions,
      sum(round(b.left_units * b.per_unit))::bigint as value
    from (
      select i.site_id, i.kind, i.unit, ${pesosPerUnit()} as per_unit,
        (select coalesce(sum(e.units), 0) from wallet_entry e
          where e.wallet_instrument_id = i.id and e.date_created < ${endOfDay(sql`${f.to}`)})::bigint as left_units
      from wallet_instrument i join site s on s.id = i.site_id
      where ${instrumentsOf(f)} and i.date_created < ${endOfDay(sql`${f.to}`)}
        and (i.expires_on is null or i.expires_on > ${f.to}::date)) b
    join site s on s.id = b.site_id
    where b.left_units > 0
    group by b.site_id, s.name, b.kind`,
};

// "Ventas y redenciones prepagadas": the wallet's movements in the range, per site and kind: what
// was sold (issue), redeemed (redeem), given back by refunds (restore) and voided (void), in units
// and in pesos. A movement counts on the day it was written (a refund's on the refund's day) and at
// the site of its sale: the sale that sold the instrument, the sale that spent it (any site of the
// company), the sale whose refund gave it back or voided it.
export const prepaidMovements: ReportDefinition = {
  id: 'prepaidMovements',
  columns: [
    { key: 'site', label: 'Sede', type: 'text' },
    { key: 'kind', label: 'Tipo', type: 'text' },
    { key: 'unit', label: 'Unidad', type: 'text' },
    { key: 'sold', label: 'Vendido', type: 'number', total: true },
    { key: 'redeemed', label: 'Redimido', type: 'number', total: true },
    { key: 'restored', label: 'Devuelto', type: 'number', total: true },
    { key: 'voided', label: 'Anulado', type: 'number', total: true },
    { key: 'sold_value', label: 'Vendido ($)', type: 'money', total: true },
    { key: 'redeemed_value', label: 'Redimido ($)', type: 'money', total: true },
    { key: 'restored_value', label: 'Devuelto ($)', type: 'money', total: true },
    { key: 'voided_value', label: 'Anulado ($)', type: 'money', total: true },
  ],
  defaultSort: 'site',
  chart: { kind: 'bar', x: 'kind', series: ['sold_value', 'redeemed_value'] },
  query: (f) => {
    const units = (kind: string) =>
      sql`sum(case when m.entry = ${kind} then abs(m.units) else 0 end)::bigint`;
    const value = (kind: string) =>
      sql`sum(case when m.entry = ${kind} then round(abs(m.units) * m.per_unit) else 0 end)::bigint`;
    return sql`
      select s.name as site, ${kindLabel(sql`m.kind`)} as kind,
        case m.unit when 'pesos' then 'Pesos' else 'Sesiones' end as unit,
        ${units('issue')} as sold, ${units('redeem')} as redeemed, ${units('restore')} as restored,
        ${units('void')} as voided, ${value('issue')} as sold_value, ${value('redeem')} as redeemed_value,
        ${value('restore')} as restored_value, ${value('void')} as voided_value
      from (
        select coalesce(h.site_id, i.site_id) as site_id, e.date_created, e.kind as entry, e.units, i.kind, i.unit,
          ${pesosPerUnit()} as per_unit
        from wallet_entry e join wallet_instrument i on i.id = e.wallet_instrument_id
        left join history_payment h on h.id = e.history_payment_id
        where e.subscriber_owner_company_id = ${f.companyId} and i.subscriber_owner_company_id = ${f.companyId}) m
      join site s on s.id = m.site_id
      where ${f.sites(sql`m.site_id`)} and ${f.instantIn(sql`m.site_id`, sql`m.date_created`)}
      group by m.site_id, s.name, m.kind, m.unit`;
  },
};

// "Valor vencido": the instruments whose last day fell in the range (the selling site's
// calendar) and has passed (a last day still to come, or today, has not expired yet), with what was left on them at the end of that day, in pesos, sessions and their
// worth. Instruments voided (their sale refunded) are not lost value and are left out.
export const prepaidExpired: ReportDefinition = {
  id: 'prepaidExpired',
  columns: [
    { key: 'expires_on', label: 'Venció', type: 'date' },
    { key: 'site', label: 'Sede', type: 'text' },
    { key: 'kind', label: 'Tipo', type: 'text' },
    { key: 'reference', label: 'Referencia', type: 'text' },
    { key: 'client', label: 'Cliente', type: 'text' },
    { key: 'pesos', label: 'Saldo vencido', type: 'money', total: true },
    { key: 'sessions', label: 'Sesiones vencidas', type: 'number', total: true },
    { key: 'value', label: 'Valor', type: 'money', total: true },
  ],
  defaultSort: 'expires_on',
  query: (f) => sql`
    select x.expires_on, s.name as site, ${kindLabel(sql`x.kind`)} as kind, x.reference, x.client,
      (${leftPesos('x')})::bigint as pesos, (${leftSessions('x')})::int as sessions,
      round(x.left_units * x.per_unit)::bigint as value
    from (
      select i.site_id, i.kind, i.unit, to_char(i.expires_on, 'YYYY-MM-DD') as expires_on,
        case when i.code is not null then '…' || right(i.code, 4) else '#' || i.id end as reference,
        ${fullName('c')} as client, ${pesosPerUnit()} as per_unit,
        (select coalesce(sum(e.units), 0) from wallet_entry e
          where e.wallet_instrument_id = i.id and e.date_created < ${endOfDay(sql`i.expires_on`)})::bigint as left_units
      from wallet_instrument i join site s on s.id = i.site_id left join client c on c.id = i.client_id
      where ${instrumentsOf(f)} and i.status = 'activa'
        and i.expires_on between ${f.from}::date and ${f.to}::date
        and i.expires_on < (sari_now() at time zone s.time_zone)::date) x
    join site s on s.id = x.site_id
    where x.left_units > 0`,
};
