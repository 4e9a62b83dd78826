import { openDrawer } from '@sari/contracts/cash-drawer';
import type { InputOf } from '@sari/contracts/operation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';

// Opening the site's drawer from the checkout, with its float (the same operation as the drawer's).
export function useOpenDrawerFromCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof openDrawer>) => callOperation(openDrawer, input),
    // Every screen's view of the drawer is stale now, the drawer page's too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
