import * as contracts from '@sari/contracts/users';
import { operation } from '../../access/operation';
import type { Feature } from '../feature';
import { currentUser } from './me';

export const usersFeature: Feature = {
  name: 'users',
  operations: [operation(contracts.currentUser, currentUser)],
};
