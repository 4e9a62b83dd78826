import type { confirmSignUp } from '@sari/contracts/business';
import type { OutputOf } from '@sari/contracts/operation';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';

// The e-mailed link's token creates the business; then its owner signs in.
export function useConfirmSignUp() {
  return useMutation({
    mutationFn: (token: string) =>
      http<{ data: OutputOf<typeof confirmSignUp> }>('/auth/sign-up/business/confirm', {
        method: 'POST',
        body: { token },
      }),
  });
}
