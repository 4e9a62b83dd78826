import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkCardGrid } from '../../shared/ui/link-card-grid';
import { PageHeader } from '../../shared/ui/page-header';
import { WhatItHolds } from '../../shared/ui/what-it-holds';

const CATALOGUE: [string, string][] = [
  ['appointmentClient', '/reports/appointment/appointmentClient/general'],
  ['appointmentSpecialist', '/reports/appointment/appointmentSpecialist/general'],
  ['appointmentSummary', '/reports/appointment/appointmentSummary/general'],
  ['cashDrawer', '/reports/cashDrawer/general'],
  ['cashDrawerIncome', '/reports/cashDrawer/cashDrawerIncome/general'],
  ['cashDrawerPaymentMethods', '/reports/cashDrawer/cashDrawerPaymentMethods/general'],
  ['lowStocks', '/reports/product/lowStocks/general'],
  ['productSales', '/reports/product/sales/general'],
  ['stocks', '/reports/product/stocks/general'],
  ['purchaseMonth', '/reports/purchase/purchaseMonth/general'],
  ['purchaseProduct', '/reports/purchase/purchaseProduct/general'],
  ['purchaseSite', '/reports/purchase/purchaseSite/general'],
  ['purchaseSupplier', '/reports/purchase/purchaseSupplier/general'],
  ['salesCategory', '/reports/sales/salesCategory/general'],
  ['salesClient', '/reports/sales/salesClient/general'],
  ['salesMonth', '/reports/sales/salesMonth/general'],
  ['salesOrder', '/reports/sales/salesOrder/general'],
  ['salesPaymentMethods', '/reports/sales/salesPaymentMethods/general'],
  ['salesService', '/reports/sales/salesService/general'],
  ['salesSite', '/reports/sales/salesSite/general'],
  ['salesSpecialist', '/reports/sales/salesSpecialist/general'],
  ['specialistDetailedParticipation', '/reports/specialist/specialistDetailedParticipation'],
  ['specialistGeneralParticipation', '/reports/specialist/specialistGeneralParticipation'],
  ['specialistPayslip', '/reports/specialist/specialistPayslip'],
];

function reportOf(pathname: string): string | null {
  const match = CATALOGUE.find(
    ([, path]) => pathname.startsWith(path.replace(/\/general$/, '')) && path !== '/reports',
  );
  return match ? match[0] : null;
}

// /reports lists every report; each report route says what it will show.
export function ReportPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const report = pathname === '/reports' ? null : reportOf(pathname);
  if (report) {
    return (
      <>
        <PageHeader title={t(`reportNames.${report}`)} />
        <WhatItHolds text={t('sections.report', { name: t(`reportNames.${report}`) })} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('menu.reports')} />
      <LinkCardGrid
        columns={{ xs: 12, sm: 6, md: 4, xl: 3 }}
        cards={CATALOGUE.map(([key, path]) => ({ key, path, label: t(`reportNames.${key}`) }))}
      />
    </>
  );
}
