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
import { useAdvances } from '../api/get-advances';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useRecordAdvance } from '../api/record-advance';

// A reservation's advance (advance_payment): what the client paid ahead, and recording one into
// the site's open drawer (the server refuses it with its reason if the drawer is closed); the
// charge takes it off the amount due.
export function AdvancePanel({ reservationId, canRecord }: { reservationId: number; canRecord: boolean }) {
  const { t } = useTranslation();
  const advances = useAdvances(reservationId).data ?? [];
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
        {total > 0 ? t('calendar.advances', { amount: formatMoney(total) }) : t('calendar.noAdvance')}
      </Typography>
      {advances.some((row) => row.is_used) && (
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t('calendar.advanceUsed')}</Typography>
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
