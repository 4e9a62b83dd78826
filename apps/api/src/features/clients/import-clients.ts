import { MAX_IMPORT_ROWS } from '@sari/contracts/clients';
import { clientProblems } from '@sari/domain/client-rules';
import { CsvError, parseCsv } from '@sari/domain/csv';
import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { ApiError, badPayload } from '../../platform/errors';
import { today } from './client-hooks';

const MAX_REPORTED = 100;

type Field =
  | 'first_name'
  | 'last_name'
  | 'document_type'
  | 'document_number'
  | 'phone'
  | 'email'
  | 'birth_date'
  | 'gender'
  | 'address'
  | 'notes'
  | 'consent_contact'
  | 'is_active'
  | 'tags';

// Header names accepted (accents, case, spaces and underscores ignored): the export's own
// Spanish headers, common spreadsheet names and the API's field names.
const HEADERS: Record<string, Field> = {
  nombre: 'first_name',
  nombres: 'first_name',
  firstname: 'first_name',
  apellido: 'last_name',
  apellidos: 'last_name',
  lastname: 'last_name',
  tipodocumento: 'document_type',
  documenttype: 'document_type',
  documento: 'document_number',
  numerodocumento: 'document_number',
  cedula: 'document_number',
  documentnumber: 'document_number',
  telefono: 'phone',
  celular: 'phone',
  phone: 'phone',
  email: 'email',
  correo: 'email',
  correoelectronico: 'email',
  fechanacimiento: 'birth_date',
  birthdate: 'birth_date',
  genero: 'gender',
  gender: 'gender',
  direccion: 'address',
  address: 'address',
  notas: 'notes',
  notes: 'notes',
  aceptacontacto: 'consent_contact',
  consentcontact: 'consent_contact',
  activo: 'is_active',
  isactive: 'is_active',
  etiquetas: 'tags',
  tags: 'tags',
};

export type ImportInput = { csv: string; duplicates: 'error' | 'skip' };
export type RowProblem = { line: number; message: string };
type ClientRow = Record<Exclude<Field, 'tags'>, string | boolean | null> & { tags: string[]; line: number };

const headerKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

function parseBoolean(value: string, fallback: boolean): boolean | null {
  const key = headerKey(value);
  if (key === '') {
    return fallback;
  }
  if (['si', 's', 'true', 'x', 'yes'].includes(key) || value.trim() === '1') {
    return true;
  }
  if (['no', 'n', 'false'].includes(key) || value.trim() === '0') {
    return false;
  }
  return null;
}

// 31/12/1990 as written by Spanish spreadsheets, or 1990-12-31.
function parseDay(value: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  return match ? `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}` : value;
}

// The export writes '+57... as '+57... so that spreadsheets keep it text: undo that.
const cellText = (value: string | undefined) => (value ?? '').trim().replace(/^'(?=[=+\-@\t\r])/, '');

function csvRows(csv: string) {
  try {
    return parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvError) {
      throw badPayload(`Línea ${error.line}: ${error.message} No se importó ningún cliente.`, {
        rows: [{ line: error.line, message: error.message }],
      });
    }
    throw error;
  }
}

