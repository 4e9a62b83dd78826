import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

// A product's units at a site: warned at or under its minimum, red at none; a dash when the
// product keeps no stock.
export function StockChip({ current, min, tracked }: { current: number; min: number; tracked: boolean }) {
  const { t } = useTranslation();
  if (!tracked) {
    return <Typography color="text.secondary">—</Typography>;
  }
  const low = current <= min;
  return (
    <Chip
      size="small"
      label={low ? t('products.lowStock', { count: current }) : current}
      color={current <= 0 ? 'error' : low ? 'warning' : 'default'}
      variant={low ? 'filled' : 'outlined'}
    />
  );
}
