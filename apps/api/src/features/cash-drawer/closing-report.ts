import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { notFound } from '../../shared/errors';
import { pdfResponse, renderPdf } from '../../shared/pdf';
import { expectedBySession } from './drawer-totals';

type Session = {
  site: string;
  status: string;
  opened_at: string;
  closed_at: string | null;
  opened_by: string | null;
  closed_by: string | null;
  notes: string | null;
  counts: { method: string; expected: number; counted: number; difference: number }[];
};

// The closing report: who opened and closed, every method's expected, counted and difference.
export async function closingReport(ctx: OperationContext, input: { id: number }) {
  const [session] = await ctx.db.rows<Session>(
    sql`select s.name as site, c.status, c.opened_at::text as opened_at, c.closed_at::text as closed_at, c.notes,
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
  const rows =
    session.counts.length > 0
      ? session.counts.map((count) => [
          count.method,
          formatMoney(count.expected),
          formatMoney(count.counted),
          formatMoney(count.difference),
        ])
      : (await expectedBySession(ctx, input.id)).map((total) => [
          total.payment_methods_name,
          formatMoney(total.expected),
          '—',
          '—',
        ]);
  const body = await renderPdf({
    title: `Cierre de caja #${input.id} · ${session.site}`,
    header: [
      `Apertura: ${formatDate(session.opened_at)} ${session.opened_at.slice(11, 16)} (${session.opened_by ?? '—'})`,
      session.closed_at
        ? `Cierre: ${formatDate(session.closed_at)} ${session.closed_at.slice(11, 16)} (${session.closed_by ?? '—'})`
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
