import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { settingsKeys } from './settings-keys';

export type Module = { id: string; name: string };

// The modules of the permission matrix; they never change while the app runs.
export function useModules() {
  return useQuery({
    queryKey: settingsKeys.modules,
    queryFn: () => items('sari_module').read<Module>({ fields: ['id', 'name'], sort: ['sort'], limit: -1 }),
    select: (response) => response.data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
