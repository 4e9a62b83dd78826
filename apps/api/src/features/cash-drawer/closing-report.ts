import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { siteMoment } from '@sari/domain/zoned-time';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { notFound } from '../../platform/errors';
import { pdfResponse, renderPdf } from '../../platform/pdf';
import { expectedBySession } from './drawer-totals';

type Session = {
  site: string;
  time_zone: string;
  status: string;
  opened_at: Date | string;
  closed_at: Date | string | null;
  opened_by: string | null;
  closed_by: string | null;
  notes: string | null;
  counts: { method: string; expected: number; counted: number; difference: number }[];
  // The company's name of each method code ("Efectivo" for efectivo), as the screens show it.
  labels: Record<string, string>;
};

// A moment on the site's wall clock ('05 Ene 2026 12:23 p. m.'), never the server's UTC.
const onSiteClock = (instant: Date | string, timeZone: string) => {
  const moment = siteMoment(instant, timeZone);
  return `${formatDate(moment.date)} ${moment.time}`;
};

// The closing report: who opened and closed (at the site's time), every method (by its name)
// with its expected, counted and difference.
export async function closingReport(ctx: OperationContext, input: { id: number }) {
  const [session] = await ctx.db.rows<Session>(
    sql`select s.name as site, s.time_zone, c.status, c.opened_at, c.closed_at, c.notes,
          coalesce((select json_object_agg(pm.code, pm.name) from payment_method pm
            where pm.subscriber_owner_company_id = c.subscriber_owner_company_id), '{}') as labels,
          (select concat_ws(' ', first_name, last_name) from sari_user where id = c.opened_by) as opened_by,
          (select concat_ws(' ', first_name, last_name) from sari_user where id = c.closed_by) as closed_by,
          coalesce((select json_agg(json_build_object('method', k.payment_methods_name, 'expected', k.expected_amount,
            'counted', k.counted_amount, 'difference', k.difference) order by k.id)
            from cash_drawer_count k where k.cash_drawer_session_id = c.id), '[]') as counts
        from cash_drawer_session c join site s on s.id = c.site_id
        where c.id = ${input.id} and ${inScope(ctx, 'cash_drawer_session', 'c')}`,
    ctx.tx,
  );
  if (!session) {
    throw notFound('La caja no existe o no tienes acceso a ella.');
  }
  const label = (code: string) => session.labels[code] ?? code;
  const rows =
    session.counts.length > 0
      ? session.counts.map((count) => [
          label(count.method),
          formatMoney(count.expected),
          formatMoney(count.counted),
          formatMoney(count.difference),
        ])
      : (await expectedBySession(ctx, input.id)).map((total) => [
          label(total.payment_methods_name),
          formatMoney(total.expected),
          '—',
          '—',
        ]);
  const body = await renderPdf({
    title: `Cierre de caja #${input.id} · ${session.site}`,
    header: [
      `Apertura: ${onSiteClock(session.opened_at, session.time_zone)} (${session.opened_by ?? '—'})`,
      session.closed_at
        ? `Cierre: ${onSiteClock(session.closed_at, session.time_zone)} (${session.closed_by ?? '—'})`
        : 'Caja abierta',
    ],
    table: {
      columns: [
        { label: 'Medio de pago', width: 160 },
        { label: 'Esperado', width: 110, align: 'right' },
        { label: 'Contado', width: 110, align: 'right' },
        { label: 'Diferencia', width: 110, align: 'right' },
      ],
      rows,
    },
    footer: session.notes ? [`Notas: ${session.notes}`] : [],
  });
  return pdfResponse(body, `cierre-caja-${input.id}.pdf`);
}
