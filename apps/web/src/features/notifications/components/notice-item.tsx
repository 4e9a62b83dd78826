import EventIcon from '@mui/icons-material/Event';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AppNotification } from '../api/get-notifications';

const timeOf = (instant: string) =>
  new Date(instant).toLocaleTimeString('es-CO', { hour: 'numeric', minute: '2-digit' });

type Props = { item: AppNotification; canMark: boolean; onRead: () => void; onOpen: () => void };

// One notice of the bell: what happened and when, the way to the reservation or client, and
// "mark read" for those who may.
export function NoticeItem({ item, canMark, onRead, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid={`notification-${item.id}`}
      sx={{ px: 2, py: 1.5, bgcolor: item.read_at ? 'transparent' : 'rgba(93, 39, 132, 0.06)' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {item.kind === 'calificacion_baja' && (
          <StarBorderIcon color="error" fontSize="small" sx={{ mt: 0.25 }} />
        )}
        {item.kind.startsWith('reserva_') && <EventIcon color="primary" fontSize="small" sx={{ mt: 0.25 }} />}
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: item.read_at ? 500 : 700 }}>{item.title}</Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDate(item.date_created)} · {timeOf(item.date_created)}
          </Typography>
          {item.body && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
              {item.body}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {item.link?.startsWith('/') && (
              <Button size="small" variant="outlined" component={RouterLink} to={item.link} onClick={onOpen}>
                {item.link.startsWith('/calendar')
                  ? t('notifications.openReservation')
                  : t('notifications.openClient')}
              </Button>
            )}
            {canMark && !item.read_at && (
              <Button size="small" onClick={onRead}>
                {t('notifications.markRead')}
              </Button>
            )}
          </Stack>
        </Box>
      </Stack>
    </Box>
  );
}
