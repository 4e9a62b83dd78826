// Permission modules (decision 003): every collection and every operation names one.
export const MODULES = [
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
] as const;
export type Module = (typeof MODULES)[number];

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];
