import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';

// The server e-mails a link back to /resetPassword with a token.
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      http('/auth/request-password-reset', { method: 'POST', body: { email, redirectTo: '/resetPassword' } }),
  });
}
