import CardMembershipIcon from '@mui/icons-material/CardMembership';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import type { CheckoutCatalog } from '../api/get-checkout-catalog';
import type { PricedCartLine } from '../checkout-cart';
import { packageWords } from '../package-words';
import { membershipFacts, validityText } from './package-line-dialog';

// A session package (decision 051) or a membership period (decision 055) in the cart: its name
// and facts, at the site's price.
export function PackageLineCard({
  line,
  catalog,
  onRemove,
}: {
  line: PricedCartLine;
  catalog: CheckoutCatalog;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  const item = line.kind === 'package' ? catalog.packages.find((row) => row.id === line.itemId) : undefined;
  const plan =
    line.kind === 'membership'
      ? (catalog.memberships ?? []).find((row) => row.id === line.itemId)
      : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="cart-line">
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <CardMembershipIcon color="primary" sx={{ mt: 0.25 }} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {item
              ? packageWords(item, t, [t('checkoutPackages.line'), validityText(item, t)])
              : t(line.kind === 'membership' ? 'checkoutPackages.membership.line' : 'checkoutPackages.line')}
            {plan ? ` · ${membershipFacts(plan, t)}` : ''}
            {line.unitPrice === null ? ` · ${t('sales.noPrice')}` : ''}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="line-total">
          {formatMoney(line.planned.total)}
        </Typography>
        <IconButton
          size="small"
          aria-label={`${t('sales.removeLine')} ${line.name}`}
          onClick={() => onRemove(line.key)}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Paper>
  );
}
