import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, readItems } from '../api/http';
import type { CatalogConfig, CatalogRow } from './types';

export type ListParams = { search: string; sort: string; page: number; pageSize: number };

export const catalogKeys = {
  all: (collection: string) => ['catalog', collection] as const,
  list: (collection: string, params: ListParams) => ['catalog', collection, 'list', params] as const,
  options: (collection: string) => ['catalog', collection, 'options'] as const,
};

// The fields a list row needs: every field, and the label of each selected relation.
export function listFields(config: CatalogConfig): string[] {
  return [
    'id',
    ...config.fields.map((field) => (field.kind === 'select' ? `${field.name}.id` : field.name)),
    ...config.fields
      .filter((field) => field.kind === 'select')
      .map((field) => `${field.name}.${field.options!.labelField}`),
    ...(config.deactivate && !config.fields.some((field) => field.name === 'is_active') ? ['is_active'] : []),
  ];
}

export function useCatalogList(config: CatalogConfig, params: ListParams) {
  return useQuery({
    queryKey: catalogKeys.list(config.collection, params),
    queryFn: () =>
      readItems<CatalogRow>(config.collection, {
        fields: listFields(config),
        search: params.search || undefined,
        sort: [params.sort, 'id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
      }),
    placeholderData: keepPreviousData,
  });
}

// Options of a select field: the whole (small) related catalogue, sorted by its label.
export function useCatalogOptions(collection: string, labelField: string, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.options(collection),
    queryFn: () =>
      readItems<CatalogRow>(collection, { fields: ['id', labelField], sort: [labelField], limit: -1 }),
    select: (response) => response.data.map((row) => ({ id: row.id, label: String(row[labelField] ?? '') })),
    enabled,
    staleTime: 60_000,
  });
}

export function useSaveCatalogItem(collection: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: Record<string, unknown> }) =>
      id
        ? http<{ data: CatalogRow }>(`/items/${collection}/${id}`, { method: 'PATCH', body: values })
        : http<{ data: CatalogRow }>(`/items/${collection}`, { method: 'POST', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all(collection) }),
  });
}

export function useDeleteCatalogItem(collection: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http(`/items/${collection}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all(collection) }),
  });
}
