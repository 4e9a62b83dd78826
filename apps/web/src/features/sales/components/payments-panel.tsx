import AddIcon from '@mui/icons-material/Add';
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
import { formatMoney, parseMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import type { CatalogMethod, CatalogSpecialist } from '../api/get-checkout-catalog';
import type { MoneySummary } from '../checkout-cart';

export type PaymentRow = { key: string; method: string; text: string };
export type TipRow = { key: string; specialistId: number | null; text: string; method: string };

export const amountOf = (text: string) => (text.trim() === '' ? 0 : parseMoney(text));

let next = 0;
export const rowKey = () => `row-${++next}`;

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: number;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography
        sx={strong ? { fontWeight: 700 } : undefined}
        color={strong ? 'text.primary' : 'text.secondary'}
      >
        {label}
      </Typography>
      <Typography sx={strong ? { fontWeight: 700 } : undefined} data-testid={testId}>
        {formatMoney(value)}
      </Typography>
    </Stack>
  );
}

// Totals of the cart: subtotal, discounts, the client's balance used, the advance, what is due.
export function TotalsBox({
  subtotal,
  discounts,
  money,
}: {
  subtotal: number;
  discounts: number;
  money: MoneySummary;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} data-testid="checkout-totals">
      <Row label={t('sales.subtotal')} value={subtotal} />
      {discounts > 0 && <Row label={t('sales.discounts')} value={-discounts} />}
      <Row label={t('sales.total')} value={money.total} strong testId="checkout-total" />
      {money.depositUsed > 0 && (
        <Row label={t('sales.depositUsed')} value={-money.depositUsed} testId="deposit-used" />
      )}
      {money.advance > 0 && <Row label={t('sales.advanceUsed')} value={-money.advance} />}
      {money.tips > 0 && <Row label={t('sales.tipsToCollect')} value={money.tips} testId="checkout-tips" />}
      <Row label={t('sales.due')} value={money.toCollect} strong testId="checkout-due" />
    </Stack>
  );
}

// Split payment across methods with what is left always in sight; an overpayment becomes
// change or the client's balance (the cashier chooses).
export function PaymentsPanel({
  methods,
  payments,
  setPayments,
  money,
  overpayment,
  setOverpayment,
  hasClient,
}: {
  methods: CatalogMethod[];
  payments: PaymentRow[];
  setPayments: (rows: PaymentRow[]) => void;
  money: MoneySummary;
  overpayment: 'cambio' | 'abono';
  setOverpayment: (value: 'cambio' | 'abono') => void;
  hasClient: boolean;
}) {
  const { t } = useTranslation();
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
      </Stack>
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
    </Stack>
  );
}

// Tips per specialist: money of their own, apart from the sale and the commission.
export function TipsPanel({
  specialists,
  methods,
  tips,
  setTips,
}: {
  specialists: CatalogSpecialist[];
  methods: CatalogMethod[];
  tips: TipRow[];
  setTips: (rows: TipRow[]) => void;
}) {
  const { t } = useTranslation();
  const update = (key: string, patch: Partial<TipRow>) =>
    setTips(tips.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const cashLike = methods.filter((method) => method.code !== 'credito');
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h3" sx={{ flexGrow: 1 }}>
          {t('sales.tips')}
        </Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() =>
            setTips([...tips, { key: rowKey(), specialistId: null, text: '', method: 'efectivo' }])
          }
        >
          {t('sales.addTip')}
        </Button>
      </Stack>
      {tips.map((tip) => (
        <Stack key={tip.key} direction={{ xs: 'column', sm: 'row' }} spacing={1} data-testid="tip-row">
          <TextField
            select
            size="small"
            label={t('sales.specialist')}
            value={tip.specialistId ?? ''}
            onChange={(event) => update(tip.key, { specialistId: Number(event.target.value) || null })}
            sx={{ flex: 2 }}
          >
            {specialists.map((specialist) => (
              <MenuItem key={specialist.id} value={specialist.id}>
                {`${specialist.name} ${specialist.last_name ?? ''}`.trim()}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1} sx={{ flex: 3 }}>
            <TextField
              size="small"
              label={t('sales.tipAmount')}
              value={tip.text}
              onChange={(event) => update(tip.key, { text: event.target.value })}
              error={amountOf(tip.text) === null}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              size="small"
              label={t('sales.method')}
              value={tip.method}
              onChange={(event) => update(tip.key, { method: event.target.value })}
              sx={{ flex: 1 }}
            >
              {cashLike.map((method) => (
                <MenuItem key={method.code} value={method.code}>
                  {method.name}
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              aria-label={t('sales.removeTip')}
              onClick={() => setTips(tips.filter((row) => row.key !== tip.key))}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
