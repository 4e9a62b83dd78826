import { type SQL, sql } from 'drizzle-orm';

// How each sale of `sales` (a select with the columns of history_payment: id, total, amount_paid,
// refunded_total) was paid, one row per payment line (decision 032): what was left owed
// (`credito`), the client's balance it drew (`abono`, shown as "Saldo a favor"), the gift cards
// it spent (`tarjeta_regalo`, decision 050), the money of each
// method (its movements, cash net of the change) and the reservation's advance (`anticipo`, what
// the others leave unexplained). Every place that shows or sums a sale's payments reads these
// lines (sales summary, the payment-method report, the receipt), so they always add up to the
// sale's total: `paid` sums to `total` and `refunded` to `refunded_total`.
//
// The parts are taken in the order a refund gives them back (refund-sources.ts: credito, balances,
// gift cards, methods by first movement, advance) and cut at the total, so an overpayment kept as the client's
// abono is not the sale's. `refunded` is what the sale's refunds gave back of each line, as each
// refund wrote its shares (sale_refund_share, the largest-remainder split the money followed);
// for a sale refunded before the shares were written, the refunds spread over the lines in
// proportion, by the running sum, so the lines still add up to the refunds exactly.
export const salePaymentLines = (sales: SQL) => sql`
  select p.sale_id, p.code, (p.upto - p.before)::bigint as paid,
    case when exists (select 1 from sale_refund_share r where r.history_payment_id = p.sale_id)
      then (select coalesce(sum(r.amount), 0) from sale_refund_share r
        where r.history_payment_id = p.sale_id and r.code = p.code)::bigint
      when p.total = 0 then 0
      else (round(p.upto::numeric * p.refunded / p.total) - round(p.before::numeric * p.refunded / p.total))::bigint
    end as refunded
  from (
    select c.*, coalesce(lag(c.upto) over (partition by c.sale_id order by c.ord, c.seq), 0) as before
    from (
      select q.sale_id, q.ord, q.seq, q.code, q.total, q.refunded,
        least(sum(q.amount) over (partition by q.sale_id order by q.ord, q.seq rows unbounded preceding), q.total) as upto
      from (
        select s.id as sale_id, 0 as ord, 0::bigint as seq, 'credito' as code, s.total, s.refunded_total as refunded,
          (s.total - s.amount_paid)::bigint as amount
        from (${sales}) s where s.total > s.amount_paid
        union all
        select s.id, 1, 0, 'abono', s.total, s.refunded_total, u.amount
        from (${sales}) s
        cross join lateral (select sum(d.amount)::bigint as amount from deposit_credit_detail d
          where d.used_history_payment_id = s.id) u
        where u.amount > 0
        union all
        select s.id, 1, 1, 'tarjeta_regalo', s.total, s.refunded_total, g.amount
        from (${sales}) s
        cross join lateral (select -sum(w.units)::bigint as amount from wallet_entry w
          where w.history_payment_id = s.id and w.kind = 'redeem') g
        where g.amount > 0
        union all
        select s.id, 2, m.first, m.code, s.total, s.refunded_total, m.amount
        from (${sales}) s
        cross join lateral (select mm.payment_methods_name as code, min(mm.id)::bigint as first, sum(mm.amount)::bigint as amount
          from history_payment_method hm join money_movement mm on mm.id = hm.money_movement_id
          where hm.history_payment_id = s.id group by mm.payment_methods_name) m
        union all
        select s.id, 3, 0, 'anticipo', s.total, s.refunded_total, s.total::bigint
        from (${sales}) s) q) c) p
  where p.upto > p.before`;

// A payment line's label: the company's name of its method, or the line's own.
export const paymentLabel = (code: SQL, methodName: SQL) =>
  sql`case ${code} when 'abono' then 'Saldo a favor' when 'anticipo' then 'Anticipo'
    when 'tarjeta_regalo' then 'Tarjeta de regalo' else coalesce(${methodName}, ${code}) end`;
