import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, parseMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { isHeld, returnedWay, useAdvances } from '../api/get-advances';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useRecordAdvance } from '../api/record-advance';
import { AdvanceSettle } from './advance-settle';

// A reservation's advance (advance_payment): what the client paid ahead, and recording one into
// the site's open drawer (the server refuses it with its reason if the drawer is closed); the
// charge takes it off the amount due. What was given back no longer counts (decision 067): a
// cancelled reservation's money advance is paid back or kept as the client's balance here.
// What the user may do with it, by the permission each endpoint asks: record (sales create), pay
// back (sales delete, like a refund), keep as balance (sales update).
export type AdvanceRights = { record: boolean; giveBack: boolean; keep: boolean };
export const NO_ADVANCE_RIGHTS: AdvanceRights = { record: false, giveBack: false, keep: false };

export function AdvancePanel({
  reservationId,
  rights,
  cancelled = false,
  hasClient = false,
}: {
  reservationId: number;
  rights: AdvanceRights;
  cancelled?: boolean;
  hasClient?: boolean;
}) {
  const { t } = useTranslation();
  const rows = useAdvances(reservationId).data ?? [];
  const canRecord = rights.record;
  const advances = rows.filter((row) => !row.returned_at);
  const returned = rows.filter((row) => row.returned_at);
  const held = rows.filter((row) => isHeld(row) && row.wallet_instrument_id === null);
  const heldTotal = held.reduce((sum, row) => sum + row.advance_payment, 0);
  const [open, setOpen] = useState(false);
  const methods = usePaymentMethods(open).data ?? [];
  const [amountText, setAmountText] = useState('');
  const [method, setMethod] = useState('efectivo');
  const record = useRecordAdvance();
  const amount = parseMoney(amountText);
  const valid = amount !== null && amount > 0;
  const total = advances.reduce((sum, row) => sum + row.advance_payment, 0);

  const submit = () => {
    if (!valid) {
      return;
    }
    record.mutate(
      { id: reservationId, amount, paymentMethod: method },
      {
        onSuccess: () => {
          pushAlert(t('calendar.advanceRecorded', { amount: formatMoney(amount) }), 'success');
          setOpen(false);
          setAmountText('');
        },
        onError: (error) => handleHttpError(error),
      },
    );
  };

  return (
    <Box data-testid="drawer-advance">
      <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t('calendar.advance')}</Typography>
      <Typography sx={{ fontSize: 14, color: total > 0 ? 'text.primary' : 'text.secondary' }}>
        {total > 0
          ? t(cancelled ? 'calendar.advancesHeld' : 'calendar.advances', { amount: formatMoney(total) })
          : t('calendar.noAdvance')}
      </Typography>
      {advances.some((row) => row.is_used) && (
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t('calendar.advanceUsed')}</Typography>
      )}
      {returned.map((row) => (
        <Typography key={row.id} sx={{ fontSize: 13, color: 'text.secondary' }}>
          {t(`calendar.advanceBack.${returnedWay(row)}`, { amount: formatMoney(row.advance_payment) })}
        </Typography>
      ))}
      {cancelled && heldTotal > 0 && (
        <AdvanceSettle
          reservationId={reservationId}
          amount={heldTotal}
          canReturn={rights.giveBack}
          canKeep={hasClient && rights.keep}
        />
      )}
      {canRecord && !open && (
        <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => setOpen(true)}>
          {t('calendar.recordAdvance')}
        </Button>
      )}
      {canRecord && open && (
        <Stack
          component="form"
          noValidate
          spacing={1.5}
          sx={{ mt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            size="small"
            label={t('calendar.advanceAmount')}
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            error={amountText !== '' && !valid}
            helperText={amountText !== '' && !valid ? t('calendar.advanceInvalid') : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            autoFocus
          />
          <TextField
            select
            size="small"
            label={t('calendar.advanceMethod')}
            value={methods.some((item) => item.code === method) ? method : ''}
            onChange={(event) => setMethod(event.target.value)}
          >
            {methods.map((item) => (
              <MenuItem key={item.code} value={item.code}>
                {item.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!valid || record.isPending}>
              {t('calendar.recordAdvance')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
