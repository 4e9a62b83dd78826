import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, 'default' | 'info' | 'primary' | 'success' | 'warning'> = {
  quote: 'default',
  confirmed: 'info',
  delivered: 'warning',
  invoiced: 'success',
  cancelled: 'default',
};

export function SalesOrderStatusChip({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      label={t(`salesOrders.statuses.${status}`)}
      data-testid={testId}
    />
  );
}
