import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDayNumeric } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import type { ChargedSale } from '../api/charge';
import { SoldPrepaidRows } from './sold-prepaid-rows';

// What a charge did with memberships (decision 055): the discount the client's membership took
// off the sale, and each membership period it sold ("Club Oro · del 25/11/2026 al 24/12/2026").
export function SoldMemberships({
  sale,
  planName,
}: {
  sale: ChargedSale;
  planName: (membershipPlanId: number) => string;
}) {
  const { t } = useTranslation();
  if (sale.memberships_sold.length === 0 && sale.membership_discount === 0) {
    return null;
  }
  return (
    <Stack spacing={1} sx={{ width: '100%', textAlign: 'left' }}>
      {sale.membership_discount > 0 && (
        <Typography data-testid="charged-membership-discount">
          {t('checkoutPackages.membership.chargedDiscount', {
            amount: formatMoney(-sale.membership_discount),
          })}
        </Typography>
      )}
      <SoldPrepaidRows
        title={t('checkoutPackages.membership.soldTitle')}
        testId="sold-membership"
        rows={sale.memberships_sold.map((sold) => ({
          id: sold.id,
          text: t('checkoutPackages.membership.sold', {
            name: planName(sold.membership_plan_id),
            from: formatDayNumeric(sold.starts_on),
            to: formatDayNumeric(sold.expires_on),
          }),
        }))}
      />
    </Stack>
  );
}
