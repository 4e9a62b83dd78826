import type { OutputOf } from '@sari/contracts/operation';
import { clientWallet } from '@sari/contracts/wallet';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { salesKeys } from './sales-keys';

export type CheckoutInstrument = OutputOf<typeof clientWallet>['instruments'][number];

// GET /api/clients/:id/wallet (decision 050): the cards the checkout's client can pay with.
export function useCheckoutWallet(clientId: number | null) {
  return useQuery({
    queryKey: salesKeys.wallet(clientId ?? 0),
    enabled: Boolean(clientId),
    queryFn: () => callOperation(clientWallet, { id: clientId! }),
    select: (answer) => answer.instruments.filter((instrument) => instrument.kind === 'gift_card'),
  });
}
