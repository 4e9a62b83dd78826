import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatTime12h, TIME_SLOTS } from '@sari/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import type { SiteRow } from '../api/get-sites-with-schedule';
import { type ScheduleDay, useSaveSiteSchedule } from '../api/save-site-schedule';

const WEEK = [1, 2, 3, 4, 5, 6, 0];
const HOURS = [...TIME_SLOTS, '23:59'];

const weekOf = (site: SiteRow): ScheduleDay[] =>
  WEEK.map((weekday) => {
    const row = site.site_schedule.find((day) => day.weekday === weekday);
    return {
      weekday,
      is_active: row?.is_active ?? false,
      start_time: row?.site_schedule_time_id?.start_time.slice(0, 5) ?? '08:00',
      end_time: row?.site_schedule_time_id?.end_time.slice(0, 5) ?? '20:00',
    };
  });

// A site's weekly opening hours: each day open or closed, with its opening and closing hour.
export function ScheduleEditor({ site, canEdit }: { site: SiteRow; canEdit: boolean }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<ScheduleDay[]>(() => weekOf(site));
  const save = useSaveSiteSchedule();
  const wrong = days.find((day) => day.is_active && day.end_time <= day.start_time);
  const dirty = JSON.stringify(days) !== JSON.stringify(weekOf(site));
  const update = (weekday: number, change: Partial<ScheduleDay>) =>
    setDays(days.map((day) => (day.weekday === weekday ? { ...day, ...change } : day)));
  const hourSelect = (day: ScheduleDay, key: 'start_time' | 'end_time', label: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={day[key]}
      disabled={!canEdit || !day.is_active}
      onChange={(event) => update(day.weekday, { [key]: event.target.value })}
      error={day.is_active && day.end_time <= day.start_time}
      // On a phone the day takes its own line and Abre/Cierra share the next one.
      sx={{ minWidth: { xs: 0, sm: 120 }, flex: { xs: 1, sm: 'none' } }}
    >
      {HOURS.map((slot) => (
        <MenuItem key={slot} value={slot}>
          {formatTime12h(slot)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box data-testid={`schedule-${site.id}`}>
      <Stack spacing={1}>
        {days.map((day) => (
          <Stack
            key={day.weekday}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            data-testid={`site-day-${day.weekday}`}
          >
            <FormControlLabel
              sx={{ width: { xs: '100%', sm: 150 }, m: 0 }}
              control={
                <Switch
                  checked={day.is_active}
                  disabled={!canEdit}
                  onChange={(_, checked) => update(day.weekday, { is_active: checked })}
                />
              }
              label={t(`specialists.weekdays.${day.weekday}`)}
            />
            {day.is_active ? (
              <>
                {hourSelect(day, 'start_time', t('settingsPages.opens'))}
                {hourSelect(day, 'end_time', t('settingsPages.closes'))}
              </>
            ) : (
              <Typography color="text.secondary">{t('settingsPages.closed')}</Typography>
            )}
          </Stack>
        ))}
      </Stack>
      {wrong && (
        <Typography color="error" sx={{ mt: 1 }}>
          {t('settingsPages.closingBeforeOpening', { day: t(`specialists.weekdays.${wrong.weekday}`) })}
        </Typography>
      )}
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
          <Button
            variant="contained"
            disabled={!dirty || Boolean(wrong) || save.isPending}
            onClick={async () => {
              try {
                await save.mutateAsync({ siteId: site.id, days });
                pushAlert(t('settingsPages.scheduleSaved', { site: site.name }), 'success');
              } catch (error) {
                handleHttpError(error);
              }
            }}
          >
            {t('settingsPages.saveSchedule')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
