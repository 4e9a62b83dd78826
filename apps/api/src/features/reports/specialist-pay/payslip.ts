import type { payslipInput } from '@sari/contracts/specialist-pay';
import type { z } from 'zod';
import type { OperationContext } from '../../../access/operation';
import { payslipOf } from './payslip-data';

export async function specialistPayslip(ctx: OperationContext, input: z.output<typeof payslipInput>) {
  const { filters: _filters, ...payslip } = await payslipOf(ctx, input);
  return payslip;
}
