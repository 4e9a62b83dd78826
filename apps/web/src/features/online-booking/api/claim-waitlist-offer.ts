import { claimWaitlistOffer } from '@sari/contracts/online-booking';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';

// The first claim gets the time; a later one answers 409 with the server's words.
export function useClaimWaitlistOffer(token: string) {
  return useMutation({ mutationFn: () => callOperation(claimWaitlistOffer, { token }) });
}
