import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string | null; newPassword: string }) =>
      http('/auth/reset-password', { method: 'POST', body: { token, newPassword } }),
  });
}
