import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { CLIENT_FIELDS, type Client, clientKeys } from './client-keys';

export type ClientDetail = Client & {
  client_client_tag: { id: number; client_tag_id: { id: number; name: string; color: string | null } }[];
};

export function useClient(id: number, enabled = true) {
  return useQuery({
    queryKey: clientKeys.detail(id),
    queryFn: () =>
      items('client').readOne<ClientDetail>(id, {
        fields: [
          ...CLIENT_FIELDS,
          'client_client_tag.id',
          'client_client_tag.client_tag_id.id',
          'client_client_tag.client_tag_id.name',
          'client_client_tag.client_tag_id.color',
        ],
      }),
    select: (response) => response.data,
    enabled,
  });
}
