import * as contracts from '@sari/contracts/reports';
import { operation } from '../../access/operation';
import type { Feature } from '../feature';
import { runReport } from './run-report';

export const reportsFeature: Feature = {
  name: 'reports',
  operations: [operation(contracts.runReport, runReport)],
};
