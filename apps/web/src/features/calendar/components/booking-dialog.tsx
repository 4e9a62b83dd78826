import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { CalendarSpecialist } from '../api/calendar-keys';
import type { CalendarSite } from '../api/get-site';
import type { BookingPreset } from '../booking-lines';
import { BookingClientFields } from './booking/booking-client-fields';
import { BookingLineCard } from './booking/booking-line-card';
import { BookingRepeat } from './booking/booking-repeat';
import { useBookingForm } from './booking/use-booking-form';

export type { BookingPreset } from '../booking-lines';

// Booking from an empty slot: a client (search as you type or quick new), one or more services
// each with a specialist and a time (consecutive by default), products, notes, prices with
// promotions, the client's balance, the next free slot and weekly repetition with every clash.
export function BookingDialog({
  site,
  specialists,
  preset,
  today,
  onClose,
}: {
  site: CalendarSite;
  specialists: CalendarSpecialist[];
  preset: BookingPreset;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const form = useBookingForm({ siteId: site.id, preset, today, onClose });
  return (
    <FormDialog
      dirty={form.dirty}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="booking-title"
    >
      <DialogTitle id="booking-title">{t('calendar.bookingTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack sx={{ gap: 2 }}>
          <BookingClientFields form={form} />
          <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 700 }}>
            {t('calendar.services')}
          </Typography>
          {form.lines.map((line, index) => (
            <BookingLineCard
              key={line.key}
              form={form}
              line={line}
              index={index}
              siteId={site.id}
              specialists={specialists}
            />
          ))}
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button startIcon={<AddIcon />} onClick={form.addLine}>
              {t('calendar.addService')}
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            <Typography sx={{ fontWeight: 700 }} data-testid="booking-total">
              {t('calendar.total')}: {formatMoney(form.total)}
            </Typography>
          </Stack>
          {form.nextFree.freeNote && <Alert severity="info">{form.nextFree.freeNote}</Alert>}
          <TextField
            label={t('calendar.notes')}
            value={form.notes}
            onChange={(event) => form.setNotes(event.target.value)}
            multiline
            minRows={2}
          />
          <BookingRepeat form={form} />
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t('calendar.advanceNote')}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!form.ready || form.check.saving}
          onClick={() => form.submit(false)}
        >
          {t('calendar.book')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
