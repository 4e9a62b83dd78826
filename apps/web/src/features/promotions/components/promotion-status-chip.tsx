import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

// A promotion's state today: vigente (green), vencido (past its end), inactiva.
export function PromotionStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const sx =
    status === 'vigente'
      ? { bgcolor: 'success.main', color: 'success.contrastText' }
      : status === 'vencido'
        ? { bgcolor: 'overdue.main', color: '#000000' }
        : undefined;
  return (
    <Chip size="small" label={t(`promotions.statuses.${status}`)} sx={sx} data-testid="promotion-status" />
  );
}
