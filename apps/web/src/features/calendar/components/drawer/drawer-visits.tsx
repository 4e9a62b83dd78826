import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { useTranslation } from 'react-i18next';
import type { Visit } from '../../api/get-client-visits';

// The client's other visits: day, services and status.
export function DrawerVisits({ visits }: { visits: Visit[] }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t('calendar.visits')}</Typography>
      {visits.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('calendar.noVisits')}</Typography>
      ) : (
        visits.map((visit) => (
          <Typography key={visit.id} sx={{ fontSize: 14 }}>
            {formatDate(visit.date)} ·{' '}
            {visit.service_reservation_service.map((s) => s.service_id.name).join(', ')} ·{' '}
            {t(`status.${visit.status}`)}
          </Typography>
        ))
      )}
    </Box>
  );
}
