import type { SettingsCatalog } from '../../features/settings/catalogs';
import { lazyPage, type Screen } from '../../shared/navigation/screen';

// The catalogue pages share one chunk; each entry names its catalogue.
const catalogPage = (name: SettingsCatalog) =>
  lazyPage(
    () => import('../../features/settings/components/settings-catalog-page'),
    (m) => m.CATALOG_PAGES[name],
  );

// Spec section 2, Settings: the index, then its pages in the menu's order.
export const SETTINGS_SCREENS: Screen[] = [
  {
    key: 'settings',
    paths: ['/settings'],
    layout: 'default',
    module: 'settings',
    menu: { kind: 'item', icon: 'settings', expands: true },
    title: 'menu.settings',
    page: lazyPage(
      () => import('../../features/settings/settings-page'),
      (m) => m.SettingsPage,
    ),
  },
  {
    key: 'clientTag',
    paths: ['/settings/client/clientTag'],
    layout: 'default',
    module: 'settings',
    menu: { kind: 'setting' },
    title: 'settingsMenu.clientTag',
    page: catalogPage('clientTag'),
  },
  {
    key: 'brand',
    paths: ['/settings/products/brand'],
    layout: 'default',
    module: 'settings',
    menu: { kind: 'setting' },
    title: 'settingsMenu.brand',
    page: catalogPage('brand'),
  },
  {
    key: 'category',
    paths: ['/settings/products/category'],
    layout: 'default',
    module: 'settings',
    menu: { kind: 'setting' },
    title: 'settingsMenu.category',
    page: catalogPage('category'),
  },
  {
    key: 'line',
    paths: ['/settings/products/line'],
    layout: 'default',
    module: 'settings',
    menu: { kind: 'setting' },
    title: 'settingsMenu.line',
    page: catalogPage('line'),
  },
  {
    key: 'price',
    paths: ['/settings/products/price'],
    layout: 'default',
    module: 'settings',
    menu: { kind: 'setting' },
    title: 'settingsMenu.price',
    page: catalogPage('price'),
  },
  {
    key: 'sales',
    paths: ['/settings/sales/sales'],
    layout: 'default',
    module: 'settings',
    menu: { kind: 'setting' },
    title: 'settingsMenu.sales',
    page: lazyPage(
      () => import('../../features/settings/components/sales-settings-page'),
      (m) => m.SalesSettingsPage,
    ),
  },
  {
    key: 'company',
    paths: ['/settings/service/company'],
    layout: 'default',
    module: 'settings',
    menu: { kind: 'setting' },
    title: 'settingsMenu.company',
    page: lazyPage(
      () => import('../../features/settings/components/company-page'),
      (m) => m.CompanyPage,
    ),
  },
  {
    key: 'sites',
    paths: ['/settings/service/sites'],
    layout: 'default',
    module: 'settings',
    menu: { kind: 'setting' },
    title: 'settingsMenu.sites',
    page: lazyPage(
      () => import('../../features/settings/components/sites-page'),
      (m) => m.SitesPage,
    ),
  },
  {
    key: 'resources',
    // a reseller has no services to need them (decision 022)
    category: 'centro_belleza',
    paths: ['/settings/service/resources'],
    layout: 'default',
    // the API's module of `resource` (decision 053)
    module: 'services',
    menu: { kind: 'setting' },
    title: 'settingsMenu.resources',
    page: lazyPage(
      () => import('../../features/settings/components/resources-page'),
      (m) => m.ResourcesPage,
    ),
  },
  {
    key: 'onlineBooking',
    paths: ['/settings/service/onlineBooking'],
    layout: 'default',
    module: 'settings',
    menu: { kind: 'setting' },
    title: 'onlineBooking.settingsTitle',
    page: lazyPage(
      () => import('../../features/online-booking/components/online-settings-page'),
      (m) => m.OnlineSettingsPage,
    ),
  },
  {
    key: 'whatsapp',
    paths: ['/settings/service/whatsapp'],
    layout: 'default',
    module: 'settings',
    menu: { kind: 'setting' },
    title: 'settingsMenu.whatsapp',
    page: lazyPage(
      () => import('../../features/settings/components/whatsapp-page'),
      (m) => m.WhatsappPage,
    ),
  },
  {
    key: 'discountConsumableProduct',
    category: 'centro_belleza',
    paths: ['/settings/teams/discountConsumableProduct'],
    layout: 'default',
    module: 'settings',
    menu: { kind: 'setting' },
    title: 'settingsMenu.discountConsumableProduct',
    page: catalogPage('discountConsumableProduct'),
  },
  {
    key: 'specialty',
    category: 'centro_belleza',
    paths: ['/settings/teams/specialty'],
    layout: 'default',
    module: 'settings',
    menu: { kind: 'setting' },
    title: 'settingsMenu.specialty',
    page: catalogPage('specialty'),
  },
  {
    key: 'role',
    paths: ['/settings/users/role'],
    layout: 'default',
    module: 'users',
    menu: { kind: 'setting' },
    title: 'settingsMenu.role',
    page: lazyPage(
      () => import('../../features/settings/components/roles-page'),
      (m) => m.RolesPage,
    ),
  },
  {
    key: 'users',
    paths: ['/settings/users/users'],
    layout: 'default',
    module: 'users',
    menu: { kind: 'setting' },
    title: 'settingsMenu.users',
    page: lazyPage(
      () => import('../../features/settings/components/users-page'),
      (m) => m.UsersPage,
    ),
  },
];
