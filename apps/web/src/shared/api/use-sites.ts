import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../session/current-user';
import { items } from './http';

export const siteKeys = { all: ['sites'] as const, owner: (company: number) => ['sites', company] as const };
// time_zone: the site's wall clock ("today" and the calendar follow it).
export type Site = { id: number; name: string; time_zone?: string };

// GET items/site filtered by the current owner company (spec-coverage 7; spec 3: the first
// company of the subscriber owner's list). The server limits them to the user's own sites too.
// One definition for the hook and for the read started before the first render (opening-reads.ts).
export const sitesQuery = (owner: number) =>
  queryOptions({
    queryKey: siteKeys.owner(owner),
    queryFn: () =>
      items('site').read<Site>({
        fields: ['id', 'name', 'time_zone'],
        sort: ['name'],
        limit: -1,
        filter: { subscriber_owner_company_id: { _eq: owner }, is_active: { _eq: true } },
      }),
    staleTime: 5 * 60_000,
  });

export function useSites() {
  const owner = useCurrentUser().data?.ownerCompanyId ?? 0;
  return useQuery({
    ...sitesQuery(owner),
    select: (response) => response.data,
    enabled: owner > 0,
  });
}
