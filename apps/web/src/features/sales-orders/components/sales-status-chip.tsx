import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusStyles } from '../../../shared/document/status-chip';

// A sales order's statuses: a quote, confirmed, delivered, invoiced, or cancelled (outlined).
export const SALES_ORDER_STATUSES: StatusStyles = {
  labelPrefix: 'salesOrders.statuses',
  colors: {
    quote: 'default',
    confirmed: 'info',
    delivered: 'warning',
    invoiced: 'success',
    cancelled: 'default',
  },
  outlined: ['cancelled'],
};

// The status, and beside it "Vencido" in the theme's overdue colour when the delivery date passed.
export function SalesOrderStatusChip({
  status,
  overdue = false,
  testId,
}: {
  status: string;
  overdue?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <StatusChip styles={SALES_ORDER_STATUSES} status={status} testId={testId} />
      {overdue && (
        <Chip
          size="small"
          label={t('salesOrders.overdue')}
          data-testid="order-overdue"
          sx={{ bgcolor: 'overdue.main', color: 'overdue.contrastText', fontWeight: 600 }}
        />
      )}
    </Stack>
  );
}
