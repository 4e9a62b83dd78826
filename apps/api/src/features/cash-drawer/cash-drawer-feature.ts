import * as contracts from '@sari/contracts/cash-drawer';
import { operation } from '../../access/operation';
import type { Feature } from '../feature';
import { closeDrawer } from './close-drawer';
import { closingReport } from './closing-report';
import { drawerStatus } from './get-drawer-status';
import { openDrawer } from './open-drawer';
import { drawerMovement } from './record-drawer-movement';

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
