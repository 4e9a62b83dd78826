import { giftCardLookup } from '@sari/contracts/wallet';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { salesKeys } from './sales-keys';

// GET /api/gift-cards/lookup?code= (decision 050): a card by its code, what is left and until
// when. Asked once per whole code (the server counts lookups per address); a refusal is shown
// in place, in the server's Spanish, not as an alert.
export function useGiftCardLookup(code: string | null) {
  return useQuery({
    queryKey: salesKeys.giftCard(code ?? ''),
    enabled: Boolean(code),
    queryFn: () => callOperation(giftCardLookup, { code: code! }),
    retry: false,
    staleTime: 0,
    meta: { silent: true },
  });
}
