import EventBusyIcon from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { CompanyHero } from './company-hero';
import { ManagedBookingSummary } from './managed-booking-summary';
import { MoveBookingPanel } from './move-booking-panel';
import { useManageBooking } from './use-manage-booking';

// /reservationOnline?reserva=<token>: the booking from its e-mail; cancel it or move it to a
// free time while the company's cancel-hours rule allows, else say why.
export function ManageBooking({ token }: { token: string }) {
  const { t } = useTranslation();
  const { booking, page, site, asking, setAsking, moving, setMoving, slot, setSlot, ...actions } =
    useManageBooking(token);
  const data = booking.data;

  if (booking.isLoading) {
    return <CenteredSpinner />;
  }
  if (!data) {
    return <Alert severity="warning">{httpErrorMessage(booking.error)}</Alert>;
  }
  const cancelled = data.status === 'cancelado';

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <CompanyHero name={data.company} logo={null} subtitle={data.site} address={data.address} />
      <Card sx={{ borderRadius: 4 }} data-testid="managed-booking">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <ManagedBookingSummary data={data} />
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
            <MoveBookingPanel
              data={data}
              page={page}
              timeZone={site?.time_zone}
              slot={slot}
              onSlot={setSlot}
              pending={actions.movingNow}
              onConfirm={actions.doMove}
            />
          )}
        </CardContent>
      </Card>
      <CancelBookingDialog
        open={asking}
        pending={actions.cancelling}
        onKeep={() => setAsking(false)}
        onCancel={actions.doCancel}
      />
    </Box>
  );
}
