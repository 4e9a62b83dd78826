import { drawerStatus } from '@sari/contracts/cash-drawer';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { salesKeys } from './sales-keys';

// Whether the site's drawer is open: the checkout says so at once instead of at "Cobrar".
export function useCheckoutDrawer(siteId: number) {
  return useQuery({
    queryKey: salesKeys.drawer(siteId),
    enabled: siteId > 0,
    queryFn: () => callOperation(drawerStatus, { site_id: siteId }),
  });
}
