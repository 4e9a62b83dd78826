import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import type { CartLine, PricedCartLine } from '../checkout-cart';

// The package of the client that pays a service line with one session ("Plan: 3 de 10", decision
// 051), and the switch the cashier turns off to decline it.
export function CartLinePlan({
  line,
  onChange,
}: {
  line: PricedCartLine;
  onChange: (key: string, patch: Partial<CartLine>) => void;
}) {
  const { t } = useTranslation();
  const { plan } = line;
  if (!plan) {
    return null;
  }
  return (
    <Stack
      direction="row"
      sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}
      data-testid="line-plan"
    >
      <Typography
        variant="body2"
        sx={{ flexGrow: 1, fontWeight: 600, color: plan.used ? 'primary.main' : 'text.secondary' }}
      >
        {t('checkoutPackages.planLine', {
          name: plan.name,
          session: plan.session,
          of: plan.of,
        })}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={plan.used}
            onChange={(event) => onChange(line.key, { declinePackage: !event.target.checked })}
            slotProps={{ input: { 'aria-label': `${t('checkoutPackages.use')} · ${line.name}` } }}
          />
        }
        label={t('checkoutPackages.use')}
      />
    </Stack>
  );
}

// What a line carries besides its price: the membership's discount (decision 055), the
// promotions, the specialist's commission and the products the service uses.
export function CartLineChips({ line }: { line: PricedCartLine }) {
  const { t } = useTranslation();
  if (
    !(
      line.promotionNames.length > 0 ||
      line.commission ||
      line.consumption?.length ||
      Boolean(line.planned.memberDiscount)
    )
  ) {
    return null;
  }
  return (
    <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }}>
      {line.member && Boolean(line.planned.memberDiscount) && (
        <Chip
          size="small"
          color="primary"
          data-testid="line-membership-discount"
          label={t('checkoutPackages.membership.discount', {
            name: line.member.name,
            percent: line.member.percent,
            value: formatMoney(-(line.planned.memberDiscount ?? 0)),
          })}
        />
      )}
      {line.promotionNames.map((promotion) => (
        <Chip
          key={promotion.id}
          size="small"
          color="secondary"
          label={t('sales.promotionApplied', {
            name: promotion.name,
            value: formatMoney(-promotion.value),
          })}
        />
      ))}
      {line.commission && (
        <Chip
          size="small"
          variant="outlined"
          label={t('sales.commission', {
            value:
              line.commission.commission_type === '%'
                ? `${line.commission.commission}%`
                : formatMoney(line.commission.commission),
          })}
        />
      )}
      {line.consumption?.map((text) => (
        <Chip key={text} size="small" variant="outlined" label={t('sales.uses', { product: text })} />
      ))}
    </Stack>
  );
}
