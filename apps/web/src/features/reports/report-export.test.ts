import { parseCsv } from '@sari/domain/csv';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportFileName, reportCsv, reportWorkbook } from './report-export';
import { exportTable, formatCell, type ReportOutput, totalsRow } from './report-format';

const OUTPUT: ReportOutput = {
  report: 'salesClient',
  columns: [
    { key: 'client', label: 'Cliente', type: 'text', total: false },
    { key: 'day', label: 'Última compra', type: 'date', total: false },
    { key: 'at', label: 'Hora', type: 'datetime', total: false },
    { key: 'sales', label: 'Ventas', type: 'number', total: true },
    { key: 'share', label: 'Participación', type: 'percent', total: false },
    { key: 'total', label: 'Total', type: 'money', total: true },
  ],
  rows: [
    {
      client: '=HYPERLINK("http://x")',
      day: '2026-11-05',
      at: '2026-11-05T15:30:00.000Z',
      sales: 3,
      share: 62.5,
      total: 1234567,
    },
    {
      client: 'Ana, "la de siempre"',
      day: '2026-11-20',
      at: '2026-11-21T03:10:00.000Z',
      sales: 2,
      share: 37.5,
      total: 740000,
    },
  ],
  totals: { sales: 5, total: 1974567 },
  total_count: 2,
  chart: null,
};
const ZONE = 'America/Bogota';

describe('report cells', () => {
  it('shows money, numbers, percentages, days and instants in the spec formats', () => {
    expect(formatCell(1234567, 'money', ZONE)).toBe('$1.234.567');
    expect(formatCell(-5000, 'money', ZONE)).toBe('-$5.000');
    expect(formatCell(12345, 'number', ZONE)).toBe('12.345');
    expect(formatCell(62.5, 'percent', ZONE)).toBe('62,5 %');
    expect(formatCell(40, 'percent', ZONE)).toBe('40 %');
    // Hours as 'Xh Ymin' (spec-coverage 1), to the minute (45 minutes is 0.75 h, a third of an hour 0.3333).
    expect(formatCell(2.5, 'hours', ZONE)).toBe('2h 30min');
    expect(formatCell(0.75, 'hours', ZONE)).toBe('0h 45min');
    expect(formatCell(0.3333, 'hours', ZONE)).toBe('0h 20min');
    expect(formatCell('2026-01-05', 'date', ZONE)).toBe('05 Ene 2026');
    // 03:10 UTC on the 21st is 22:10 on the 20th in Bogotá.
    expect(formatCell('2026-11-21T03:10:00.000Z', 'datetime', ZONE)).toBe('20 Nov 2026 10:10 PM');
    // The server's wall-clock moments (no zone) are shown as written, whatever the browser's zone.
    expect(formatCell('2026-11-20T22:10', 'datetime', ZONE)).toBe('20 Nov 2026 10:10 PM');
    expect(formatCell('2026-11-20T09:05', 'datetime', 'Asia/Tokyo')).toBe('20 Nov 2026 9:05 AM');
    expect(formatCell(null, 'money', ZONE)).toBe('—');
  });

  it('totals the report under its totalled columns, "Total" in the first', () => {
    expect(totalsRow(OUTPUT, 'Total')).toEqual(['Total', null, null, 5, null, 1974567]);
    expect(
      totalsRow({ ...OUTPUT, columns: OUTPUT.columns.map((c) => ({ ...c, total: false })) }, 'Total'),
    ).toBe(null);
  });
});

describe('report exports', () => {
  const table = exportTable(OUTPUT, ZONE, 'Total');

  it('writes a formula-safe CSV of the header, every row and the totals', () => {
    const csv = reportCsv(table);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(csv, ',').map((row) => row.cells);
    expect(rows).toEqual([
      ['Cliente', 'Última compra', 'Hora', 'Ventas', 'Participación', 'Total'],
      ['\'=HYPERLINK("http://x")', '2026-11-05', '2026-11-05 10:30', '3', '62.5', '1234567'],
      ['Ana, "la de siempre"', '2026-11-20', '2026-11-20 22:10', '2', '37.5', '740000'],
      ['Total', '', '', '5', '', '1974567'],
    ]);
  });

  it('writes an Excel workbook with typed cells, the money format and the totals row', async () => {
    const buffer = await reportWorkbook(table, 'Ventas por cliente: noviembre');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Ventas por cliente  noviembre');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Cliente',
      'Última compra',
      'Hora',
      'Ventas',
      'Participación',
      'Total',
    ]);
    // A string cell is never run as a formula.
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('A2').value).toBe('=HYPERLINK("http://x")');
    expect(sheet.getCell('F2').value).toBe(1234567);
    expect(sheet.getCell('F2').numFmt).toBe('"$"#,##0');
    expect(sheet.getRow(4).values).toEqual([undefined, 'Total', undefined, undefined, 5, undefined, 1974567]);
    expect(sheet.getRow(4).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(4);
  });

  it('names the files after the report, its range and site', () => {
    expect(exportFileName('Ventas por mes', '2026-11-01', '2026-11-30', 'Todas mis sedes', 'csv')).toBe(
      'ventas-por-mes_2026-11-01_2026-11-30_todas-mis-sedes.csv',
    );
  });
});
