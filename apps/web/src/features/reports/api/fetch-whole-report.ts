import { runReport } from '@sari/contracts/reports';
import { callOperation } from '../../../shared/api/operation';
import type { ReportRequest } from '../report-query';

// The whole result of the filters in one page (exports): the request already asks for the
// largest page the contract allows.
export function fetchWholeReport(request: ReportRequest) {
  return callOperation(runReport, request);
}
