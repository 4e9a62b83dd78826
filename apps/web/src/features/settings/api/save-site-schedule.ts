import type { InputOf } from '@sari/contracts/operation';
import { saveSiteSchedule } from '@sari/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { settingsKeys } from './settings-keys';

export type ScheduleDay = InputOf<typeof saveSiteSchedule>['days'][number];

// The whole week of one site in one call.
export function useSaveSiteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ siteId, days }: { siteId: number; days: ScheduleDay[] }) =>
      callOperation(saveSiteSchedule, { id: siteId, days }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sites }),
  });
}
