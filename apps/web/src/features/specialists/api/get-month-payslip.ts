import { specialistPayslip } from '@sari/contracts/specialist-pay';
import { startOfDayUtcFilter } from '@sari/domain/dates';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { specialistKeys } from './specialist-keys';

// The month's payslip figures (the server's, with the rate recorded on each sale): the profile's
// commission is the payslip's, never a second computation that could disagree with it.
export function useMonthPayslip(
  specialistId: number,
  month: { start: string; today: string },
  enabled: boolean,
) {
  return useQuery({
    queryKey: specialistKeys.payslip(specialistId, month.start, month.today),
    enabled: enabled && specialistId > 0,
    queryFn: () =>
      callOperation(specialistPayslip, {
        id: specialistId,
        from: startOfDayUtcFilter(month.start),
        to: startOfDayUtcFilter(month.today),
        site_id: 0,
      }),
  });
}
