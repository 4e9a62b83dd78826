import { paySpecialistPayslip } from '@sari/contracts/specialist-pay';
import { startOfDayUtcFilter } from '@sari/domain/dates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { specialistPayKeys } from './specialist-pay-keys';

// Pays the payslip from the site's open drawer and marks the period paid.
export function usePayPayslip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      specialistId: number;
      from: string;
      to: string;
      siteId: number;
      method: string;
      total: number;
    }) =>
      callOperation(paySpecialistPayslip, {
        id: input.specialistId,
        from: startOfDayUtcFilter(input.from),
        to: startOfDayUtcFilter(input.to),
        site_id: input.siteId,
        payment_method: input.method,
        total: input.total,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialistPayKeys.all }),
  });
}
