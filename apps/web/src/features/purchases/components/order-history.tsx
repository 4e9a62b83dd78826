import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card';
import type { PurchaseOrder } from '../api/purchase-keys';

// What happened to the order: returns and payments, named as done ("Pago", not the action).
export function OrderHistory({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  if (order.purchase_return.length === 0 && order.purchase_payment.length === 0) {
    return null;
  }
  return (
    <Grid size={12}>
      <SectionCard title={`${t('purchases.returns')} · ${t('purchases.payments')}`}>
        <Stack spacing={0.5} data-testid="order-history">
          {order.purchase_return.map((row) => (
            <Typography key={`r${row.id}`}>
              {formatDate(row.date_created)} · {t('purchases.returnEntry')} {formatMoney(Number(row.total))} ·{' '}
              {row.reason}
            </Typography>
          ))}
          {order.purchase_payment.map((row) => (
            <Typography key={`p${row.id}`}>
              {formatDate(row.date_created)} · {t('purchases.paymentEntry')} {formatMoney(Number(row.amount))}
            </Typography>
          ))}
        </Stack>
      </SectionCard>
    </Grid>
  );
}
