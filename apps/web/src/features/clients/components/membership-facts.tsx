import Typography from '@mui/material/Typography';
import { formatDayNumeric } from '@sari/domain/dates';
import { useTranslation } from 'react-i18next';
import type { WalletInstrument } from '../api/get-client-wallet';

// What a membership period is (decision 055): "Membresía · mensual · 10 % en servicios", its
// period "Del 23/11/2026 al 22/12/2026", and since when it is paused.
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
    </>
  );
}
