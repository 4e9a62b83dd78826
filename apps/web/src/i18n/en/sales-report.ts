import type { salesReportEs } from '../es/sales-report';

export const salesReportEn: typeof salesReportEs = {
  total: 'Total sold',
  sales: 'Sales',
  ticket: 'Average ticket',
  byDay: 'By day',
  byMethod: 'By payment method',
  bySpecialist: 'By specialist',
  byService: 'By service',
  byProduct: 'By product',
  name: 'Name',
  count: 'Count',
  empty: 'No sales in the range.',
};
