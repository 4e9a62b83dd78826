import * as contracts from '@sari/contracts/reports';
import * as pay from '@sari/contracts/specialist-pay';
import { operation } from '../../access/operation';
import type { Feature } from '../feature';
import { compactStaleMarks } from './daily-rollups';
import { runReport } from './run-report';
import { paySpecialistPayslip } from './specialist-pay/pay-payslip';
import { specialistPayslip } from './specialist-pay/payslip';
import { specialistPayslipPdf } from './specialist-pay/payslip-pdf';

export const reportsFeature: Feature = {
  name: 'reports',
  operations: [
    operation(contracts.runReport, runReport, { line: 'heavy-reads' }),
    operation(pay.specialistPayslip, specialistPayslip, { line: 'heavy-reads' }),
    operation(pay.specialistPayslipPdf, specialistPayslipPdf, { line: 'heavy-reads' }),
    operation(pay.paySpecialistPayslip, paySpecialistPayslip),
  ],
  chores: (services) => [
    { name: 'reports.compact-stale-marks', everyMs: 10 * 60_000, run: () => compactStaleMarks(services.db) },
  ],
};