function readRows(csv: string, day: string) {
  const [header, ...records] = csvRows(csv);
  const columns = header.cells.map((cell) => HEADERS[headerKey(cell)] ?? null);
  const ignored = header.cells.filter((_, index) => columns[index] === null).map((cell) => cell.trim());
  if (!columns.includes('first_name')) {
    throw badPayload('La primera línea debe tener los encabezados y al menos la columna "nombre".', {
      rows: [{ line: 1, message: 'Falta la columna "nombre".' }],
    });
  }
  if (records.length === 0) {
    throw badPayload('El archivo no tiene clientes después de los encabezados.');
  }
  if (records.length > MAX_IMPORT_ROWS) {
    throw badPayload(`Se pueden importar como máximo ${MAX_IMPORT_ROWS} clientes por archivo.`);
  }
  const problems: RowProblem[] = [];
  const rows: ClientRow[] = [];
  for (const record of records) {
    const value = (field: Field) => cellText(record.cells[columns.indexOf(field)]);
    const row = { line: record.line, tags: [] as string[] } as ClientRow;
    for (const field of [
      'first_name',
      'last_name',
      'document_number',
      'phone',
      'email',
      'gender',
      'address',
      'notes',
    ] as const) {
      row[field] = value(field) || null;
    }
    row.document_type = value('document_type').toUpperCase() || (row.document_number ? 'CC' : null);
    row.birth_date = parseDay(value('birth_date')) || null;
    row.tags = [
      ...new Set(
        value('tags')
          .split(/[|,]/)
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ];
    const rowProblems = clientProblems({ ...row, first_name: row.first_name ?? '' }, day);
    row.consent_contact = parseBoolean(value('consent_contact'), false);
    row.is_active = parseBoolean(value('is_active'), true);
    if (row.consent_contact === null || row.is_active === null) {
      rowProblems.push('Las columnas de sí/no admiten "sí", "no", "1" o "0".');
    }
    if (record.cells.length > header.cells.length) {
      rowProblems.push(`Tiene ${record.cells.length} columnas y los encabezados ${header.cells.length}.`);
    }
    for (const message of rowProblems) {
      problems.push({ line: record.line, message });
    }
    rows.push(row);
  }
  return { rows, problems, ignored };
}

type Existing = { email: string | null; phone: string | null; document_number: string | null };

// Keys that make two clients the same person: document, e-mail or phone.
const keysOf = (row: Existing) =>
  [
    row.document_number ? `documento ${row.document_number}` : null,
    row.email ? `correo ${row.email.toLowerCase()}` : null,
    row.phone ? `teléfono ${row.phone.replace(/\D/g, '')}` : null,
  ].filter((key): key is string => key !== null);

// Imports every row or none: a bad row is reported by its line number and nothing is written.
export async function importClients(ctx: OperationContext, input: ImportInput) {
  const { rows, problems, ignored } = readRows(input.csv, today(ctx.db.clock));
  const existing = await ctx.db.rows<Existing>(
    sql`select email, phone, document_number from client where ${inScope(ctx, 'client')}`,
    ctx.tx,
  );
  const known = new Map<string, string>();
  for (const row of existing) {
    for (const key of keysOf(row)) {
      known.set(key, 'un cliente existente');
    }
  }
  const accepted: ClientRow[] = [];
  let skipped = 0;
  for (const row of rows) {
    const keys = keysOf(row as unknown as Existing);
    const clash = keys.find((key) => known.has(key));
    if (clash) {
      if (input.duplicates === 'skip') {
        skipped++;
        continue;
      }
      problems.push({ line: row.line, message: `El ${clash} ya está en ${known.get(clash)}.` });
    }
    for (const key of keys) {
      known.set(key, `la línea ${row.line}`);
    }
    accepted.push(row);
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.line - b.line);
    throw new ApiError(
      'INVALID_PAYLOAD',
      `El archivo tiene ${problems.length === 1 ? 'un error' : `${problems.length} errores`}; no se importó ningún cliente. Primero: línea ${problems[0].line}: ${problems[0].message}`,
      { rows: problems.slice(0, MAX_REPORTED), total_problems: problems.length },
    );
  }
  const { tx } = ctx;
  const companyId = ctx.user.companyId;
  const tagNames = [...new Set(accepted.flatMap((row) => row.tags))];
  if (tagNames.length > 0) {
    await ctx.db.rows(
      sql`insert into client_tag (subscriber_owner_company_id, name)
          select ${companyId}, name from json_array_elements_text(${JSON.stringify(tagNames)}::json) as name
          on conflict (subscriber_owner_company_id, name) do nothing`,
      tx,
    );
  }
  for (let start = 0; start < accepted.length; start += 500) {
    const chunk = accepted.slice(start, start + 500);
    await ctx.db.rows(
      sql`with input as materialized (
            select nextval(pg_get_serial_sequence('client', 'id'))::int as id, x.*
            from json_to_recordset(${JSON.stringify(chunk)}::json) as x(
              first_name text, last_name text, document_type text, document_number text, phone text,
              email text, birth_date date, gender text, address text, notes text,
              consent_contact boolean, is_active boolean, tags text[], line int)
          ), inserted as (
            insert into client (id, subscriber_owner_company_id, first_name, last_name, document_type,
              document_number, phone, email, birth_date, gender, address, notes, consent_contact, is_active)
            overriding system value
            select id, ${companyId}, first_name, last_name, document_type, document_number, phone, email,
              birth_date, gender, address, notes, consent_contact, is_active
            from input
            returning id
          )
          insert into client_client_tag (subscriber_owner_company_id, client_id, client_tag_id)
          select ${companyId}, inserted.id, t.id
          from inserted join input using (id)
          cross join lateral unnest(input.tags) as tag_name
          join client_tag t on t.subscriber_owner_company_id = ${companyId} and t.name = tag_name`,
      tx,
    );
  }
  return { created: accepted.length, skipped, ignored_columns: ignored };
}
