import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatTime12h, minutesToTime, TIME_SLOTS, timeToMinutes } from '@sari/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { DateField } from '../../../shared/forms/date-field';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { CalendarSpecialist } from '../api/calendar-keys';
import { useCreateBlock } from '../api/create-block';

const ENDS = [...TIME_SLOTS.slice(1), '23:59'];

// Blocked time (lunch, training) for one specialist: stored as an absence with its hours.
export function BlockDialog({
  siteId,
  specialists,
  date,
  preset,
  onClose,
}: {
  siteId: number;
  specialists: CalendarSpecialist[];
  date: string;
  preset: { specialistId?: number; time?: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [specialistId, setSpecialistId] = useState(preset.specialistId ?? specialists[0]?.id ?? 0);
  const [day, setDay] = useState(date);
  const [start, setStart] = useState(preset.time ?? '13:00');
  const [end, setEnd] = useState(minutesToTime(Math.min(timeToMinutes(preset.time ?? '13:00') + 60, 1439)));
  const [reason, setReason] = useState(t('calendar.reasonDefault'));
  const create = useCreateBlock(siteId);
  const valid = specialistId > 0 && start < end && reason.trim().length > 0;
  return (
    <FormDialog
      // The reason is the one thing typed here (the times are picked).
      dirty={reason !== t('calendar.reasonDefault')}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="block-title"
    >
      <DialogTitle id="block-title">{t('calendar.blockTitle')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            select
            label={t('calendar.specialist')}
            value={specialistId}
            onChange={(event) => setSpecialistId(Number(event.target.value))}
          >
            {specialists.map((specialist) => (
              <MenuItem key={specialist.id} value={specialist.id}>
                {specialist.name}
              </MenuItem>
            ))}
          </TextField>
          <DateField label={t('calendar.date')} value={day} onChange={(day) => setDay(day)} />
          <Stack direction="row" sx={{ gap: 2 }}>
            <TextField
              select
              fullWidth
              label={t('calendar.from')}
              value={start}
              onChange={(event) => setStart(event.target.value)}
            >
              {TIME_SLOTS.map((slot) => (
                <MenuItem key={slot} value={slot}>
                  {formatTime12h(slot)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label={t('calendar.to')}
              value={end}
              onChange={(event) => setEnd(event.target.value)}
            >
              {ENDS.map((slot) => (
                <MenuItem key={slot} value={slot}>
                  {formatTime12h(slot)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField
            label={t('calendar.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!valid || create.isPending}
          onClick={() =>
            create.mutate(
              {
                specialist_id: specialistId,
                date_start: day,
                date_end: day,
                start_time: start,
                end_time: end,
                reason: reason.trim(),
              },
              {
                onSuccess: () => {
                  pushAlert(t('calendar.blockSaved'), 'success');
                  onClose();
                },
                onError: (error) => handleHttpError(error),
              },
            )
          }
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
