import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { settingsKeys } from './settings-keys';

export type ScheduleDay = { weekday: number; is_active: boolean; start_time: string; end_time: string };

// The whole week of one site in one call.
export function useSaveSiteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ siteId, days }: { siteId: number; days: ScheduleDay[] }) =>
      http(`/sites/${siteId}/schedule`, { method: 'PUT', body: { days } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sites }),
  });
}
