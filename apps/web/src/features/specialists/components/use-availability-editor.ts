import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import type { Site } from '../../../shared/api/use-sites';
import { toWindow, useWeekWindows, windowRows } from '../../../shared/week-hours/use-week-windows';
import { useSaveSpecialist } from '../api/save-specialist';
import type { Availability } from '../api/specialist-keys';

// The availability editor's state (the shared week editor's) and its save.
export function useAvailabilityEditor(specialistId: number, saved: Availability[], sites: Site[]) {
  const { t } = useTranslation();
  const save = useSaveSpecialist();
  const week = useWeekWindows(
    saved.map((row) => toWindow(row)),
    sites[0]?.id ?? 0,
  );

  const persist = async () => {
    try {
      await save.mutateAsync({
        id: specialistId,
        values: { specialist_availability: windowRows(week.windows, true) },
      });
      pushAlert(t('specialists.availabilitySaved'), 'success');
    } catch (error) {
      handleHttpError(error);
    }
  };

  return { week, saving: save.isPending, persist };
}
