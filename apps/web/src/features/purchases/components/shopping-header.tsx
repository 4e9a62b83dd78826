import { useTranslation } from 'react-i18next';
import { useShellNavigation } from '../../../shared/navigation/shell-navigation';
import { useCurrentUser } from '../../../shared/session/current-user';
import { PageHeader } from '../../../shared/ui/page-header';

// Compras' title and its two tabs (Proveedores, Pedidos).
export function ShoppingHeader() {
  const { t } = useTranslation();
  const { sectionTabs } = useShellNavigation();
  const category = useCurrentUser().data?.category ?? 'centro_belleza';
  return <PageHeader title={t('menu.shopping')} tabs={sectionTabs('shopping', category)} />;
}
