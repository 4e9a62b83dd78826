import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { formatTime12h } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import type { Site } from '../api/use-sites';
import type { WeekWindows } from './use-week-windows';
import { WeekDay } from './week-day';

// Monday first, as a salon reads its week; weekday numbers are 0 = Sunday.
const WEEK = [1, 2, 3, 4, 5, 6, 0];

// Weekly windows per site (tabs when there are several); two windows on one day leave a break
// between them. A specialist's availability and a resource's own hours (decision 058). With
// `save`, its own discard and save buttons; without, the form around it saves the windows.
export function WeekHoursEditor({
  week,
  sites,
  canEdit,
  emptyDay,
  save,
  testId = 'availability',
}: {
  week: WeekWindows;
  sites: Site[];
  canEdit: boolean;
  // What a day without windows says ("Descansa", "Cerrada").
  emptyDay?: string;
  save?: { label: string; saving: boolean; onSave: () => void };
  testId?: string;
}) {
  const { t } = useTranslation();
  const { windows, siteId, setSiteId, adding, setAdding, dirty, overlap, removeWindow, addWindow, discard } =
    week;
  return (
    <Box data-testid={testId}>
      {sites.length > 1 && (
        <Tabs value={siteId} onChange={(_, value) => setSiteId(value)} sx={{ mb: 1 }} variant="scrollable">
          {sites.map((site) => (
            <Tab key={site.id} value={site.id} label={site.name} />
          ))}
        </Tabs>
      )}
      <Stack spacing={1}>
        {WEEK.map((weekday) => (
          <WeekDay
            key={weekday}
            weekday={weekday}
            windows={windows}
            siteId={siteId}
            sites={sites}
            canEdit={canEdit}
            emptyDay={emptyDay}
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
      {canEdit && save && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button disabled={!dirty} onClick={discard}>
            {t('specialists.discard')}
          </Button>
          <Button
            variant="contained"
            disabled={!dirty || Boolean(overlap) || save.saving}
            onClick={save.onSave}
          >
            {save.label}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
