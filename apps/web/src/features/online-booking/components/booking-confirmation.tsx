import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { formatTime12h } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export type Confirmation = {
  token: string;
  date: string;
  start: string;
  end: string;
  deposit: number;
  // A signed-in client's package meant for these services; a gift card's pesos held (decision 056).
  package_services?: number;
  gift_card_used?: number;
  email: string;
  site: string;
  address: string | null;
  lines: { name: string; specialist: string | null }[];
};

// What was booked, where and when, the deposit to settle at the salon, and the booking's link.
export function BookingConfirmation({ booked, onAnother }: { booked: Confirmation; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="booking-confirmed" sx={{ maxWidth: 560, mx: 'auto', borderRadius: 4 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 2 }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
          <Typography variant="h1" component="h2">
            {t('onlineBooking.confirmed')}
          </Typography>
          <Typography color="text.secondary">
            {t('onlineBooking.confirmedHelp', { email: booked.email })}
          </Typography>
        </Stack>
        <Divider sx={{ mb: 2 }} />
        <Stack spacing={1.5}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('onlineBooking.when')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {formatLongDate(booked.date)} · {formatTime12h(booked.start)} – {formatTime12h(booked.end)}
            </Typography>
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('onlineBooking.where')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{booked.site}</Typography>
            {booked.address && <Typography variant="body2">{booked.address}</Typography>}
          </Box>
          <Box>
            {booked.lines.map((line) => (
              <Typography key={line.name}>
                <b>{line.name}</b>
                {line.specialist ? ` ${t('onlineBooking.withSpecialist', { name: line.specialist })}` : ''}
              </Typography>
            ))}
          </Box>
          {(booked.package_services ?? 0) > 0 && (
            <Alert severity="success" data-testid="package-note">
              {t('onlineBooking.packageCovers', { count: booked.package_services })}
            </Alert>
          )}
          {(booked.gift_card_used ?? 0) > 0 && (
            <Alert severity="success" data-testid="gift-card-note">
              {t('onlineBooking.giftCardPaid', { amount: formatMoney(booked.gift_card_used ?? 0) })}
            </Alert>
          )}
          {booked.deposit > 0 && (
            <Alert severity="info" data-testid="deposit-note">
              <b>
                {t('onlineBooking.depositToSettle')}: {formatMoney(booked.deposit)}
              </b>
              <br />
              {t('onlineBooking.depositHelp')}
            </Alert>
          )}
        </Stack>
        <Stack spacing={1} sx={{ mt: 3 }}>
          <Button
            variant="contained"
            size="large"
            component={RouterLink}
            to={`/reservationOnline?reserva=${encodeURIComponent(booked.token)}`}
          >
            {t('onlineBooking.manage')}
          </Button>
          <Button onClick={onAnother}>{t('onlineBooking.bookAnother')}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
