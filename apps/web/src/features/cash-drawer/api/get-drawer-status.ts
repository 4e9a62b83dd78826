import { drawerStatus } from '@sari/contracts/cash-drawer';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { cashDrawerKeys } from './cash-drawer-keys';

// The site's open session (or none) and what each method should hold (empty on a blind count).
export function useDrawerStatus(siteId: number) {
  return useQuery({
    queryKey: cashDrawerKeys.status(siteId),
    enabled: siteId > 0,
    queryFn: () => callOperation(drawerStatus, { site_id: siteId }),
  });
}
