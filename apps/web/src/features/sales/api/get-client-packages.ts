import { clientWallet } from '@sari/contracts/wallet';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { salesKeys } from './sales-keys';

// GET /api/clients/:id/wallet (decisions 051, 055), its session packages and membership periods:
// what the checkout's service lines may be paid with and the discount a membership gives (one read, shared with the gift cards' through the same key).
export function useCheckoutPackages(clientId: number | null) {
  return useQuery({
    queryKey: salesKeys.wallet(clientId ?? 0),
    enabled: Boolean(clientId),
    queryFn: () => callOperation(clientWallet, { id: clientId! }),
    select: (answer) => answer.instruments.filter((instrument) => instrument.kind !== 'gift_card'),
  });
}
