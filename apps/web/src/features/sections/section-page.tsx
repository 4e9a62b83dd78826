import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SHOPPING_TABS, salesTabs } from '../../app/menu';
import { parsePayParams, type RouteDef } from '../../app/routes';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';
import { WhatItHolds } from '../../shared/ui/what-it-holds';

const TITLES: Record<string, string> = {
  calendar: 'menu.calendar',
  cashDrawer: 'menu.cashDrawer',
  pay: 'menu.cashDrawer',
  clients: 'menu.clients',
  clientDetail: 'menu.clients',
  products: 'menu.products',
  productDetail: 'menu.products',
  promotions: 'menu.promotions',
  services: 'menu.services',
  specialists: 'menu.specialists',
  specialistDetail: 'menu.specialists',
  sales: 'menu.sales',
  salesReport: 'menu.sales',
  salesOrder: 'menu.sales',
  salesOpportunity: 'menu.sales',
  suppliers: 'menu.shopping',
  purchaseOrders: 'menu.shopping',
  docs: 'sections.docs',
  qualification: 'sections.qualification',
  reservationOnline: 'sections.reservationOnline',
};

export function SectionPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const params = useParams();
  const category = useCurrentUser().data?.category ?? 'centro_belleza';
  const section = route.section ?? 'docs';
  const tabs = route.path.startsWith('/sales/')
    ? salesTabs(category)
    : route.path.startsWith('/shopping/')
      ? SHOPPING_TABS
      : undefined;
  const pay = section === 'pay' ? parsePayParams(params.payParams) : null;
  const text =
    section === 'qualification' || section === 'reservationOnline'
      ? t(`sections.${section}Help`)
      : t(`sections.${section}`, {
          id: params.id,
          action: pay?.action,
          concept: pay?.concept,
          total: pay ? formatMoney(pay.total) : '',
        });
  return (
    <>
      <PageHeader title={t(TITLES[section] ?? 'menu.home')} tabs={tabs} />
      <WhatItHolds text={text} />
    </>
  );
}
