import { runReport } from '@sari/contracts/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import type { ReportRequest } from '../report-query';
import { reportKeys } from './report-keys';

// One page of a report, sorted, paged and totalled on the server (once the filters are in the
// URL). The previous page stays on screen while the next one loads.
export function useReport(request: ReportRequest, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.run(request),
    queryFn: () => callOperation(runReport, request),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
