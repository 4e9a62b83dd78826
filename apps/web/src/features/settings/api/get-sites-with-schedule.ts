import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { useCurrentUser } from '../../../shared/session/current-user';
import { settingsKeys } from './settings-keys';

export type SiteRow = {
  id: number;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  is_active: boolean;
  online_booking: boolean;
  site_schedule: {
    weekday: number;
    is_active: boolean;
    site_schedule_time_id: { start_time: string; end_time: string } | null;
  }[];
};

// The sites call (spec-coverage 7): sites with their schedule and its time records, filtered by the current
// owner company.
export function useSitesWithSchedule() {
  const owner = useCurrentUser().data?.ownerCompanyId ?? 0;
  return useQuery({
    queryKey: settingsKeys.sites,
    queryFn: () =>
      items('site').read<SiteRow>({
        fields: [
          'id',
          'name',
          'address',
          'phone',
          'email',
          'is_active',
          'online_booking',
          'site_schedule.weekday',
          'site_schedule.is_active',
          'site_schedule.site_schedule_time_id.start_time',
          'site_schedule.site_schedule_time_id.end_time',
        ],
        filter: { subscriber_owner_company_id: { _eq: owner } },
        sort: ['name'],
        limit: -1,
      }),
    select: (response) => response.data,
    enabled: owner > 0,
  });
}
