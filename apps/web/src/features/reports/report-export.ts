import { toCsv } from '@sari/domain/csv';
import type { ExportTable } from './report-format';

// File names of a report's exports: the report, its range and site ('ventas-por-mes_2026-11-01_2026-11-30').
export function exportFileName(title: string, from: string, to: string, site: string, extension: string) {
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${[slug(title), from, to, slug(site)].filter(Boolean).join('_')}.${extension}`;
}

// CSV of the table: header, every row, the totals row; formula-safe through the domain's
// writer, with a byte-order mark so spreadsheet programs read the accents as UTF-8.
export function reportCsv(table: ExportTable): string {
  const rows = table.totals ? [...table.rows, table.totals] : table.rows;
  return `\uFEFF${toCsv(table.header, rows)}\r\n`;
}

const MONEY_FORMAT = '"$"#,##0';
const NUMBER_FORMAT = '#,##0.##';
const PERCENT_FORMAT = '0.0"%"';

// Excel workbook of the table (exceljs, loaded only when someone exports): typed cells with the
// screen's formats, bold header and totals, the header frozen.
export async function reportWorkbook(table: ExportTable, sheetName: string): Promise<ArrayBuffer> {
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  workbook.creator = 'Sari';
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Reporte', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = table.columns.map((column, index) => {
    const widest = Math.max(
      table.header[index].length,
      ...table.rows.slice(0, 500).map((row) => String(row[index] ?? '').length),
    );
    return { key: column.key, width: Math.min(Math.max(widest + 4, 10), 50) };
  });
  const header = sheet.addRow(table.header);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF6A1B9A' } };
  });
  const add = (values: ExportTable['rows'][number]) => {
    // A string is stored as a string cell, which Excel never runs as a formula.
    const row = sheet.addRow(values);
    table.columns.forEach((column, index) => {
      const cell = row.getCell(index + 1);
      if (column.type === 'money') {
        cell.numFmt = MONEY_FORMAT;
      } else if (column.type === 'number' || column.type === 'hours') {
        cell.numFmt = NUMBER_FORMAT;
      } else if (column.type === 'percent') {
        cell.numFmt = PERCENT_FORMAT;
      }
    });
    return row;
  };
  for (const values of table.rows) {
    add(values);
  }
  if (table.totals) {
    add(table.totals).font = { bold: true };
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

// Saves a file the browser built.
export function saveFile(content: BlobPart, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const CSV_TYPE = 'text/csv;charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
