import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatDate } from '@sari/domain/dates';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../shared/forms/date-field';
import type { BookingForm } from './use-booking-form';

// Weekly repetition: every how many weeks and until when, checked first, with every clash listed.
export function BookingRepeat({ form }: { form: BookingForm }) {
  const { t } = useTranslation();
  const { repeat, changeRepeat, everyWeeks, setEveryWeeks, until, setUntil } = form.repetition;
  const { checked, clashes, clashesRef, saving } = form.check;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={<Checkbox checked={repeat} onChange={(event) => changeRepeat(event.target.checked)} />}
          label={t('calendar.repeat')}
        />
        {repeat && (
          <>
            <TextField
              type="number"
              size="small"
              label={t('calendar.everyWeeks')}
              value={everyWeeks}
              onChange={(event) => setEveryWeeks(Math.max(1, Math.min(12, Number(event.target.value) || 1)))}
              slotProps={{ htmlInput: { min: 1, max: 12 } }}
              sx={{ width: 190 }}
            />
            <DateField
              size="small"
              label={t('calendar.until')}
              value={until}
              onChange={(day) => setUntil(day)}
            />
            <Button variant="outlined" disabled={!form.ready || saving} onClick={() => form.submit(true)}>
              {t('calendar.checkDates')}
            </Button>
          </>
        )}
      </Stack>
      {checked !== null && !clashes && (
        <Alert severity="success">{t('calendar.noClashes', { count: checked })}</Alert>
      )}
      {clashes && (
        <Alert severity="error" data-testid="booking-clashes" ref={clashesRef}>
          {t('calendar.clashes')}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {clashes.map((clash) => (
              <li key={`${clash.date}-${clash.message}`}>
                {formatDate(clash.date)}: {clash.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
}
