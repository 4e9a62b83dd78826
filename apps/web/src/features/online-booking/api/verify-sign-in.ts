import type { InputOf } from '@sari/contracts/operation';
import { publicSignInVerify } from '@sari/contracts/public-wallet';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';

// The 6-digit code checked: a short session of the proven client (kept in memory only).
export function useVerifySignIn() {
  return useMutation({
    mutationFn: (request: InputOf<typeof publicSignInVerify>) => callOperation(publicSignInVerify, request),
  });
}
