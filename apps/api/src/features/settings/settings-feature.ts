import * as contracts from '@sari/contracts/settings';
import { operation } from '../../access/operation';
import type { Feature } from '../feature';
import { inviteUser } from './invite-user';
import { roleHooks } from './role-hooks';
import { settingHooks } from './setting-hooks';
import { saveSiteSchedule, siteHooks } from './site-schedule';

export const settingsFeature: Feature = {
  name: 'settings',
  operations: [
    operation(contracts.saveSiteSchedule, saveSiteSchedule),
    operation(contracts.inviteUser, inviteUser),
  ],
  hooks: { ...roleHooks, ...settingHooks, ...siteHooks },
};
