import { describe, expect, it } from 'vitest';
import { buildMenu, salesTabs } from './menu';

const all = new Set(
  [
    'calendar',
    'cash_drawer',
    'clients',
    'products',
    'promotions',
    'services',
    'specialists',
    'sales',
    'shopping',
    'reports',
    'settings',
    'users',
  ].map((module) => `${module}:read`),
);

describe('menu', () => {
  it('gives resellers an orders tab and beauty centres an opportunities tab', () => {
    expect(salesTabs('comercializadora_productos').map((tab) => tab.path)).toEqual([
      '/sales/sales',
      '/sales/report',
      '/sales/order',
    ]);
    expect(salesTabs('centro_belleza').map((tab) => tab.path)).toEqual([
      '/sales/sales',
      '/sales/report',
      '/sales/opportunity',
    ]);
  });

  it('shows everything to an administrator', () => {
    const menu = buildMenu(all, 'centro_belleza');
    expect(menu.map((item) => item.key)).toEqual([
      'calendar',
      'cashDrawer',
      'clients',
      'specialists',
      'services',
      'products',
      'promotions',
      'sales',
      'shopping',
      'reports',
      'settings',
    ]);
    // The 12 settings pages (spec-coverage 2 › The 12 settings routes), the online booking settings
    // (decision 021), the cabins and machines (decision 053) and WhatsApp (decision 054).
    expect(menu.at(-1)?.children).toHaveLength(15);
  });

  it('hides what a role may not read', () => {
    const receptionist = new Set([
      'calendar:read',
      'clients:read',
      'sales:read',
      'cash_drawer:read',
      'services:read',
    ]);
    expect(buildMenu(receptionist, 'centro_belleza').map((item) => item.key)).toEqual([
      'calendar',
      'cashDrawer',
      'clients',
      'services',
      'sales',
      // the cabins and machines are the services module's (decision 053)
      'settings',
    ]);
    expect(
      buildMenu(receptionist, 'centro_belleza')
        .at(-1)
        ?.children?.map((child) => child.key),
    ).toEqual(['resources']);
    const usersOnly = buildMenu(new Set(['users:read']), 'centro_belleza');
    expect(usersOnly.map((item) => item.key)).toEqual(['settings']);
    expect(usersOnly[0].children?.map((child) => child.key)).toEqual(['role', 'users']);
  });
});
