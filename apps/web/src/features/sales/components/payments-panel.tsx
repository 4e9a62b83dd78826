import AddIcon from '@mui/icons-material/Add';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogMethod } from '../api/get-checkout-catalog';
import type { MoneySummary } from '../checkout-cart';
import { amountOf, type GiftCardRow, type PaymentRow, rowKey } from '../payment-rows';
import { GiftCardPaymentDialog } from './gift-card-payment-dialog';
import { GiftCardPayments } from './gift-card-payments';

// Split payment across methods and gift cards (decision 050) with what is left always in sight;
// an overpayment becomes change or the client's balance (the cashier chooses).
export function PaymentsPanel({
  methods,
  payments,
  setPayments,
  money,
  overpayment,
  setOverpayment,
  clientId,
  giftCards,
  setGiftCards,
}: {
  methods: CatalogMethod[];
  payments: PaymentRow[];
  setPayments: (rows: PaymentRow[]) => void;
  money: MoneySummary;
  overpayment: 'cambio' | 'abono';
  setOverpayment: (value: 'cambio' | 'abono') => void;
  clientId: number | null;
  giftCards: GiftCardRow[];
  setGiftCards: (rows: GiftCardRow[]) => void;
}) {
  const { t } = useTranslation();
  const hasClient = clientId !== null;
  const [payingWithCard, setPayingWithCard] = useState(false);
  const add = (method: string) =>
    setPayments([
      ...payments,
      { key: rowKey(), method, text: money.remaining > 0 ? String(money.remaining) : '' },
    ]);
  const nameOf = (code: string) => methods.find((method) => method.code === code)?.name ?? code;
  return (
    <Stack spacing={1.5}>
      <Typography variant="h3">{t('sales.payments')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {methods.map((method) => (
          <Button
            key={method.code}
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => add(method.code)}
          >
            {method.name}
          </Button>
        ))}
        <Button
          size="small"
          variant="outlined"
          startIcon={<CardGiftcardIcon />}
          onClick={() => setPayingWithCard(true)}
          data-testid="pay-gift-card"
        >
          {t('wallet.payWith')}
        </Button>
      </Stack>
      <GiftCardPayments rows={giftCards} setRows={setGiftCards} />
      {payments.map((payment) => {
        const amount = amountOf(payment.text);
        return (
          <Stack
            key={payment.key}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start' }}
            data-testid="payment-row"
          >
            <TextField
              select
              size="small"
              label={t('sales.method')}
              value={payment.method}
              onChange={(event) =>
                setPayments(
                  payments.map((row) =>
                    row.key === payment.key ? { ...row, method: event.target.value } : row,
                  ),
                )
              }
              sx={{ flex: 1, minWidth: 0 }}
            >
              {methods.map((method) => (
                <MenuItem key={method.code} value={method.code}>
                  {method.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={t('sales.amountOf', { method: nameOf(payment.method) })}
              value={payment.text}
              onChange={(event) =>
                setPayments(
                  payments.map((row) =>
                    row.key === payment.key ? { ...row, text: event.target.value } : row,
                  ),
                )
              }
              error={amount === null}
              helperText={amount === null ? t('sales.pesosInvalid') : undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <IconButton
              aria-label={`${t('sales.removePayment')} ${nameOf(payment.method)}`}
              onClick={() => setPayments(payments.filter((row) => row.key !== payment.key))}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
        );
      })}
      <Paper
        variant="outlined"
        sx={{ p: 1.5, borderWidth: 2, borderColor: money.remaining > 0 ? 'warning.main' : 'success.main' }}
        data-testid="remaining"
      >
        {money.remaining > 0 ? (
          <Typography sx={{ fontWeight: 700 }}>
            {t('sales.remaining', { amount: formatMoney(money.remaining) })}
          </Typography>
        ) : money.over > 0 ? (
          <Typography sx={{ fontWeight: 700 }}>
            {t('sales.over', { amount: formatMoney(money.over) })}
          </Typography>
        ) : (
          <Typography sx={{ fontWeight: 700 }}>{t('sales.covered')}</Typography>
        )}
        {money.credit > 0 && (
          <Typography variant="body2">
            {t('sales.creditLeft', { amount: formatMoney(money.credit) })}
          </Typography>
        )}
      </Paper>
      {money.over > 0 && (
        <RadioGroup
          row
          value={overpayment}
          onChange={(event) => setOverpayment(event.target.value as 'cambio' | 'abono')}
          aria-label={t('sales.overpaymentAs')}
        >
          <FormControlLabel
            value="cambio"
            control={<Radio />}
            label={t('sales.asChange', { amount: formatMoney(money.over) })}
          />
          <FormControlLabel
            value="abono"
            control={<Radio />}
            label={t('sales.asDeposit')}
            disabled={!hasClient}
          />
        </RadioGroup>
      )}
      {!hasClient && money.credit > 0 && <Alert severity="warning">{t('sales.needsClient')}</Alert>}
      {payingWithCard && (
        <GiftCardPaymentDialog
          clientId={clientId}
          open={Math.max(0, Math.min(money.giftCardRoom - money.giftCards, money.remaining))}
          taken={giftCards}
          onAdd={(row) => {
            setGiftCards([...giftCards, row]);
            setPayingWithCard(false);
          }}
          onClose={() => setPayingWithCard(false)}
        />
      )}
    </Stack>
  );
}
