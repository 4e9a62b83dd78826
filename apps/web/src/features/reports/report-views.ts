// A report route's {tab}: the view of the report on screen (chart and table, table, chart). A
// filter change keeps it; anything else in its place is no page of the app.
export const REPORT_VIEWS = ['general', 'table', 'chart'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];
export const isReportView = (tab: string | undefined): tab is ReportView =>
  (REPORT_VIEWS as readonly string[]).includes(tab ?? '');
