import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import type { Company } from './get-company';

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: Partial<Company> }) =>
      http(`/items/subscriber_owner_company/${id}`, { method: 'PATCH', body: values }),
    // The menu (sales third tab) depends on the category: reload the current user too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
