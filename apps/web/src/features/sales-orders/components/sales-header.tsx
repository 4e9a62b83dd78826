import { useTranslation } from 'react-i18next';
import { useShellNavigation } from '../../../shared/navigation/shell-navigation';
import { useCurrentUser } from '../../../shared/session/current-user';
import { PageHeader } from '../../../shared/ui/page-header';

// Ventas' title and its tabs (the third depends on the business category).
export function SalesHeader() {
  const { t } = useTranslation();
  const { sectionTabs } = useShellNavigation();
  const category = useCurrentUser().data?.category ?? 'centro_belleza';
  return <PageHeader title={t('menu.sales')} tabs={sectionTabs('sales', category)} />;
}
