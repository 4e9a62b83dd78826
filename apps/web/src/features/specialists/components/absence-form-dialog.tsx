import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatTime12h, TIME_SLOTS } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/date-field';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { AbsenceForm } from './use-absences-card';

// A new absence: from and to days, the hours when it is partial, a reason; what is wrong in it
// keeps the save off.
export function AbsenceFormDialog({
  form,
  dirty,
  error,
  saving,
  onChange,
  onClose,
  onSave,
}: {
  form: AbsenceForm;
  dirty: boolean;
  error: string | null;
  saving: boolean;
  onChange: (form: AbsenceForm) => void;
  onClose: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog dirty={dirty} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('specialists.addAbsence')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1}>
            <DateField
              label={t('specialists.from')}
              value={form.start}
              onChange={(day) => onChange({ ...form, start: day })}
              fullWidth
            />
            <DateField
              label={t('specialists.to')}
              value={form.end}
              onChange={(day) => onChange({ ...form, end: day })}
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
                onChange={(event) => onChange({ ...form, [key]: event.target.value })}
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
            onChange={(event) => onChange({ ...form, reason: event.target.value })}
            placeholder={t('specialists.absenceReasonHint')}
          />
          {error && <Typography color="error">{error}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={onSave} disabled={Boolean(error) || saving}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
