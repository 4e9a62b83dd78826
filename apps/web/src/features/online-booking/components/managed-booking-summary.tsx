import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { formatTime12h } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import type { ManagedBooking } from '../api/get-public-booking';

const STATUS_COLOR: Record<string, 'success' | 'error' | 'default' | 'info'> = {
  confirmada: 'success',
  cancelado: 'error',
  cliente_llego: 'info',
  inicio_servicio: 'info',
};

// What the booking is: its status, when, each service with its specialist and time, and the
// deposit still to settle while it stands.
export function ManagedBookingSummary({ data }: { data: ManagedBooking }) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h2" component="h2">
          {t('onlineBooking.yourBooking')}
        </Typography>
        <Chip
          label={t(`onlineBooking.status.${data.status}`, { defaultValue: data.status })}
          color={STATUS_COLOR[data.status] ?? 'default'}
          data-testid="booking-status"
          sx={{ fontWeight: 600 }}
        />
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 2 }}>
        <ScheduleIcon color="primary" />
        <Box>
          <Typography sx={{ fontWeight: 700 }} data-testid="booking-when">
            {formatLongDate(data.date)}
          </Typography>
          <Typography>
            {formatTime12h(data.start)} – {formatTime12h(data.end)}
          </Typography>
        </Box>
      </Stack>
      <Stack spacing={0.75}>
        {data.services.map((service) => (
          <Stack
            key={`${service.name}-${service.start}`}
            direction="row"
            sx={{ justifyContent: 'space-between', gap: 1 }}
          >
            <Typography>
              <b>{service.name}</b> {t('onlineBooking.withSpecialist', { name: service.specialist })}
            </Typography>
            <Typography color="text.secondary">{formatTime12h(service.start)}</Typography>
          </Stack>
        ))}
      </Stack>
      {data.deposit > 0 && data.status !== 'cancelado' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          <b>
            {t('onlineBooking.depositToSettle')}: {formatMoney(data.deposit)}
          </b>
          <br />
          {t('onlineBooking.depositHelp')}
        </Alert>
      )}
    </>
  );
}
