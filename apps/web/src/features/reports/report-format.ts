import type { reportOutput } from '@sari/contracts/reports';
import { formatDate, formatDuration } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { formatTime12h } from '@sari/domain/time-slots';
import { wallClock } from '@sari/domain/zoned-time';
import type { z } from 'zod';

export type ReportOutput = z.output<typeof reportOutput>;
export type ReportColumn = ReportOutput['columns'][number];
export type Cell = string | number | null;

const grouped = (value: number, decimals = 0) => {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${digits}${fraction && Number(fraction) ? `,${fraction}` : ''}`;
};

const isInstant = (value: Cell): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

// A day column: its calendar day as written (a timestamp's date part is its day too).
const dayOf = (value: string) => value.slice(0, 10);

// A moment in the wall clock of the report's site. The server writes most as the site's own
// 'YYYY-MM-DDTHH:mm' already (no zone: taken as written); a real instant (with Z or an offset)
// is read in the site's time zone.
export function siteDateTime(value: string, timeZone: string): { date: string; time: string } {
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) {
    return { date: value.slice(0, 10), time: value.slice(11, 16) };
  }
  const { date, time } = wallClock(timeZone, new Date(value));
  return { date, time };
}

// A cell as the screen shows it: money '$1.234.567', numbers with '.' groups, percentages
// (percentage points, 12.5 -> '12,5 %'), hours '1h 30min', days 'DD MMM YYYY', instants with the site's time.
export function formatCell(value: Cell, type: ReportColumn['type'], timeZone: string): string {
  if (value === null || value === '') {
    return '—';
  }
  switch (type) {
    case 'money':
      return formatMoney(Number(value));
    case 'number':
      return grouped(Number(value), Number.isInteger(Number(value)) ? 0 : 2);
    case 'percent':
      return `${grouped(Number(value), 1)} %`;
    // 'Xh Ymin' (spec-coverage 1 › Durations), to the minute.
    case 'hours':
      return formatDuration(Math.round(Number(value) * 60));
    case 'date':
      return isInstant(value) ? formatDate(dayOf(value)) : String(value);
    case 'datetime': {
      if (!isInstant(value)) {
        return String(value);
      }
      const local = siteDateTime(value, timeZone);
      return `${formatDate(local.date)} ${formatTime12h(local.time)}`;
    }
    default:
      return String(value);
  }
}

export const isNumeric = (type: ReportColumn['type']) =>
  type === 'money' || type === 'number' || type === 'percent' || type === 'hours';

// The totals row: the report's totals under the columns that have one, the word "Total" in the
// first column when it has none, blanks elsewhere. Null when no column is totalled.
export function totalsRow(output: ReportOutput, label: string): Cell[] | null {
  if (!output.columns.some((column) => column.total)) {
    return null;
  }
  return output.columns.map((column, index) => {
    if (column.total) {
      return output.totals[column.key] ?? 0;
    }
    return index === 0 ? label : null;
  });
}

// What an export holds: the same columns, rows and totals the screen shows, as values a
// spreadsheet can compute with (whole pesos, numbers, days YYYY-MM-DD, instants as the site's
// 'YYYY-MM-DD HH:mm').
export type ExportTable = {
  columns: ReportColumn[];
  header: string[];
  rows: Cell[][];
  totals: Cell[] | null;
};

function exportValue(value: Cell | undefined, type: ReportColumn['type'], timeZone: string): Cell {
  if (value === null || value === undefined) {
    return null;
  }
  if (isNumeric(type)) {
    const number = Number(value);
    return Number.isFinite(number) ? number : String(value);
  }
  if (type === 'date' && isInstant(value)) {
    return dayOf(value);
  }
  if (type === 'datetime' && isInstant(value)) {
    const local = siteDateTime(value, timeZone);
    return `${local.date} ${local.time}`;
  }
  return value;
}

export function exportTable(output: ReportOutput, timeZone: string, totalLabel: string): ExportTable {
  return {
    columns: output.columns,
    header: output.columns.map((column) => column.label),
    rows: output.rows.map((row) =>
      output.columns.map((column) => exportValue(row[column.key], column.type, timeZone)),
    ),
    totals: totalsRow(output, totalLabel),
  };
}
