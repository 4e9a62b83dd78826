import { specialistPayslip } from '@sari/contracts/specialist-pay';
import { startOfDayUtcFilter } from '@sari/domain/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { type PayslipParams, specialistPayKeys } from './specialist-pay-keys';

// The payslip's figures: commission per category, totals, payments already made.
export function usePayslip(params: PayslipParams, enabled: boolean) {
  return useQuery({
    queryKey: specialistPayKeys.payslip(params),
    queryFn: () =>
      callOperation(specialistPayslip, {
        id: params.specialistId,
        from: startOfDayUtcFilter(params.from),
        to: startOfDayUtcFilter(params.to),
        site_id: params.siteId,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
