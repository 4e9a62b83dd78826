import { useQuery } from '@tanstack/react-query';
import {
  type CollectionName,
  type ItemColumn,
  type ItemField,
  type ItemSort,
  type ItemsResponse,
  items,
} from '../../api/http';
import type { CatalogRow } from '../types';
import { catalogKeys } from './catalog-keys';

// Options of a select field: the whole (small) related catalogue, sorted by its label.
export function useCatalogOptions<C extends CollectionName>(
  collection: C,
  labelField: ItemColumn<C>,
  enabled = true,
) {
  return useQuery({
    queryKey: catalogKeys.options(collection),
    queryFn: () =>
      // The pair is checked where it is named; the read itself serves any catalogue.
      items(collection as CollectionName).read<{ id: number }>({
        fields: ['id', labelField] as ItemField<CollectionName>[],
        sort: [labelField] as ItemSort<CollectionName>[],
        limit: -1,
      }) as Promise<ItemsResponse<CatalogRow[]>>,
    select: (response) => response.data.map((row) => ({ id: row.id, label: String(row[labelField] ?? '') })),
    enabled,
    staleTime: 60_000,
  });
}
