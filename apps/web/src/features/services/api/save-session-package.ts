import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ItemInput, items } from '../../../shared/api/http';
import { sessionPackageKeys } from './session-package-keys';

export function useSaveSessionPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: ItemInput<'session_package'> }) =>
      id ? items('session_package').update(id, values) : items('session_package').create(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionPackageKeys.all }),
  });
}
