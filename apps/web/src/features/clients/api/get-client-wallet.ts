import type { OutputOf } from '@sari/contracts/operation';
import { clientWallet } from '@sari/contracts/wallet';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { clientKeys } from './client-keys';

export type WalletInstrument = OutputOf<typeof clientWallet>['instruments'][number];

// GET /api/clients/:id/wallet (decision 050): the client's gift cards (and, later, packages and
// memberships) with what is left, expiry, status and history. The card says in place when it
// cannot be read.
export function useClientWallet(clientId: number, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.wallet(clientId),
    enabled: enabled && clientId > 0,
    queryFn: () => callOperation(clientWallet, { id: clientId }),
    select: (answer) => answer.instruments,
    meta: { silent: true },
  });
}
