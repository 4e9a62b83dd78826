import { isReportView } from '../../features/reports/report-views';
import { isId, lazyPage, type RouteParams, type Screen } from '../../shared/navigation/screen';

// Every report is read with the reports module.
const REPORT = { layout: 'default', module: 'reports' } as const;
// The generic report page over the one report operation: it reads the columns, totals and
// chart from the answer.
const GENERIC = {
  ...REPORT,
  page: lazyPage(
    () => import('../../features/reports/components/report-page'),
    (m) => m.ReportPage,
  ),
} as const;
const TABBED = { ...GENERIC, validate: (p: RouteParams) => isReportView(p.tab) } as const;
const optionalId = (id?: string) => id === undefined || isId(id);

// Spec section 2, Reports: the index, then each report in the order the index lists them.
export const REPORT_SCREENS: Screen[] = [
  {
    key: 'reports',
    paths: ['/reports', '/reports/:tab'],
    layout: 'default',
    module: 'reports',
    menu: { kind: 'item', icon: 'reports' },
    title: 'menu.reports',
    page: lazyPage(
      () => import('../../features/reports/components/reports-index-page'),
      (m) => m.ReportsIndexPage,
    ),
  },
  {
    ...TABBED,
    key: 'appointmentClient',
    category: 'centro_belleza',
    paths: ['/reports/appointment/appointmentClient/:tab'],
    menu: { kind: 'report', group: 'appointment' },
    title: 'reportNames.appointmentClient',
  },
  {
    ...TABBED,
    key: 'appointmentSpecialist',
    category: 'centro_belleza',
    paths: ['/reports/appointment/appointmentSpecialist/:tab'],
    menu: { kind: 'report', group: 'appointment' },
    title: 'reportNames.appointmentSpecialist',
  },
  {
    ...TABBED,
    key: 'appointmentSummary',
    category: 'centro_belleza',
    paths: ['/reports/appointment/appointmentSummary/:tab'],
    menu: { kind: 'report', group: 'appointment' },
    title: 'reportNames.appointmentSummary',
  },
  // The hours each cabin, room or machine was booked over the hours it was open (decision 058).
  {
    ...TABBED,
    key: 'resourceOccupancy',
    category: 'centro_belleza',
    paths: ['/reports/appointment/resourceOccupancy/:tab'],
    menu: { kind: 'report', group: 'appointment' },
    title: 'reportNames.resourceOccupancy',
  },
  // The messages to clients and their fate (issue 31, decision 059).
  {
    ...TABBED,
    key: 'appointmentMessages',
    category: 'centro_belleza',
    paths: ['/reports/appointment/appointmentMessages/:tab'],
    menu: { kind: 'report', group: 'appointment' },
    title: 'reportNames.appointmentMessages',
  },
  {
    ...TABBED,
    key: 'cashDrawer',
    paths: ['/reports/cashDrawer/:tab'],
    menu: { kind: 'report', group: 'cashDrawer' },
    title: 'reportNames.cashDrawer',
  },
  {
    ...TABBED,
    key: 'cashDrawerIncome',
    paths: ['/reports/cashDrawer/cashDrawerIncome/:tab'],
    menu: { kind: 'report', group: 'cashDrawer' },
    title: 'reportNames.cashDrawerIncome',
  },
  {
    ...TABBED,
    key: 'cashDrawerPaymentMethods',
    paths: ['/reports/cashDrawer/cashDrawerPaymentMethods/:tab'],
    menu: { kind: 'report', group: 'cashDrawer' },
    title: 'reportNames.cashDrawerPaymentMethods',
  },
  {
    ...TABBED,
    key: 'lowStocks',
    paths: ['/reports/product/lowStocks/:tab'],
    menu: { kind: 'report', group: 'product' },
    title: 'reportNames.lowStocks',
  },
  {
    ...TABBED,
    key: 'productSales',
    paths: ['/reports/product/sales/:tab'],
    menu: { kind: 'report', group: 'product' },
    title: 'reportNames.productSales',
  },
  {
    ...TABBED,
    key: 'stocks',
    paths: ['/reports/product/stocks/:tab'],
    menu: { kind: 'report', group: 'product' },
    title: 'reportNames.stocks',
  },
  {
    ...TABBED,
    key: 'purchaseMonth',
    paths: ['/reports/purchase/purchaseMonth/:tab'],
    menu: { kind: 'report', group: 'purchase' },
    title: 'reportNames.purchaseMonth',
  },
  {
    ...TABBED,
    key: 'purchaseProduct',
    paths: ['/reports/purchase/purchaseProduct/:tab'],
    menu: { kind: 'report', group: 'purchase' },
    title: 'reportNames.purchaseProduct',
  },
  {
    ...TABBED,
    key: 'purchaseSite',
    paths: ['/reports/purchase/purchaseSite/:tab'],
    menu: { kind: 'report', group: 'purchase' },
    title: 'reportNames.purchaseSite',
  },
  {
    ...TABBED,
    key: 'purchaseSupplier',
    paths: ['/reports/purchase/purchaseSupplier/:tab'],
    menu: { kind: 'report', group: 'purchase' },
    title: 'reportNames.purchaseSupplier',
  },
  {
    ...TABBED,
    key: 'salesCategory',
    paths: ['/reports/sales/salesCategory/:tab'],
    menu: { kind: 'report', group: 'sales' },
    title: 'reportNames.salesCategory',
  },
  {
    ...TABBED,
    key: 'salesClient',
    paths: ['/reports/sales/salesClient/:tab'],
    menu: { kind: 'report', group: 'sales' },
    title: 'reportNames.salesClient',
  },
  {
    ...TABBED,
    key: 'salesMonth',
    paths: ['/reports/sales/salesMonth/:tab'],
    menu: { kind: 'report', group: 'sales' },
    title: 'reportNames.salesMonth',
  },
  {
    ...TABBED,
    key: 'salesOrder',
    paths: ['/reports/sales/salesOrder/:tab'],
    // Sales orders (Pedidos) exist for product resellers only (decision 014).
    category: 'comercializadora_productos',
    menu: { kind: 'report', group: 'sales' },
    title: 'reportNames.salesOrder',
  },
  {
    ...TABBED,
    key: 'salesPaymentMethods',
    paths: ['/reports/sales/salesPaymentMethods/:tab'],
    menu: { kind: 'report', group: 'sales' },
    title: 'reportNames.salesPaymentMethods',
  },
  {
    ...TABBED,
    key: 'salesService',
    category: 'centro_belleza',
    paths: ['/reports/sales/salesService/:tab'],
    menu: { kind: 'report', group: 'sales' },
    title: 'reportNames.salesService',
  },
  {
    ...TABBED,
    key: 'salesSite',
    paths: ['/reports/sales/salesSite/:tab'],
    menu: { kind: 'report', group: 'sales' },
    title: 'reportNames.salesSite',
  },
  {
    ...TABBED,
    key: 'salesSpecialist',
    category: 'centro_belleza',
    paths: ['/reports/sales/salesSpecialist/:tab'],
    menu: { kind: 'report', group: 'sales' },
    title: 'reportNames.salesSpecialist',
  },
  // The client wallet's prepaid value (issue 29, decision 052).
  {
    ...TABBED,
    key: 'prepaidBalance',
    paths: ['/reports/prepaid/prepaidBalance/:tab'],
    menu: { kind: 'report', group: 'prepaid' },
    title: 'reportNames.prepaidBalance',
  },
  {
    ...TABBED,
    key: 'prepaidMovements',
    paths: ['/reports/prepaid/prepaidMovements/:tab'],
    menu: { kind: 'report', group: 'prepaid' },
    title: 'reportNames.prepaidMovements',
  },
  {
    ...TABBED,
    key: 'prepaidExpired',
    paths: ['/reports/prepaid/prepaidExpired/:tab'],
    menu: { kind: 'report', group: 'prepaid' },
    title: 'reportNames.prepaidExpired',
  },
  {
    ...GENERIC,
    key: 'specialistDetailedParticipation',
    category: 'centro_belleza',
    paths: [
      '/reports/specialist/specialistDetailedParticipation',
      '/reports/specialist/specialistDetailedParticipation/:id',
    ],
    validate: (p) => optionalId(p.id),
    menu: { kind: 'report', group: 'specialist' },
    title: 'reportNames.specialistDetailedParticipation',
  },
  {
    ...GENERIC,
    key: 'specialistGeneralParticipation',
    category: 'centro_belleza',
    paths: [
      '/reports/specialist/specialistGeneralParticipation',
      '/reports/specialist/specialistGeneralParticipation/:id',
    ],
    validate: (p) => optionalId(p.id),
    menu: { kind: 'report', group: 'specialist' },
    title: 'reportNames.specialistGeneralParticipation',
  },
  {
    ...REPORT,
    key: 'specialistPayslip',
    category: 'centro_belleza',
    paths: ['/reports/specialist/specialistPayslip'],
    menu: { kind: 'report', group: 'specialist' },
    title: 'reportNames.specialistPayslip',
    page: lazyPage(
      () => import('../../features/specialist-pay/components/payslip-page'),
      (m) => m.PayslipPage,
    ),
  },
];
