// The route table of spec section 2: path, layout, whether it needs a session, the module a
// user must be able to read, and an optional validity check (a failed check is a 404).
export type Layout = 'auth' | 'blank' | 'default' | 'noauth';
export type PageKind =
  | 'home'
  | 'login'
  | 'signUp'
  | 'resetPassword'
  | 'section'
  | 'report'
  | 'settings'
  | 'clients'
  | 'clientDetail'
  | 'products'
  | 'productDetail'
  | 'services'
  | 'specialists'
  | 'specialistDetail'
  | 'promotions';

export type RouteDef = {
  path: string;
  layout: Layout;
  page: PageKind;
  // Pages that opt out of authentication (route metadata).
  public?: boolean;
  module?: string;
  // i18n key of what the screen holds (section pages).
  section?: string;
  // Category the page belongs to (the sales third tab).
  category?: string;
  validate?: (params: Record<string, string | undefined>) => boolean;
};

const isId = (value?: string) => value !== undefined && /^\d{1,10}$/.test(value);

// action-concept-total-pathredirect-idspecialist in one segment; the concept may hold dashes.
export function parsePayParams(raw: string | undefined) {
  const parts = (raw ?? '').split('-');
  if (parts.length < 5) {
    return null;
  }
  const [action, ...rest] = parts;
  const idspecialist = rest.pop()!;
  const pathredirect = rest.pop()!;
  const total = rest.pop()!;
  const concept = rest.join('-');
  if (!action || !concept || !/^\d+$/.test(total) || !/^\d*$/.test(idspecialist)) {
    return null;
  }
  return {
    action,
    concept: decodeURIComponent(concept),
    total: Number(total),
    pathredirect: decodeURIComponent(pathredirect),
    idspecialist: idspecialist ? Number(idspecialist) : null,
  };
}

const REPORT_GROUPS: Record<string, { module: string; reports: string[] }> = {
  appointment: {
    module: 'reports',
    reports: ['appointmentClient', 'appointmentSpecialist', 'appointmentSummary'],
  },
  cashDrawer: { module: 'reports', reports: ['cashDrawerIncome', 'cashDrawerPaymentMethods'] },
  product: { module: 'reports', reports: ['lowStocks', 'sales', 'stocks'] },
  purchase: {
    module: 'reports',
    reports: ['purchaseMonth', 'purchaseProduct', 'purchaseSite', 'purchaseSupplier'],
  },
  sales: {
    module: 'reports',
    reports: [
      'salesCategory',
      'salesClient',
      'salesMonth',
      'salesOrder',
      'salesPaymentMethods',
      'salesService',
      'salesSite',
      'salesSpecialist',
    ],
  },
};

const reportRoutes: RouteDef[] = [
  { path: '/reports', layout: 'default', page: 'report', module: 'reports' },
  { path: '/reports/:tab', layout: 'default', page: 'report', module: 'reports' },
  { path: '/reports/cashDrawer/:tab', layout: 'default', page: 'report', module: 'reports' },
  ...Object.entries(REPORT_GROUPS).flatMap(([group, { module, reports }]) =>
    reports.map((report) => ({
      path: `/reports/${group}/${report}/:tab`,
      layout: 'default' as const,
      page: 'report' as const,
      module,
    })),
  ),
  {
    path: '/reports/specialist/specialistDetailedParticipation',
    layout: 'default',
    page: 'report',
    module: 'reports',
  },
  {
    path: '/reports/specialist/specialistDetailedParticipation/:id',
    layout: 'default',
    page: 'report',
    module: 'reports',
    validate: (p) => isId(p.id),
  },
  {
    path: '/reports/specialist/specialistGeneralParticipation',
    layout: 'default',
    page: 'report',
    module: 'reports',
  },
  {
    path: '/reports/specialist/specialistGeneralParticipation/:id',
    layout: 'default',
    page: 'report',
    module: 'reports',
    validate: (p) => isId(p.id),
  },
  { path: '/reports/specialist/specialistPayslip', layout: 'default', page: 'report', module: 'reports' },
];

const settingsRoutes: RouteDef[] = [
  { path: '/settings', layout: 'default', page: 'settings', module: 'settings' },
  ...[
    'client/clientTag',
    'products/brand',
    'products/category',
    'products/line',
    'products/price',
    'sales/sales',
    'service/company',
    'service/sites',
    'teams/discountConsumableProduct',
    'teams/specialty',
  ].map(
    (path): RouteDef => ({
      path: `/settings/${path}`,
      layout: 'default',
      page: 'settings',
      module: 'settings',
    }),
  ),
  { path: '/settings/users/role', layout: 'default', page: 'settings', module: 'users' },
  { path: '/settings/users/users', layout: 'default', page: 'settings', module: 'users' },
];

export const ROUTES: RouteDef[] = [
  { path: '/', layout: 'default', page: 'home' },
  { path: '/login', layout: 'auth', page: 'login', public: true },
  { path: '/signUp', layout: 'auth', page: 'signUp', public: true },
  { path: '/resetPassword', layout: 'auth', page: 'resetPassword', public: true },
  { path: '/qualification', layout: 'auth', page: 'section', public: true, section: 'qualification' },
  {
    path: '/reservationOnline',
    layout: 'noauth',
    page: 'section',
    public: true,
    section: 'reservationOnline',
  },
  { path: '/docs', layout: 'default', page: 'section', section: 'docs' },
  { path: '/calendar', layout: 'default', page: 'section', module: 'calendar', section: 'calendar' },
  { path: '/cashDrawer', layout: 'default', page: 'section', module: 'cash_drawer', section: 'cashDrawer' },
  {
    path: '/cashDrawer/pay/:payParams',
    layout: 'default',
    page: 'section',
    module: 'cash_drawer',
    section: 'pay',
    validate: (p) => parsePayParams(p.payParams) !== null,
  },
  { path: '/client', layout: 'default', page: 'clients', module: 'clients' },
  {
    path: '/client/detail/:id',
    layout: 'default',
    page: 'clientDetail',
    module: 'clients',
    validate: (p) => isId(p.id),
  },
  { path: '/products', layout: 'default', page: 'products', module: 'products' },
  {
    path: '/products/detail/:id',
    layout: 'default',
    page: 'productDetail',
    module: 'products',
    validate: (p) => isId(p.id),
  },
  { path: '/promotions', layout: 'default', page: 'promotions', module: 'promotions' },
  { path: '/services', layout: 'default', page: 'services', module: 'services' },
  { path: '/specialists', layout: 'default', page: 'specialists', module: 'specialists' },
  {
    path: '/specialists/detail/:id',
    layout: 'default',
    page: 'specialistDetail',
    module: 'specialists',
    validate: (p) => isId(p.id),
  },
  { path: '/sales/sales', layout: 'default', page: 'section', module: 'sales', section: 'sales' },
  { path: '/sales/report', layout: 'default', page: 'section', module: 'sales', section: 'salesReport' },
  {
    path: '/sales/order',
    layout: 'default',
    page: 'section',
    module: 'sales',
    section: 'salesOrder',
    category: 'comercializadora_productos',
  },
  {
    path: '/sales/opportunity',
    layout: 'default',
    page: 'section',
    module: 'sales',
    section: 'salesOpportunity',
    category: 'centro_belleza',
  },
  {
    path: '/shopping/suppliers',
    layout: 'default',
    page: 'section',
    module: 'shopping',
    section: 'suppliers',
  },
  {
    path: '/shopping/orders',
    layout: 'default',
    page: 'section',
    module: 'shopping',
    section: 'purchaseOrders',
  },
  ...reportRoutes,
  ...settingsRoutes,
];
