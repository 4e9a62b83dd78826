import { useTranslation } from 'react-i18next';
import { sectionTabs } from '../../../app/menu';
import { useCurrentUser } from '../../../shared/session/current-user';
import { PageHeader } from '../../../shared/ui/page-header';

// Ventas' title and its tabs (the third depends on the business category).
export function SalesHeader() {
  const { t } = useTranslation();
  const category = useCurrentUser().data?.category ?? 'centro_belleza';
  return <PageHeader title={t('menu.sales')} tabs={sectionTabs('sales', category)} />;
}
