import type { InputOf } from '@sari/contracts/operation';
import { publicSignIn } from '@sari/contracts/public-wallet';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';

// A one-time code to the client's e-mail (decision 056); the answer is the same for anyone.
export function useAskSignInCode() {
  return useMutation({
    mutationFn: (request: InputOf<typeof publicSignIn>) => callOperation(publicSignIn, request),
  });
}
