import * as contracts from '@sari/contracts/clients';
import { operation } from '../../access/operation';
import type { Feature } from '../feature';
import { clientHooks } from './client-hooks';
import { exportClients } from './export-clients';
import { importClients } from './import-clients';

export const clientsFeature: Feature = {
  name: 'clients',
  operations: [
    operation(contracts.importClients, importClients),
    operation(contracts.exportClients, exportClients, { line: 'heavy-reads' }),
  ],
  hooks: clientHooks,
};
