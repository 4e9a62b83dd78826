import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ItemInput, items } from '../../../shared/api/http';
import { specialistKeys } from './specialist-keys';

export function useSaveSpecialist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: ItemInput<'specialist'> }) =>
      id ? items('specialist').update(id, values) : items('specialist').create(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialistKeys.all }),
  });
}
