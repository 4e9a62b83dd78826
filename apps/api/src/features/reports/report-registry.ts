import type { ReportId } from '@sari/contracts/reports';
import { salesMonth } from './queries/sales-month';
import { salesPaymentMethods } from './queries/sales-payment-methods';
import type { ReportDefinition } from './report-definition';

// Every report the server answers, declared once; the web's screen registry names the same ids.
export const REPORTS = new Map<ReportId, ReportDefinition>(
  [salesMonth, salesPaymentMethods].map((report) => [report.id, report]),
);
