import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { findOverlap } from '@sari/domain/schedule';
import { DAY_END, formatTime12h, TIME_SLOTS } from '@sari/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import type { Site } from '../../../shared/api/use-sites';
import { useSaveSpecialist } from '../api/save-specialist';
import type { Availability } from '../api/specialist-keys';

// Monday first, as a salon reads its week; weekday numbers are 0 = Sunday.
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const ENDS = [...TIME_SLOTS.slice(1), DAY_END.slice(0, 5)];
type Window = { id?: number; site_id: number; weekday: number; start: string; end: string };

const toWindow = (row: Availability): Window => ({
  id: row.id,
  site_id: row.site_id,
  weekday: row.weekday,
  start: row.start_time.slice(0, 5),
  end: row.end_time.slice(0, 5),
});

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
  const save = useSaveSpecialist();
  const [windows, setWindows] = useState<Window[]>(() => saved.map(toWindow));
  const [siteId, setSiteId] = useState(sites[0]?.id ?? 0);
  const [adding, setAdding] = useState<{ weekday: number; start: string; end: string } | null>(null);
  const dirty = JSON.stringify(windows) !== JSON.stringify(saved.map(toWindow));
  const overlap = findOverlap(windows);

  const persist = async () => {
    try {
      await save.mutateAsync({
        id: specialistId,
        values: {
          specialist_availability: windows.map((window) =>
            window.id
              ? { id: window.id }
              : {
                  site_id: window.site_id,
                  weekday: window.weekday,
                  start_time: window.start,
                  end_time: window.end,
                },
          ),
        },
      });
      pushAlert(t('specialists.availabilitySaved'), 'success');
    } catch (error) {
      handleHttpError(error);
    }
  };

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
        {WEEK.map((weekday) => {
          const day = windows
            .filter((window) => window.weekday === weekday && window.site_id === siteId)
            .sort((a, b) => a.start.localeCompare(b.start));
          const elsewhere = windows.filter(
            (window) => window.weekday === weekday && window.site_id !== siteId,
          );
          return (
            <Stack
              key={weekday}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{
                alignItems: { sm: 'center' },
                py: 0.5,
                borderBottom: '1px solid',
                borderColor: 'divider',
              }}
              data-testid={`weekday-${weekday}`}
            >
              <Typography sx={{ width: 110, fontWeight: 600 }}>
                {t(`specialists.weekdays.${weekday}`)}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', flexGrow: 1, gap: 1 }}>
                {day.length === 0 && elsewhere.length === 0 && (
                  <Typography color="text.secondary">{t('specialists.dayOff')}</Typography>
                )}
                {day.map((window) => (
                  <Chip
                    key={`${window.start}-${window.end}`}
                    color="primary"
                    variant="outlined"
                    label={`${formatTime12h(window.start)} – ${formatTime12h(window.end)}`}
                    onDelete={
                      canEdit ? () => setWindows(windows.filter((item) => item !== window)) : undefined
                    }
                  />
                ))}
                {elsewhere.map((window) => (
                  <Chip
                    key={`other-${window.site_id}-${window.start}`}
                    size="small"
                    label={t('specialists.atOtherSite', {
                      site: sites.find((site) => site.id === window.site_id)?.name ?? '',
                      from: formatTime12h(window.start),
                      to: formatTime12h(window.end),
                    })}
                  />
                ))}
              </Stack>
              {canEdit && adding?.weekday !== weekday && (
                <IconButton
                  aria-label={t('specialists.addWindowOn', { day: t(`specialists.weekdays.${weekday}`) })}
                  onClick={() => setAdding({ weekday, start: '09:00', end: '13:00' })}
                >
                  <AddIcon fontSize="small" />
                </IconButton>
              )}
              {adding?.weekday === weekday && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    select
                    size="small"
                    label={t('specialists.from')}
                    value={adding.start}
                    onChange={(event) => setAdding({ ...adding, start: event.target.value })}
                  >
                    {TIME_SLOTS.map((slot) => (
                      <MenuItem key={slot} value={slot}>
                        {formatTime12h(slot)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    select
                    size="small"
                    label={t('specialists.to')}
                    value={adding.end}
                    onChange={(event) => setAdding({ ...adding, end: event.target.value })}
                  >
                    {ENDS.filter((slot) => slot > adding.start).map((slot) => (
                      <MenuItem key={slot} value={slot}>
                        {formatTime12h(slot)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={adding.end <= adding.start}
                    onClick={() => {
                      setWindows([...windows, { site_id: siteId, ...adding }]);
                      setAdding(null);
                    }}
                  >
                    {t('specialists.addWindow')}
                  </Button>
                  <Button size="small" onClick={() => setAdding(null)}>
                    {t('common.cancel')}
                  </Button>
                </Stack>
              )}
            </Stack>
          );
        })}
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
          <Button disabled={!dirty} onClick={() => setWindows(saved.map(toWindow))}>
            {t('specialists.discard')}
          </Button>
          <Button
            variant="contained"
            disabled={!dirty || Boolean(overlap) || save.isPending}
            onClick={persist}
          >
            {t('specialists.saveAvailability')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
