import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RESERVATION_STATUSES } from '@sari/domain/reservation-status';
import { useTranslation } from 'react-i18next';
import { HomePanel } from './home-panel';

const STATUS_COLORS: Record<string, 'primary' | 'success' | 'info' | 'warning' | 'error'> = {
  confirmada: 'primary',
  cliente_llego: 'success',
  inicio_servicio: 'info',
  no_llego: 'warning',
  cancelado: 'error',
};

// Today's reservations: how many, then one chip per status with its count.
export function ReservationsTodayPanel({
  rows,
  loading,
}: {
  rows: { status: string; count: number }[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const counts = new Map((rows ?? []).map((row) => [row.status, row.count]));
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return (
    <HomePanel title={t('home.reservationsToday')} loading={loading} testId="reservations-today">
      <Typography variant="h2" color="primary" sx={{ mb: 2 }}>
        {total}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {RESERVATION_STATUSES.map((status) => (
          <Chip
            key={status}
            color={STATUS_COLORS[status]}
            variant={counts.get(status) ? 'filled' : 'outlined'}
            label={`${t(`status.${status}`)}: ${counts.get(status) ?? 0}`}
          />
        ))}
      </Stack>
    </HomePanel>
  );
}
