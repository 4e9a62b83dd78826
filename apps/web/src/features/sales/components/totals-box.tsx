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
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography
        sx={strong ? { fontWeight: 700 } : undefined}
        color={strong ? 'text.primary' : 'text.secondary'}
      >
        {label}
      </Typography>
      <Typography sx={{ whiteSpace: 'nowrap', ...(strong ? { fontWeight: 700 } : {}) }} data-testid={testId}>
        {formatMoney(value)}
      </Typography>
    </Stack>
  );
}

// Totals of the cart: subtotal, discounts (the promotions', then the membership's on its own row,
// decision 055), the client's balance used, the advance (the part a gift card paid at online
// booking named apart, decision 056), the gift cards, what is due.
export function TotalsBox({
  subtotal,
  discounts,
  memberDiscounts = 0,
  money,
  cardAdvance = 0,
}: {
  subtotal: number;
  discounts: number;
  memberDiscounts?: number;
  money: MoneySummary;
  cardAdvance?: number;
}) {
  const { t } = useTranslation();
  const byCard = Math.min(cardAdvance, money.advance);
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
      {money.advance > byCard && (
        <Row label={t('sales.advanceUsed')} value={byCard - money.advance} testId="advance-used" />
      )}
      {byCard > 0 && <Row label={t('sales.advanceByCard')} value={-byCard} testId="card-advance-used" />}
      {money.giftCards > 0 && (
        <Row label={t('wallet.used')} value={-money.giftCards} testId="gift-cards-used" />
      )}
      {money.tips > 0 && <Row label={t('sales.tipsToCollect')} value={money.tips} testId="checkout-tips" />}
      <Row label={t('sales.due')} value={money.toCollect} strong testId="checkout-due" />
    </Stack>
  );
}
