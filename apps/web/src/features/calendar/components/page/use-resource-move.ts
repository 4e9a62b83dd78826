import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../../shared/alerts/http-error';
import type { DayRow } from '../../api/calendar-keys';
import { useChangeResource } from '../../api/change-resource';
import { timeOfRow } from './time-of-row';

// A card let go in a resource's column (decision 057): the service takes that cabin or machine
// at the new time, keeping its specialist; the server's refusal (what is taken) is shown.
export function useResourceMove(siteId: number, onFreed: (row: DayRow) => void) {
  const { t } = useTranslation();
  const change = useChangeResource(siteId);
  const { mutate } = change;
  return useCallback(
    (row: DayRow, resourceId: number, time: string) => {
      const held = (row.resources ?? []).some((hold) => hold.resource_id === resourceId);
      const moved = time !== timeOfRow(row);
      if (held && !moved) {
        return;
      }
      mutate(
        { id: row.id, resource_id: resourceId, ...(moved ? { service_time: time } : {}) },
        {
          onSuccess: () => {
            pushAlert(t(moved ? 'calendar.moved' : 'calendar.resourceChanged'), 'success');
            if (moved) {
              onFreed(row);
            }
          },
          onError: (error) => handleHttpError(error),
        },
      );
    },
    [mutate, t, onFreed],
  );
}
