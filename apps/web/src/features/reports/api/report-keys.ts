import type { ReportRequest } from '../report-query';

// Query keys of the reports feature: one entry per report request (filters, order and page).
export const reportKeys = {
  all: ['reports'] as const,
  run: (request: ReportRequest) => ['reports', 'run', request] as const,
  specialists: ['reports', 'specialists'] as const,
};
