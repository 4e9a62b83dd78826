import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { clientKeys } from './client-keys';

export type ClientTag = { id: number; name: string; color: string | null };

export function useClientTags(enabled = true) {
  return useQuery({
    queryKey: clientKeys.tags,
    queryFn: () =>
      items('client_tag').read<ClientTag>({ fields: ['id', 'name', 'color'], sort: ['name'], limit: -1 }),
    select: (response) => response.data,
    enabled,
    staleTime: 60_000,
  });
}
