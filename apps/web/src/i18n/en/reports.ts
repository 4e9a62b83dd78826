import type { reportsEs } from '../es/reports';

// Messages of the report screens (features/reports).
export const reportsEn: typeof reportsEs = {
  from: 'From',
  to: 'To',
  site: 'Site',
  filters: 'Report filters',
  range: '{{from}} to {{to}}',
  views: { general: 'Overview', table: 'Table', chart: 'Chart' },
  groups: {
    all: 'All',
    appointment: 'Appointments',
    cashDrawer: 'Cash drawer',
    product: 'Products',
    purchase: 'Purchases',
    sales: 'Sales',
    specialist: 'Specialists',
  },
  indexHelp: 'Pick a report: each one is filtered by dates and site, and exports to CSV or Excel.',
  total: 'Total',
  rowsOf: '{{from}}–{{to}} of {{count}}',
  empty: 'No data for these dates and this site.',
  noChart: 'This report has no chart; see the table.',
  chartOfPage: 'The chart shows the rows of this page.',
  scrollHint: 'Swipe the table to see more columns',
  exportCsv: 'CSV',
  exportExcel: 'Excel',
  exportCsvLabel: 'Export to CSV',
  exportExcelLabel: 'Export to Excel',
  print: 'Print',
  exporting: 'Preparing the file…',
  exportTooBig:
    'The report has {{count}} rows; the first {{limit}} are exported. Narrow the dates to export it whole.',
  error: 'The report could not be loaded.',
  specialist: 'Specialist #{{id}}',
  printedAt: 'Printed on {{date}}',
};
