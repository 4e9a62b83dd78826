import * as contracts from '@sari/contracts/cash-drawer';
import { operation } from '../../access/operation';
import type { Feature } from '../feature';
import { closingReport } from './closing-report';
import { closeDrawer, drawerMovement, drawerStatus, openDrawer } from './drawer-operations';

export const cashDrawerFeature: Feature = {
  name: 'cash-drawer',
  operations: [
    operation(contracts.drawerStatus, drawerStatus),
    operation(contracts.openDrawer, openDrawer),
    operation(contracts.drawerMovement, drawerMovement),
    operation(contracts.closeDrawer, closeDrawer),
    operation(contracts.closingReport, closingReport, { line: 'heavy-reads' }),
  ],
};
