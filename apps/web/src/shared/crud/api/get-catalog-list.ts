import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ItemField, type ItemSort, type ItemsResponse, items } from '../../api/http';
import type { CatalogConfig, CatalogRow } from '../types';
import { catalogKeys, type ListParams } from './catalog-keys';

type Collection = CatalogConfig['collection'];

// The fields a list row needs: every field, and the label of each selected relation. The config
// names its collection's columns (checked where it is written), so the paths are too.
export function listFields(config: CatalogConfig): ItemField<Collection>[] {
  return [
    'id',
    ...config.fields.map((field) => (field.kind === 'select' ? `${field.name}.id` : field.name)),
    ...config.fields
      .filter((field) => field.kind === 'select')
      .map((field) => `${field.name}.${field.options!.labelField}`),
    ...(config.deactivate && !config.fields.some((field) => field.name === 'is_active') ? ['is_active'] : []),
  ] as ItemField<Collection>[];
}

export function useCatalogList(config: CatalogConfig, params: ListParams) {
  return useQuery({
    queryKey: catalogKeys.list(config.collection, params),
    queryFn: () =>
      items(config.collection).read<{ id: number }>({
        fields: listFields(config),
        search: params.search || undefined,
        sort: [params.sort as ItemSort<Collection>, 'id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
      }) as Promise<ItemsResponse<CatalogRow[]>>,
    placeholderData: keepPreviousData,
  });
}
