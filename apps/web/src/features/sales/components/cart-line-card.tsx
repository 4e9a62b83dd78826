import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, parseMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutCatalog } from '../api/get-checkout-catalog';
import type { CartLine, PricedCartLine } from '../checkout-cart';

const specialistName = (s: { name: string; last_name: string | null }) =>
  `${s.name} ${s.last_name ?? ''}`.trim();

// One line of the cart: what it is, its total, its specialist or quantity, its price change
// and the promotions, commission and consumables it carries.
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
      {line.plan && (
        <Stack
          direction="row"
          sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}
          data-testid="line-plan"
        >
          <Typography
            variant="body2"
            sx={{ flexGrow: 1, fontWeight: 600, color: line.plan.used ? 'primary.main' : 'text.secondary' }}
          >
            {t('checkoutPackages.planLine', {
              name: line.plan.name,
              session: line.plan.session,
              of: line.plan.of,
            })}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={line.plan.used}
                onChange={(event) => onChange(line.key, { declinePackage: !event.target.checked })}
                slotProps={{ input: { 'aria-label': `${t('checkoutPackages.use')} · ${line.name}` } }}
              />
            }
            label={t('checkoutPackages.use')}
          />
        </Stack>
      )}
      {(line.promotionNames.length > 0 ||
        line.commission ||
        line.consumption?.length ||
        Boolean(line.planned.memberDiscount)) && (
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
      )}
    </Paper>
  );
}

function PriceField({ line, onChange }: { line: PricedCartLine; onChange: (price: number | null) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(line.priceChange === null ? '' : String(line.priceChange));
  const parsed = text.trim() === '' ? null : parseMoney(text);
  return (
    <TextField
      size="small"
      label={t('sales.priceChange')}
      placeholder={line.unitPrice === null ? '' : formatMoney(line.unitPrice)}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const value = event.target.value.trim() === '' ? null : parseMoney(event.target.value);
        if (event.target.value.trim() === '' || value !== null) {
          onChange(value);
        }
      }}
      error={text.trim() !== '' && parsed === null}
      helperText={text.trim() !== '' && parsed === null ? t('sales.pesosInvalid') : undefined}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: { sm: 160 } }}
    />
  );
}
