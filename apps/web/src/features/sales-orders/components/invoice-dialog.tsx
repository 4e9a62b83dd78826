import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatMoney, parseMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useInvoiceSalesOrder } from '../api/invoice-sales-order';

type Payment = { method: string; amount: string };

// Invoicing charges the delivered order through the checkout's money rules: one or more
// payments; over the total is change or the client's balance (abono).
export function InvoiceDialog({
  orderId,
  total,
  onClose,
}: {
  orderId: number;
  total: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const methods = usePaymentMethods().data ?? [];
  const invoice = useInvoiceSalesOrder();
  const [payments, setPayments] = useState<Payment[]>([{ method: 'efectivo', amount: String(total) }]);
  const [overpayment, setOverpayment] = useState<'cambio' | 'abono'>('cambio');
  const dirty = useChanged([payments, overpayment]);
  const amounts = payments.map((payment) => parseMoney(payment.amount));
  const valid = amounts.every((amount) => amount !== null && amount >= 1);
  const paid = amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
  const methodOptions = methods.length ? methods : [{ code: 'efectivo', name: t('paymentMethods.efectivo') }];

  const update = (index: number, change: Partial<Payment>) =>
    setPayments(payments.map((payment, at) => (at === index ? { ...payment, ...change } : payment)));

  const confirm = async () => {
    try {
      await invoice.mutateAsync({
        id: orderId,
        payments: payments.map((payment, index) => ({
          paymentMethod: payment.method,
          amountPay: amounts[index] ?? 0,
        })),
        overpayment,
      });
      pushAlert(t('salesOrders.invoiced'), 'success');
      onClose();
    } catch (error) {
      handleHttpError(error);
    }
  };

  return (
    <FormDialog dirty={dirty} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle>{t('salesOrders.invoiceTitle', { id: orderId })}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('salesOrders.invoiceHelp')}</DialogContentText>
        <Stack spacing={1.5}>
          {payments.map((payment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: payment rows have no identity of their own
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                select
                size="small"
                label={t('salesOrders.method')}
                value={payment.method}
                onChange={(event) => update(index, { method: event.target.value })}
                sx={{ flexGrow: 1 }}
              >
                {methodOptions.map((method) => (
                  <MenuItem key={method.code} value={method.code}>
                    {method.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label={t('salesOrders.amount')}
                value={payment.amount}
                onChange={(event) => update(index, { amount: event.target.value })}
                error={amounts[index] === null || (amounts[index] ?? 0) < 1}
                sx={{ width: 150 }}
                slotProps={{
                  htmlInput: { inputMode: 'numeric' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
              {payments.length > 1 && (
                <IconButton
                  aria-label={t('salesOrders.removePayment')}
                  onClick={() => setPayments(payments.filter((_, at) => at !== index))}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
          ))}
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              setPayments([
                ...payments,
                { method: methodOptions[0].code, amount: String(Math.max(0, total - paid)) },
              ])
            }
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('salesOrders.addPayment')}
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography>{t('salesOrders.total')}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatMoney(total)}</Typography>
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography>{t('salesOrders.paidNow')}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatMoney(paid)}</Typography>
          </Stack>
          {paid > total && (
            <TextField
              select
              size="small"
              label={t('salesOrders.overpayment', { amount: formatMoney(paid - total) })}
              value={overpayment}
              onChange={(event) => setOverpayment(event.target.value as 'cambio' | 'abono')}
            >
              <MenuItem value="cambio">{t('salesOrders.change')}</MenuItem>
              <MenuItem value="abono">{t('salesOrders.deposit')}</MenuItem>
            </TextField>
          )}
          {paid < total && (
            <Typography color="warning.main">
              {t('salesOrders.short', { amount: formatMoney(total - paid) })}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={!valid || invoice.isPending}>
          {t('salesOrders.invoice')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
