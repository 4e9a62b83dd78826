import EventBusyIcon from '@mui/icons-material/EventBusy';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { formatTime12h } from '@sari/domain/time-slots';
import { DEFAULT_TIME_ZONE } from '@sari/domain/zoned-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { useCancelPublicBooking } from '../api/cancel-public-booking';
import { useBookingPage } from '../api/get-booking-page';
import { usePublicBooking } from '../api/get-public-booking';
import { useMovePublicBooking } from '../api/move-public-booking';
import { CompanyHero } from './company-hero';
import { type PickedSlot, SlotPicker } from './slot-picker';

const STATUS_COLOR: Record<string, 'success' | 'error' | 'default' | 'info'> = {
  confirmada: 'success',
  cancelado: 'error',
  cliente_llego: 'info',
  inicio_servicio: 'info',
};

// /reservationOnline?reserva=<token>: the booking from its e-mail; cancel it or move it to a
// free time while the company's cancel-hours rule allows, else say why.
export function ManageBooking({ token }: { token: string }) {
  const { t } = useTranslation();
  const booking = usePublicBooking(token);
  const cancel = useCancelPublicBooking(token);
  const move = useMovePublicBooking(token);
  const [asking, setAsking] = useState(false);
  const [moving, setMoving] = useState(false);
  const [slot, setSlot] = useState<PickedSlot | null>(null);
  const data = booking.data;
  // The site's time zone and the company's horizon come from its public page.
  const page = useBookingPage(moving && data ? data.slug : '');

  if (booking.isLoading) {
    return <CenteredSpinner />;
  }
  if (!data) {
    return <Alert severity="warning">{httpErrorMessage(booking.error)}</Alert>;
  }
  const cancelled = data.status === 'cancelado';
  const site = page.data?.sites.find((candidate) => candidate.id === data.site_id);

  const doCancel = async () => {
    try {
      await cancel.mutateAsync();
      setAsking(false);
      pushAlert(t('onlineBooking.cancelled'), 'success');
    } catch (error) {
      setAsking(false);
      pushAlert(httpErrorMessage(error), 'error');
    }
  };
  const doMove = async () => {
    if (!slot) {
      return;
    }
    try {
      const moved = await move.mutateAsync({ date: slot.date, time: slot.time });
      setMoving(false);
      setSlot(null);
      pushAlert(
        t('onlineBooking.moved', { date: formatLongDate(moved.date), time: formatTime12h(moved.start) }),
        'success',
      );
    } catch (error) {
      setSlot(null);
      pushAlert(httpErrorMessage(error), 'error');
    }
  };

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <CompanyHero name={data.company} logo={null} subtitle={data.site} address={data.address} />
      <Card sx={{ borderRadius: 4 }} data-testid="managed-booking">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography variant="h2" component="h2">
              {t('onlineBooking.yourBooking')}
            </Typography>
            <Chip
              label={t(`onlineBooking.status.${data.status}`, { defaultValue: data.status })}
              color={STATUS_COLOR[data.status] ?? 'default'}
              data-testid="booking-status"
              sx={{ fontWeight: 600 }}
            />
          </Stack>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 2 }}>
            <ScheduleIcon color="primary" />
            <Box>
              <Typography sx={{ fontWeight: 700 }} data-testid="booking-when">
                {formatLongDate(data.date)}
              </Typography>
              <Typography>
                {formatTime12h(data.start)} – {formatTime12h(data.end)}
              </Typography>
            </Box>
          </Stack>
          <Stack spacing={0.75}>
            {data.services.map((service) => (
              <Stack
                key={`${service.name}-${service.start}`}
                direction="row"
                sx={{ justifyContent: 'space-between', gap: 1 }}
              >
                <Typography>
                  <b>{service.name}</b> {t('onlineBooking.withSpecialist', { name: service.specialist })}
                </Typography>
                <Typography color="text.secondary">{formatTime12h(service.start)}</Typography>
              </Stack>
            ))}
          </Stack>
          {data.deposit > 0 && !cancelled && (
            <Alert severity="info" sx={{ mt: 2 }}>
              <b>
                {t('onlineBooking.depositToSettle')}: {formatMoney(data.deposit)}
              </b>
              <br />
              {t('onlineBooking.depositHelp')}
            </Alert>
          )}
          <Divider sx={{ my: 2 }} />
          {cancelled ? (
            <Stack spacing={1.5}>
              <Alert severity="error" icon={<EventBusyIcon />}>
                {t('onlineBooking.cancelled')}
              </Alert>
              <Button
                variant="contained"
                component={RouterLink}
                to={`/reservationOnline?empresa=${data.slug}`}
              >
                {t('onlineBooking.bookAgain')}
              </Button>
            </Stack>
          ) : !data.can_change ? (
            <Alert severity="warning" data-testid="too-late">
              {data.status === 'confirmada'
                ? t('onlineBooking.tooLate', { hours: data.cancel_hours })
                : t('onlineBooking.notChangeable')}
            </Alert>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button
                variant="contained"
                size="large"
                onClick={() => setMoving(!moving)}
                data-testid="move-booking"
              >
                {t('onlineBooking.move')}
              </Button>
              <Button color="error" size="large" onClick={() => setAsking(true)} data-testid="cancel-booking">
                {t('onlineBooking.cancelBooking')}
              </Button>
            </Stack>
          )}
          {moving && data.can_change && !cancelled && (
            <Box sx={{ mt: 3 }}>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {t('onlineBooking.pickNewTime')}
              </Typography>
              {page.isLoading && <CenteredSpinner />}
              {page.isError && <Alert severity="warning">{httpErrorMessage(page.error)}</Alert>}
              {page.data && (
                <SlotPicker
                  slug={data.slug}
                  site_id={data.site_id}
                  service_ids={data.service_ids}
                  specialist_id={null}
                  timeZone={site?.time_zone ?? DEFAULT_TIME_ZONE}
                  maxDays={page.data.rules.max_days}
                  value={slot}
                  onChange={setSlot}
                />
              )}
              <Button
                variant="contained"
                size="large"
                fullWidth
                sx={{ mt: 2 }}
                disabled={!slot || move.isPending}
                onClick={doMove}
                data-testid="confirm-move"
              >
                {slot
                  ? t('onlineBooking.confirmMove', { time: formatTime12h(slot.time) })
                  : t('onlineBooking.move')}
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
      <Dialog open={asking} onClose={() => setAsking(false)}>
        <DialogTitle>{t('onlineBooking.cancelTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('onlineBooking.cancelHelp')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('onlineBooking.keep')}</Button>
          <Button color="error" variant="contained" onClick={doCancel} disabled={cancel.isPending}>
            {t('onlineBooking.yesCancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
