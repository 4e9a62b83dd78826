import { useQuery } from '@tanstack/react-query';
import { readItems } from './http';

export const siteKeys = { all: ['sites'] as const };
// time_zone: the site's wall clock ("today" and the calendar follow it).
export type Site = { id: number; name: string; time_zone?: string };

// The server already limits sites to the user's own.
export function useSites() {
  return useQuery({
    queryKey: siteKeys.all,
    queryFn: () =>
      readItems<Site>('site', {
        fields: ['id', 'name', 'time_zone'],
        sort: ['name'],
        limit: -1,
        filter: { is_active: { _eq: true } },
      }),
    select: (response) => response.data,
    staleTime: 5 * 60_000,
  });
}
