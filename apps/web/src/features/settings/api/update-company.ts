import { useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import type { Company } from './get-company';

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: Partial<Company> }) =>
      items('subscriber_owner_company').update(id, values),
    // The menu (sales third tab) depends on the category: reload the current user too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
