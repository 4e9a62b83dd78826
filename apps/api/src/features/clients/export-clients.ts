import { toCsv } from '@sari/domain/csv';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';

export const EXPORT_HEADER = [
  'nombre',
  'apellido',
  'tipo_documento',
  'documento',
  'telefono',
  'email',
  'fecha_nacimiento',
  'genero',
  'direccion',
  'notas',
  'acepta_contacto',
  'activo',
  'etiquetas',
];

type ExportRow = {
  first_name: string;
  last_name: string | null;
  document_type: string | null;
  document_number: string | null;
  phone: string | null;
  email: string | null;
  birth_date: string | null;
  gender: string | null;
  address: string | null;
  notes: string | null;
  consent_contact: boolean;
  is_active: boolean;
  tags: string | null;
};

// Every client of the company as a CSV file, with the headers the import reads back.
export async function exportClients(ctx: OperationContext, input: { inactive: 'true' | 'false' }) {
  const rows = await ctx.db.rows<ExportRow>(
    sql`
    select c.first_name, c.last_name, c.document_type, c.document_number, c.phone, c.email,
      c.birth_date::text as birth_date, c.gender, c.address, c.notes, c.consent_contact, c.is_active,
      (select string_agg(t.name, '|' order by t.name) from client_client_tag ct
         join client_tag t on t.id = ct.client_tag_id where ct.client_id = c.id) as tags
    from client c
    where ${inScope(ctx, 'client', 'c')} and (${input.inactive === 'true'} or c.is_active)
    order by lower(c.first_name), lower(coalesce(c.last_name, '')), c.id`,
    ctx.tx,
  );
  const yesNo = (value: boolean) => (value ? 'sí' : 'no');
  const csv = `\uFEFF${toCsv(
    EXPORT_HEADER,
    rows.map((row) => [
      row.first_name,
      row.last_name,
      row.document_type,
      row.document_number,
      row.phone,
      row.email,
      row.birth_date,
      row.gender,
      row.address,
      row.notes,
      yesNo(row.consent_contact),
      yesNo(row.is_active),
      row.tags,
    ]),
  )}\r\n`;
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="clientes-${ctx.db.clock.now().toISOString().slice(0, 10)}.csv"`,
    },
  });
}
