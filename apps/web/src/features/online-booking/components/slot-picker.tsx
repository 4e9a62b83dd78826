import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays } from '@sari/domain/local-days';
import { formatTime12h } from '@sari/domain/time-slots';
import { wallClock } from '@sari/domain/zoned-time';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { type AvailabilityQuery, usePublicAvailability } from '../api/get-public-availability';

// Two weeks of days per request: quick to answer, enough to choose from on a phone.
const WINDOW = 14;

export type PickedSlot = {
  date: string;
  time: string;
  end: string;
  services?: { service_id: number; specialist_id: number }[];
};

type Props = Omit<AvailabilityQuery, 'from' | 'to'> & {
  timeZone: string;
  maxDays: number;
  value: PickedSlot | null;
  onChange: (slot: PickedSlot | null) => void;
  // The day to show first (after a refused time, the day the visitor was looking at).
  initialDate?: string | null;
};

const partOf = (time: string) => (time < '12:00' ? 'morning' : time < '18:00' ? 'afternoon' : 'evening');

// The days with free times (within the company's horizon) and the free 15-minute starts of the
// chosen day, from the public availability endpoint.
export function SlotPicker({ timeZone, maxDays, value, onChange, initialDate, ...query }: Props) {
  const { t, i18n } = useTranslation();
  const today = wallClock(timeZone).date;
  const last = addDays(today, maxDays);
  const start = value?.date ?? initialDate ?? today;
  const [from, setFrom] = useState(start > addDays(today, WINDOW - 1) ? start : today);
  const to = [addDays(from, WINDOW - 1), last].sort()[0];
  const availability = usePublicAvailability({ ...query, from, to });
  const days = (availability.data ?? []).filter((day) => day.slots.length > 0 && day.date >= from);
  const [day, setDay] = useState<string | null>(value?.date ?? initialDate ?? null);
  const shown = days.find((candidate) => candidate.date === day) ?? null;

  // A new window, or a day that lost its last free time: the first day with times is chosen.
  useEffect(() => {
    if (!availability.isPlaceholderData && days.length > 0 && !days.some((d) => d.date === day)) {
      setDay(days[0].date);
    }
  }, [days, day, availability.isPlaceholderData]);

  const locale = i18n.language === 'en' ? 'en' : 'es';
  const label = (date: string) => dayjs(date).locale(locale);
  const parts = (['morning', 'afternoon', 'evening'] as const)
    .map((part) => ({ part, slots: shown?.slots.filter((slot) => partOf(slot.start) === part) ?? [] }))
    .filter((group) => group.slots.length > 0);

  return (
    <Box data-testid="slot-picker">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h3" sx={{ flexGrow: 1 }}>
          {t('onlineBooking.chooseDay')}
        </Typography>
        <IconButton
          aria-label={t('onlineBooking.earlierDays')}
          disabled={from <= today}
          onClick={() => setFrom([addDays(from, -WINDOW), today].sort()[1])}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label={t('onlineBooking.moreDays')}
          disabled={to >= last}
          onClick={() => setFrom(addDays(to, 1))}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {availability.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {availability.isError && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {httpErrorMessage(availability.error)}
        </Alert>
      )}
      {availability.isSuccess && days.length === 0 && !availability.isFetching && (
        <Alert
          severity="info"
          action={
            to < last ? (
              <Button color="inherit" size="small" onClick={() => setFrom(addDays(to, 1))}>
                {t('onlineBooking.moreDays')}
              </Button>
            ) : undefined
          }
        >
          {t('onlineBooking.noDays')}
        </Alert>
      )}
      <Box
        role="listbox"
        aria-label={t('onlineBooking.chooseDay')}
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1, scrollSnapType: 'x mandatory' }}
      >
        {days.map((candidate) => {
          const selected = candidate.date === day;
          const date = label(candidate.date);
          return (
            <ButtonBase
              key={candidate.date}
              role="option"
              aria-selected={selected}
              data-testid={`day-${candidate.date}`}
              onClick={() => {
                setDay(candidate.date);
                onChange(null);
              }}
              sx={{
                flex: '0 0 auto',
                width: 64,
                py: 1,
                borderRadius: 3,
                flexDirection: 'column',
                scrollSnapAlign: 'start',
                border: '1px solid',
                borderColor: selected ? 'primary.main' : '#E7E0EE',
                bgcolor: selected ? 'primary.main' : 'background.paper',
                color: selected ? 'primary.contrastText' : 'text.primary',
              }}
            >
              <Typography variant="caption" sx={{ textTransform: 'capitalize', opacity: 0.85 }}>
                {date.format('ddd').replace('.', '')}
              </Typography>
              <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.3 }}>
                {date.format('D')}
              </Typography>
              <Typography variant="caption" sx={{ textTransform: 'capitalize', opacity: 0.85 }}>
                {date.format('MMM').replace('.', '')}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
      {shown && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="h3" sx={{ mb: 1, '&::first-letter': { textTransform: 'uppercase' } }}>
            {label(shown.date).format(locale === 'es' ? 'dddd D [de] MMMM' : 'dddd, MMMM D')}
          </Typography>
          {parts.map((group) => (
            <Box key={group.part} sx={{ mb: 1.5 }}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
                {t(`onlineBooking.${group.part}`)}
              </Typography>
              <Box
                role="listbox"
                aria-label={t('onlineBooking.chooseTime')}
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))', gap: 1 }}
              >
                {group.slots.map((slot) => {
                  const selected = value?.date === shown.date && value.time === slot.start;
                  return (
                    <Button
                      key={slot.start}
                      role="option"
                      aria-selected={selected}
                      data-testid={`slot-${slot.start}`}
                      variant={selected ? 'contained' : 'outlined'}
                      onClick={() =>
                        onChange({
                          date: shown.date,
                          time: slot.start,
                          end: slot.end,
                          services: slot.services,
                        })
                      }
                      sx={{ borderRadius: 5, py: 1 }}
                    >
                      {formatTime12h(slot.start)}
                    </Button>
                  );
                })}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
