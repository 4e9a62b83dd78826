import { toCsv } from '@sari/domain/csv';
import type { ExportFormat } from './parse-query';

// A nested row as flat cells, as Directus's CSV export writes it: `site_id.name`; a list stays
// one cell as its JSON.
function flatten(row: unknown, prefix: string, into: Map<string, unknown>) {
  if (row !== null && typeof row === 'object' && !Array.isArray(row)) {
    for (const [key, value] of Object.entries(row)) {
      flatten(value, prefix ? `${prefix}.${key}` : key, into);
    }
    return;
  }
  into.set(prefix, Array.isArray(row) ? JSON.stringify(row) : row);
}

function csvOf(rows: unknown[]): string {
  const flat = rows.map((row) => {
    const cells = new Map<string, unknown>();
    flatten(row, '', cells);
    return cells;
  });
  const header = [...new Set(flat.flatMap((cells) => [...cells.keys()]))];
  return toCsv(
    header,
    flat.map((cells) => header.map((key) => cells.get(key))),
  );
}

// `export=json|csv`: the answer's data as a file to download (Directus's respond middleware:
// an attachment named after the collection and the moment).
export function exportResponse(collection: string, format: ExportFormat, data: unknown, now: Date) {
  const rows = Array.isArray(data) ? data : [data];
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const filename = `${collection}-${stamp}.${format}`;
  const body = format === 'json' ? JSON.stringify(rows, null, '\t') : `\uFEFF${csvOf(rows)}\r\n`;
  return new Response(body, {
    headers: {
      'content-type': format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
    },
  });
}
