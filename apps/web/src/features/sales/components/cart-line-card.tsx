import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import type { CheckoutCatalog } from '../api/get-checkout-catalog';
import type { CartLine, PricedCartLine } from '../checkout-cart';
import { CartLineChips, CartLinePlan } from './cart-line-extras';
import { PriceField } from './price-field';

const specialistName = (s: { name: string; last_name: string | null }) =>
  `${s.name} ${s.last_name ?? ''}`.trim();

// One line of the cart: what it is, its total, its specialist or quantity, its price change
// (price-field.tsx), the package that may pay it and the promotions, commission and consumables
// it carries (cart-line-extras.tsx).
export function CartLineCard({
  line,
  catalog,
  canChangePrice,
  onChange,
  onRemove,
}: {
  line: PricedCartLine;
  catalog: CheckoutCatalog;
  canChangePrice: boolean;
  onChange: (key: string, patch: Partial<CartLine>) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  const service = catalog.services.find((item) => item.id === line.itemId);
  const offered = new Set(service?.service_specialist.map((row) => row.specialist_id) ?? []);
  const specialists = catalog.specialists.filter(
    (specialist) => offered.size === 0 || offered.has(specialist.id) || specialist.id === line.specialistId,
  );
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="cart-line">
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {line.kind === 'service' ? t('sales.service') : t('sales.product')}
            {line.unitPrice === null ? ` · ${t('sales.noPrice')}` : ` · ${formatMoney(line.unitPrice)}`}
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        {line.kind === 'service' ? (
          <TextField
            select
            size="small"
            label={t('sales.specialist')}
            value={line.specialistId ?? ''}
            onChange={(event) => onChange(line.key, { specialistId: Number(event.target.value) || null })}
            error={!line.specialistId}
            sx={{ minWidth: 200, flexGrow: 1 }}
          >
            {specialists.map((specialist) => (
              <MenuItem key={specialist.id} value={specialist.id}>
                {specialistName(specialist)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            size="small"
            type="number"
            label={t('sales.quantity')}
            value={line.amount}
            onChange={(event) =>
              onChange(line.key, {
                amount: Math.max(1, Math.min(10_000, Math.floor(Number(event.target.value) || 1))),
              })
            }
            slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
            sx={{ width: { sm: 120 } }}
          />
        )}
        {line.kind === 'service' && canChangePrice && !line.plan?.used && (
          <PriceField line={line} onChange={(priceChange) => onChange(line.key, { priceChange })} />
        )}
      </Stack>
      <CartLinePlan line={line} onChange={onChange} />
      <CartLineChips line={line} />
    </Paper>
  );
}
