import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { reportKeys } from './report-keys';

export type ReportSpecialist = { id: number; name: string; last_name: string | null };

// The specialists to pick in the participation reports. A role that reads reports but not
// specialists gets no list (and no alert): the route's {id} still works.
export function useReportSpecialists(enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.specialists,
    queryFn: () =>
      items('specialist').read<ReportSpecialist>({
        fields: ['id', 'name', 'last_name'],
        sort: ['name', 'id'],
        limit: -1,
      }),
    select: (response) => response.data,
    enabled,
    meta: { silent: true },
    retry: false,
    staleTime: 5 * 60_000,
  });
}
