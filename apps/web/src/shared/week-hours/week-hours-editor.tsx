import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatTime12h } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import type { Site } from '../../../shared/api/use-sites';
import type { Availability } from '../api/specialist-keys';
import { AvailabilityDay } from './availability-day';
import { useAvailabilityEditor } from './use-availability-editor';

// Monday first, as a salon reads its week; weekday numbers are 0 = Sunday.
const WEEK = [1, 2, 3, 4, 5, 6, 0];

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
  const {
    windows,
    siteId,
    setSiteId,
    adding,
    setAdding,
    dirty,
    overlap,
    saving,
    persist,
    removeWindow,
    addWindow,
    discard,
  } = useAvailabilityEditor(specialistId, saved, sites);

  if (sites.length === 0) {
    return <Typography color="text.secondary">{t('specialists.noSites')}</Typography>;
  }
  return (
    <Box data-testid="availability">
      {sites.length > 1 && (
        <Tabs value={siteId} onChange={(_, value) => setSiteId(value)} sx={{ mb: 1 }} variant="scrollable">
          {sites.map((site) => (
            <Tab key={site.id} value={site.id} label={site.name} />
          ))}
        </Tabs>
      )}
      <Stack spacing={1}>
        {WEEK.map((weekday) => (
          <AvailabilityDay
            key={weekday}
            weekday={weekday}
            windows={windows}
            siteId={siteId}
            sites={sites}
            canEdit={canEdit}
            adding={adding}
            onAdding={setAdding}
            onAdd={addWindow}
            onRemove={removeWindow}
          />
        ))}
      </Stack>
      {overlap && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="availability-overlap">
          {t('specialists.overlap', {
            day: t(`specialists.weekdays.${overlap[0].weekday}`),
            a: `${formatTime12h(overlap[0].start)} – ${formatTime12h(overlap[0].end)}`,
            b: `${formatTime12h(overlap[1].start)} – ${formatTime12h(overlap[1].end)}`,
          })}
        </Alert>
      )}
      {canEdit && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button disabled={!dirty} onClick={discard}>
            {t('specialists.discard')}
          </Button>
          <Button variant="contained" disabled={!dirty || Boolean(overlap) || saving} onClick={persist}>
            {t('specialists.saveAvailability')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
