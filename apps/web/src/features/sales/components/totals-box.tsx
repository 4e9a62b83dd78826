import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import type { MoneySummary } from '../checkout-cart';

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: number;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography
        sx={strong ? { fontWeight: 700 } : undefined}
        color={strong ? 'text.primary' : 'text.secondary'}
      >
        {label}
      </Typography>
      <Typography sx={strong ? { fontWeight: 700 } : undefined} data-testid={testId}>
        {formatMoney(value)}
      </Typography>
    </Stack>
  );
}

// Totals of the cart: subtotal, discounts (the promotions', then the membership's on its own row,
// decision 055), the client's balance used, the advance, the gift cards, what is due.
export function TotalsBox({
  subtotal,
  discounts,
  memberDiscounts = 0,
  money,
}: {
  subtotal: number;
  discounts: number;
  memberDiscounts?: number;
  money: MoneySummary;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} data-testid="checkout-totals">
      <Row label={t('sales.subtotal')} value={subtotal} />
      {discounts > memberDiscounts && (
        <Row label={t('sales.discounts')} value={memberDiscounts - discounts} />
      )}
      {memberDiscounts > 0 && (
        <Row
          label={t('checkoutPackages.membership.totalsRow')}
          value={-memberDiscounts}
          testId="checkout-membership-discount"
        />
      )}
      <Row label={t('sales.total')} value={money.total} strong testId="checkout-total" />
      {money.depositUsed > 0 && (
        <Row label={t('sales.depositUsed')} value={-money.depositUsed} testId="deposit-used" />
      )}
      {money.advance > 0 && <Row label={t('sales.advanceUsed')} value={-money.advance} />}
      {money.giftCards > 0 && (
        <Row label={t('wallet.used')} value={-money.giftCards} testId="gift-cards-used" />
      )}
      {money.tips > 0 && <Row label={t('sales.tipsToCollect')} value={money.tips} testId="checkout-tips" />}
      <Row label={t('sales.due')} value={money.toCollect} strong testId="checkout-due" />
    </Stack>
  );
}
