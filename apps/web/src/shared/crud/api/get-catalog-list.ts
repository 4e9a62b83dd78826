import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readItems } from '../../api/http';
import type { CatalogConfig, CatalogRow } from '../types';
import { catalogKeys, type ListParams } from './catalog-keys';

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
