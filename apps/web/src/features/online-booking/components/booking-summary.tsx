import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDuration, formatLongDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { formatTime12h } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import type { BookingPage } from '../api/get-booking-page';
import type { totalsOf } from './booking-math';
import type { PickedSlot } from './slot-picker';

type Props = {
  totals: ReturnType<typeof totalsOf>;
  site: BookingPage['sites'][number] | null;
  slot: PickedSlot | null;
  specialist: string | null;
  step: number;
  canContinue: boolean;
  pending: boolean;
  onBack: () => void;
  onNext: () => void;
};

// What is being booked, and the way forward: a side card on wide screens, a bar fixed to the
// bottom of a phone's screen (thumb reach) below md.
export function BookingSummary({
  totals,
  site,
  slot,
  specialist,
  step,
  canContinue,
  pending,
  onBack,
  onNext,
}: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const next = step === 2 ? t('onlineBooking.confirm') : t('onlineBooking.continue');
  const actions = (
    <Stack direction={phone ? 'row' : 'column-reverse'} spacing={1}>
      {step > 0 && (
        <Button onClick={onBack} disabled={pending}>
          {t('onlineBooking.back')}
        </Button>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={!canContinue || pending}
        onClick={onNext}
        data-testid="booking-next"
      >
        {next}
      </Button>
    </Stack>
  );
  const headline = totals.chosen.length
    ? `${t('onlineBooking.services', { count: totals.chosen.length })} · ${formatDuration(totals.duration)}`
    : t('onlineBooking.chooseServices');

  if (!phone) {
    return (
      <Card sx={{ position: 'sticky', top: 16, borderRadius: 4 }}>
        <CardContent>
          <Typography variant="h3" sx={{ mb: 1 }}>
            {t('onlineBooking.summary')}
          </Typography>
          {site && <Typography sx={{ fontWeight: 600 }}>{site.name}</Typography>}
          <Stack spacing={0.5} sx={{ my: 1 }}>
            {totals.chosen.map((service) => (
              <Stack key={service.id} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2">{service.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDuration(service.duration)}
                </Typography>
              </Stack>
            ))}
          </Stack>
          {specialist && (
            <Typography variant="body2">{t('onlineBooking.withSpecialist', { name: specialist })}</Typography>
          )}
          {slot && (
            <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
              {formatLongDate(slot.date)} · {formatTime12h(slot.time)}
            </Typography>
          )}
          <Divider sx={{ my: 1.5 }} />
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 700 }}>{t('onlineBooking.total')}</Typography>
            <TotalPrice totals={totals} />
          </Stack>
          {totals.deposit > 0 && (
            <Typography variant="body2" color="primary" sx={{ mt: 0.5 }}>
              {t('onlineBooking.depositToSettle')}: {formatMoney(totals.deposit)}
            </Typography>
          )}
          <Box sx={{ mt: 2 }}>{actions}</Box>
        </CardContent>
      </Card>
    );
  }
  return (
    <Paper
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 10,
        px: 2,
        pt: 1.5,
        pb: 'calc(12px + env(safe-area-inset-bottom))',
        borderRadius: '16px 16px 0 0',
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {headline}
          </Typography>
          {slot && (
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {formatLongDate(slot.date)} · {formatTime12h(slot.time)}
            </Typography>
          )}
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <TotalPrice totals={totals} />
          {totals.deposit > 0 && (
            <Typography variant="caption" color="primary" sx={{ whiteSpace: 'nowrap' }}>
              {t('onlineBooking.deposit', { amount: formatMoney(totals.deposit) })}
            </Typography>
          )}
        </Box>
      </Stack>
      {actions}
    </Paper>
  );
}

// The visit's total as the salon would charge it, the price before promotions struck beside it.
function TotalPrice({ totals }: { totals: ReturnType<typeof totalsOf> }) {
  return (
    <Typography sx={{ fontWeight: 700 }} data-testid="booking-total">
      {totals.full > totals.price && (
        <Typography
          component="span"
          color="text.secondary"
          sx={{ textDecoration: 'line-through', fontWeight: 400, mr: 1 }}
        >
          {formatMoney(totals.full)}
        </Typography>
      )}
      {formatMoney(totals.price)}
    </Typography>
  );
}
