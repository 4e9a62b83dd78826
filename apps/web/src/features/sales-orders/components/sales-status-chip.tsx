import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, 'default' | 'info' | 'primary' | 'success' | 'warning'> = {
  quote: 'default',
  confirmed: 'info',
  delivered: 'warning',
  invoiced: 'success',
  cancelled: 'default',
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
      <Chip
        size="small"
        color={COLORS[status] ?? 'default'}
        variant={status === 'cancelled' ? 'outlined' : 'filled'}
        label={t(`salesOrders.statuses.${status}`)}
        data-testid={testId}
      />
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
