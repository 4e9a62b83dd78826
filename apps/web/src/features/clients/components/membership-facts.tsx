import EventBusyIcon from '@mui/icons-material/EventBusy';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDayNumeric } from '@sari/domain/dates';
import { useTranslation } from 'react-i18next';
import type { WalletInstrument } from '../api/get-client-wallet';

// What a membership period is (decision 055): "Membresía · mensual · 10 % en servicios", its
// period "Del 23/11/2026 al 22/12/2026", since when it is paused, and near its end "Vence en 3
// días" (decision 060: the server says when, by the company's reminder days).
export function MembershipFacts({ instrument }: { instrument: WalletInstrument }) {
  const { t } = useTranslation();
  const plan = instrument.membership_plan;
  const facts = [
    t('wallet.kinds.membership'),
    plan ? t(`wallet.membership.periods.${plan.period}`) : '',
    instrument.service_discount
      ? t('wallet.membership.serviceOff', { percent: instrument.service_discount })
      : '',
    instrument.product_discount
      ? t('wallet.membership.productOff', { percent: instrument.product_discount })
      : '',
  ].filter(Boolean);
  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="membership-facts">
        {facts.join(' · ')}
      </Typography>
      {instrument.starts_on && instrument.expires_on && (
        <Typography variant="body2" color="text.secondary" data-testid="membership-period">
          {t('wallet.membership.period', {
            from: formatDayNumeric(instrument.starts_on),
            to: formatDayNumeric(instrument.expires_on),
          })}
          {instrument.paused_on
            ? ` · ${t('wallet.membership.pausedSince', { date: formatDayNumeric(instrument.paused_on) })}`
            : ''}
        </Typography>
      )}
      {instrument.renewal_due && instrument.days_left !== null && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          icon={<EventBusyIcon />}
          label={
            instrument.days_left === 0
              ? t('wallet.membership.endsToday')
              : t('wallet.membership.endsIn', { count: instrument.days_left })
          }
          sx={{ mt: 0.5 }}
          data-testid="membership-ends-soon"
        />
      )}
    </>
  );
}
