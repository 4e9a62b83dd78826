import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'info';

// A kind of document's statuses, declared once: each status's colour, where its label lives
// (`${labelPrefix}.${status}`), and which statuses are only outlined (a closed document).
export type StatusStyles = {
  labelPrefix: string;
  colors: Record<string, ChipColor>;
  outlined: readonly string[];
};

export function StatusChip({
  styles,
  status,
  testId,
}: {
  styles: StatusStyles;
  status: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={styles.colors[status] ?? 'default'}
      variant={styles.outlined.includes(status) ? 'outlined' : 'filled'}
      label={t(`${styles.labelPrefix}.${status}`)}
      data-testid={testId}
    />
  );
}
