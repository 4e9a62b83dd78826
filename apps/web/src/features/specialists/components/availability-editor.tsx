import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Site } from '../../../shared/api/use-sites';
import { WeekHoursEditor } from '../../../shared/week-hours/week-hours-editor';
import type { Availability } from '../api/specialist-keys';
import { useAvailabilityEditor } from './use-availability-editor';

// Weekly working windows per site; two windows on one day leave a break between them.
export function AvailabilityEditor({
  specialistId,
  saved,
  sites,
  canEdit,
}: {
  specialistId: number;
  saved: Availability[];
  sites: Site[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { week, saving, persist } = useAvailabilityEditor(specialistId, saved, sites);
  if (sites.length === 0) {
    return <Typography color="text.secondary">{t('specialists.noSites')}</Typography>;
  }
  return (
    <WeekHoursEditor
      week={week}
      sites={sites}
      canEdit={canEdit}
      save={{ label: t('specialists.saveAvailability'), saving, onSave: persist }}
    />
  );
}
