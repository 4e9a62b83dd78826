import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'info'> = {
  draft: 'default',
  ordered: 'info',
  partial: 'warning',
  received: 'success',
  cancelled: 'default',
};

export function PurchaseStatusChip({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      label={t(`purchases.statuses.${status}`)}
      data-testid={testId}
    />
  );
}
