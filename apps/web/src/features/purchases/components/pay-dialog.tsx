import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatMoney, parseMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { usePayPurchase } from '../api/pay-purchase';

const METHODS = ['efectivo', 'tarjeta'];

// Paying the supplier is an expense in the site's open drawer, never more than is owed.
export function PayDialog({
  orderId,
  siteName,
  owed,
  onClose,
}: {
  orderId: number;
  siteName: string;
  owed: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pay = usePayPurchase();
  const [amount, setAmount] = useState(String(owed));
  const [method, setMethod] = useState('efectivo');
  const dirty = useChanged([amount, method]);
  const value = parseMoney(amount);
  const valid = value !== null && value >= 1 && value <= owed;

  const confirm = async () => {
    if (!valid) {
      return;
    }
    try {
      const answer = await pay.mutateAsync({ id: orderId, amount: value, paymentMethod: method });
      pushAlert(t('purchases.paidDone', { owed: formatMoney(answer.owed) }), 'success');
      onClose();
    } catch (error) {
      handleHttpError(error);
    }
  };

  return (
    <FormDialog dirty={dirty} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('purchases.payTitle')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('purchases.payHelp', { site: siteName })}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            label={t('purchases.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={!valid}
            helperText={
              valid
                ? `${t('purchases.owed')}: ${formatMoney(owed)}`
                : t('purchases.amountInvalid', { max: formatMoney(owed) })
            }
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          <TextField
            select
            label={t('purchases.method')}
            value={method}
            onChange={(event) => setMethod(event.target.value)}
          >
            {METHODS.map((code) => (
              <MenuItem key={code} value={code}>
                {t(`paymentMethods.${code}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={!valid || pay.isPending}>
          {t('purchases.pay')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
