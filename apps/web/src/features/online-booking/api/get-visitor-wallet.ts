import type { OutputOf } from '@sari/contracts/operation';
import { publicWallet } from '@sari/contracts/public-wallet';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { onlineBookingKeys } from './online-booking-keys';

export type VisitorWallet = OutputOf<typeof publicWallet>;

// The signed-in client's own packages and gift cards (a POST: the session is no address part).
export function useVisitorWallet(slug: string, visitor: string | null) {
  return useQuery({
    queryKey: onlineBookingKeys.wallet(slug, visitor ?? ''),
    queryFn: () => callOperation(publicWallet, { slug, visitor: visitor! }),
    enabled: visitor !== null,
    retry: false,
    meta: { silent: true },
  });
}
