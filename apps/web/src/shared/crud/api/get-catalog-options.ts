import { useQuery } from '@tanstack/react-query';
import { readItems } from '../../api/http';
import type { CatalogRow } from '../types';
import { catalogKeys } from './catalog-keys';

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
