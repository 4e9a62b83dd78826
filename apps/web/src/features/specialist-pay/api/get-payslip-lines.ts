import { runReport } from '@sari/contracts/reports';
import { startOfDayUtcFilter } from '@sari/domain/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { type PayslipParams, specialistPayKeys } from './specialist-pay-keys';

// Every line of the payslip (the specialistPayslip report), oldest first.
export function usePayslipLines(params: PayslipParams, enabled: boolean) {
  return useQuery({
    queryKey: specialistPayKeys.lines(params),
    queryFn: () =>
      callOperation(runReport, {
        report: 'specialistPayslip',
        specialist_id: params.specialistId,
        from: startOfDayUtcFilter(params.from),
        to: startOfDayUtcFilter(params.to),
        site_id: params.siteId,
        sort: 'date',
        limit: 1000,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
