export type MenuTab = { key: string; labelKey: string; path: string };
export type MenuItem = {
  key: string;
  labelKey: string;
  path: string;
  module: string;
  icon: string;
  tabs?: MenuTab[];
  children?: MenuItem[];
};

const SETTINGS_PAGES: [string, string, string][] = [
  ['clientTag', '/settings/client/clientTag', 'settings'],
  ['brand', '/settings/products/brand', 'settings'],
  ['category', '/settings/products/category', 'settings'],
  ['line', '/settings/products/line', 'settings'],
  ['price', '/settings/products/price', 'settings'],
  ['sales', '/settings/sales/sales', 'settings'],
  ['company', '/settings/service/company', 'settings'],
  ['sites', '/settings/service/sites', 'settings'],
  ['discountConsumableProduct', '/settings/teams/discountConsumableProduct', 'settings'],
  ['specialty', '/settings/teams/specialty', 'settings'],
  ['role', '/settings/users/role', 'users'],
  ['users', '/settings/users/users', 'users'],
];

export const settingsPages = SETTINGS_PAGES.map(([key, path, module]) => ({
  key,
  path,
  module,
  labelKey: `settingsMenu.${key}`,
}));

// Ventas' third tab depends on the business: orders for resellers, opportunities otherwise.
export function salesTabs(category: string): MenuTab[] {
  const third =
    category === 'comercializadora_productos'
      ? { key: 'order', labelKey: 'tabs.order', path: '/sales/order' }
      : { key: 'opportunity', labelKey: 'tabs.opportunity', path: '/sales/opportunity' };
  return [
    { key: 'sales', labelKey: 'tabs.sales', path: '/sales/sales' },
    { key: 'report', labelKey: 'tabs.report', path: '/sales/report' },
    third,
  ];
}

export const SHOPPING_TABS: MenuTab[] = [
  { key: 'suppliers', labelKey: 'tabs.suppliers', path: '/shopping/suppliers' },
  { key: 'orders', labelKey: 'tabs.orders', path: '/shopping/orders' },
];

function allItems(category: string): MenuItem[] {
  return [
    { key: 'calendar', labelKey: 'menu.calendar', path: '/calendar', module: 'calendar', icon: 'calendar' },
    {
      key: 'cashDrawer',
      labelKey: 'menu.cashDrawer',
      path: '/cashDrawer',
      module: 'cash_drawer',
      icon: 'cash',
    },
    { key: 'clients', labelKey: 'menu.clients', path: '/client', module: 'clients', icon: 'clients' },
    {
      key: 'specialists',
      labelKey: 'menu.specialists',
      path: '/specialists',
      module: 'specialists',
      icon: 'specialists',
    },
    { key: 'services', labelKey: 'menu.services', path: '/services', module: 'services', icon: 'services' },
    { key: 'products', labelKey: 'menu.products', path: '/products', module: 'products', icon: 'products' },
    {
      key: 'promotions',
      labelKey: 'menu.promotions',
      path: '/promotions',
      module: 'promotions',
      icon: 'promotions',
    },
    {
      key: 'sales',
      labelKey: 'menu.sales',
      path: '/sales/sales',
      module: 'sales',
      icon: 'sales',
      tabs: salesTabs(category),
    },
    {
      key: 'shopping',
      labelKey: 'menu.shopping',
      path: '/shopping/suppliers',
      module: 'shopping',
      icon: 'shopping',
      tabs: SHOPPING_TABS,
    },
    { key: 'reports', labelKey: 'menu.reports', path: '/reports', module: 'reports', icon: 'reports' },
    {
      key: 'settings',
      labelKey: 'menu.settings',
      path: '/settings',
      module: 'settings',
      icon: 'settings',
      children: settingsPages.map((page) => ({ ...page, icon: 'dot' })),
    },
  ];
}

// The menu a user sees: items whose module they may read, for their business category.
export function buildMenu(permissions: Set<string>, category: string): MenuItem[] {
  const canRead = (module: string) => permissions.has(`${module}:read`);
  return allItems(category).flatMap((item) => {
    if (!item.children) {
      return canRead(item.module) ? [item] : [];
    }
    const children = item.children.filter((child) => canRead(child.module));
    return children.length ? [{ ...item, children }] : [];
  });
}
