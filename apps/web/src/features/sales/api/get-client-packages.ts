import { clientWallet } from '@sari/contracts/wallet';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { salesKeys } from './sales-keys';

// GET /api/clients/:id/wallet (decision 051), its session packages: what the checkout's service
// lines may be paid with (one read, shared with the gift cards' through the same key).
export function useCheckoutPackages(clientId: number | null) {
  return useQuery({
    queryKey: salesKeys.wallet(clientId ?? 0),
    enabled: Boolean(clientId),
    queryFn: () => callOperation(clientWallet, { id: clientId! }),
    select: (answer) => answer.instruments.filter((instrument) => instrument.kind === 'package'),
  });
}
