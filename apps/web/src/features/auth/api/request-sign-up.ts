import type { requestSignUp } from '@sari/contracts/business';
import type { InputOf, OutputOf } from '@sari/contracts/operation';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';

// The server e-mails a link to confirm the business (the same answer if the e-mail has an account).
export function useRequestSignUp() {
  return useMutation({
    mutationFn: (body: InputOf<typeof requestSignUp>) =>
      http<{ data: OutputOf<typeof requestSignUp> }>('/auth/sign-up/business', { method: 'POST', body }),
  });
}
