import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatTime12h, TIME_SLOTS } from '@sari/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { DateField } from '../../../shared/forms/date-field';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useCreateAbsence } from '../api/create-absence';
import { useDeleteAbsence } from '../api/delete-absence';
import type { Absence } from '../api/specialist-keys';

// Days off, vacations and partial absences (a window of one or more days).
export function AbsencesCard({
  specialistId,
  absences,
  today,
  canEdit,
}: {
  specialistId: number;
  absences: Absence[];
  today: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const create = useCreateAbsence(specialistId);
  const remove = useDeleteAbsence(specialistId);
  const [form, setForm] = useState<{
    start: string;
    end: string;
    from: string;
    to: string;
    reason: string;
  } | null>(null);
  const blank = { start: today, end: today, from: '', to: '', reason: '' };
  const upcoming = absences
    .filter((absence) => absence.date_end >= today)
    .sort((a, b) => a.date_start.localeCompare(b.date_start));
  const formError =
    form && (!form.start || !form.end)
      ? t('specialists.absenceDates')
      : form && form.end < form.start
        ? t('specialists.absenceOrder')
        : form && Boolean(form.from) !== Boolean(form.to)
          ? t('specialists.absenceTimes')
          : form?.from && form.to && form.to <= form.from
            ? t('specialists.absenceOrder')
            : null;

  const submit = async () => {
    if (!form || formError) {
      return;
    }
    try {
      await create.mutateAsync({
        date_start: form.start,
        date_end: form.end,
        start_time: form.from || null,
        end_time: form.to || null,
        reason: form.reason.trim() || null,
      });
      pushAlert(t('specialists.absenceSaved'), 'success');
      setForm(null);
    } catch (error) {
      handleHttpError(error);
    }
  };

  return (
    <>
      {upcoming.length === 0 ? (
        <Typography color="text.secondary">{t('specialists.noAbsences')}</Typography>
      ) : (
        <List dense disablePadding data-testid="absences">
          {upcoming.map((absence) => (
            <ListItem
              key={absence.id}
              disableGutters
              secondaryAction={
                canEdit && (
                  <IconButton
                    edge="end"
                    aria-label={t('specialists.removeAbsence')}
                    onClick={async () => {
                      try {
                        await remove.mutateAsync(absence.id);
                        pushAlert(t('specialists.absenceRemoved'), 'success');
                      } catch (error) {
                        handleHttpError(error);
                      }
                    }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={
                  absence.date_start === absence.date_end
                    ? formatDate(absence.date_start)
                    : `${formatDate(absence.date_start)} – ${formatDate(absence.date_end)}`
                }
                secondary={[
                  absence.start_time && absence.end_time
                    ? `${formatTime12h(absence.start_time.slice(0, 5))} – ${formatTime12h(absence.end_time.slice(0, 5))}`
                    : t('specialists.allDay'),
                  absence.reason,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {canEdit && (
        <Button startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => setForm(blank)}>
          {t('specialists.addAbsence')}
        </Button>
      )}
      {form && (
        <FormDialog
          dirty={JSON.stringify(form) !== JSON.stringify(blank)}
          onClose={() => setForm(null)}
          maxWidth="xs"
          fullWidth
        >
          <DialogTitle>{t('specialists.addAbsence')}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1}>
                <DateField
                  label={t('specialists.from')}
                  value={form.start}
                  onChange={(day) => setForm({ ...form, start: day })}
                  fullWidth
                />
                <DateField
                  label={t('specialists.to')}
                  value={form.end}
                  onChange={(day) => setForm({ ...form, end: day })}
                  fullWidth
                />
              </Stack>
              <Typography color="text.secondary">{t('specialists.absenceHoursHelp')}</Typography>
              <Stack direction="row" spacing={1}>
                {(['from', 'to'] as const).map((key) => (
                  <TextField
                    key={key}
                    select
                    fullWidth
                    label={t(key === 'from' ? 'specialists.startTime' : 'specialists.endTime')}
                    value={form[key]}
                    onChange={(event) => setForm({ ...form, [key]: event.target.value })}
                  >
                    <MenuItem value="">{t('specialists.allDay')}</MenuItem>
                    {TIME_SLOTS.map((slot) => (
                      <MenuItem key={slot} value={slot}>
                        {formatTime12h(slot)}
                      </MenuItem>
                    ))}
                  </TextField>
                ))}
              </Stack>
              <TextField
                label={t('specialists.absenceReason')}
                value={form.reason}
                onChange={(event) => setForm({ ...form, reason: event.target.value })}
                placeholder={t('specialists.absenceReasonHint')}
              />
              {formError && <Typography color="error">{formError}</Typography>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setForm(null)}>{t('common.cancel')}</Button>
            <Button variant="contained" onClick={submit} disabled={Boolean(formError) || create.isPending}>
              {t('common.save')}
            </Button>
          </DialogActions>
        </FormDialog>
      )}
    </>
  );
}
