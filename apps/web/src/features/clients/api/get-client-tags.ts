import { useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import { clientKeys } from './client-keys';

export type ClientTag = { id: number; name: string; color: string | null };

export function useClientTags(enabled = true) {
  return useQuery({
    queryKey: clientKeys.tags,
    queryFn: () =>
      readItems<ClientTag>('client_tag', { fields: ['id', 'name', 'color'], sort: ['name'], limit: -1 }),
    select: (response) => response.data,
    enabled,
    staleTime: 60_000,
  });
}
