import type { InputOf } from '@sari/contracts/operation';
import { extendPackage } from '@sari/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { clientKeys } from './client-keys';

// POST /api/wallet/:id/extend (decision 051): a package's new last day with a reason; the
// wallet is read again (its history shows the extension).
export function useExtendPackage(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof extendPackage>) => callOperation(extendPackage, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.wallet(clientId) }),
    meta: { silent: true },
  });
}
