import type { ReportId } from '@sari/contracts/reports';
import type { SQL } from 'drizzle-orm';
import type { UserContext } from '../../tenancy/context';

// hours: a length of time in hours (1.5), shown as 'Xh Ymin' (spec-coverage 1).
export type ColumnType = 'text' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'hours';
export type ReportColumn = { key: string; label: string; type: ColumnType; total?: boolean };

// What a report's query gets: the company and the sites it may count, the range of the sites'
// own days, and helpers that turn them into predicates.
export type ReportFilters = {
  user: UserContext;
  companyId: number;
  from: string;
  to: string;
  // The sites counted: the one asked for, or every site of the user.
  siteIds: number[];
  specialistId: number | null;
  // `alias.site_id` in the counted sites.
  sites: (column: SQL) => SQL;
  // A real timestamp column (date_created...) within the range of each site's own days.
  instantIn: (siteColumn: SQL, column: SQL) => SQL;
};

// A report declared once: its columns, its default order, its chart, and its SQL as a named
// query function that returns every row (the runner sorts, pages and totals it).
export type ReportDefinition = {
  id: ReportId;
  columns: ReportColumn[];
  defaultSort: string;
  chart?: { kind: 'bar' | 'line' | 'pie'; x: string; series: string[] };
  query: (filters: ReportFilters) => SQL;
  // Reads the daily rollups (daily-rollups.ts): their stale days are summed again first.
  rollups?: true;
};
