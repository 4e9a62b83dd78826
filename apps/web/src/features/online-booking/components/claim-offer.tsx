import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@sari/domain/dates';
import { formatTime12h } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { useClaimWaitlistOffer } from '../api/claim-waitlist-offer';

// /reservationOnline?espera=<token>: a waitlist offer. Claiming is a click (a mail client that
// opens links ahead must not take the time); the first claim wins, the others are told.
export function ClaimOffer({ token }: { token: string }) {
  const { t } = useTranslation();
  const claim = useClaimWaitlistOffer(token);
  const won = claim.data;
  return (
    <Card sx={{ maxWidth: 520, mx: 'auto', borderRadius: 4 }} data-testid="waitlist-offer">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        {won ? (
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
            <Typography variant="h1" component="h2">
              {t('onlineBooking.claimed')}
            </Typography>
            <Typography>
              {t('onlineBooking.claimedHelp', {
                date: formatLongDate(won.date),
                time: formatTime12h(won.start),
              })}
            </Typography>
            <Button
              variant="contained"
              component={RouterLink}
              to={`/reservationOnline?reserva=${encodeURIComponent(won.token)}`}
            >
              {t('onlineBooking.manage')}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <EventAvailableIcon color="primary" sx={{ fontSize: 56 }} />
            <Typography variant="h1" component="h2">
              {t('onlineBooking.waitlistTitle')}
            </Typography>
            <Typography color="text.secondary">{t('onlineBooking.waitlistHelp')}</Typography>
            {claim.isError && (
              <Alert severity="warning" sx={{ textAlign: 'left' }} data-testid="claim-refused">
                {httpErrorMessage(claim.error)}
              </Alert>
            )}
            <Button
              variant="contained"
              size="large"
              fullWidth
              disabled={claim.isPending || claim.isError}
              onClick={() => claim.mutate()}
            >
              {t('onlineBooking.claim')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
