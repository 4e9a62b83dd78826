import DoneAllIcon from '@mui/icons-material/DoneAll';
import EventIcon from '@mui/icons-material/Event';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useCurrentUser } from '../../../shared/session/current-user';
import { type AppNotification, useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

const timeOf = (instant: string) =>
  new Date(instant).toLocaleTimeString('es-CO', { hour: 'numeric', minute: '2-digit' });

// The bell in the app bar of everyone who runs the agenda (and the managers): alerts that need
// someone at once (a low rating with the visit's details and the client to call back; a booking,
// move or cancellation made online, opening the reservation on the calendar), of the user's own
// sites, unread first in the count.
export function NotificationsBell() {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions;
  const runsAgenda = Boolean(permissions?.has('calendar:create') || permissions?.has('settings:update'));
  const notifications = useNotifications(runsAgenda);
  const markRead = useMarkNotificationsRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!runsAgenda) {
    return null;
  }
  const unread = notifications.data?.unread ?? 0;
  const latest = notifications.data?.latest ?? [];
  const read = async (items: AppNotification[]) => {
    const ids = items.filter((item) => !item.read_at).map((item) => item.id);
    if (ids.length) {
      try {
        await markRead.mutateAsync(ids);
      } catch (error) {
        handleHttpError(error);
      }
    }
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={unread ? t('notifications.unread', { count: unread }) : t('notifications.bell')}
        data-testid="notifications-bell"
      >
        <Badge
          // Nothing drawn, not even a hidden 0, when all is read (the button's name is "Avisos").
          badgeContent={unread || undefined}
          color="error"
          max={99}
          data-testid="notifications-count"
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 380, maxWidth: 'calc(100vw - 24px)', maxHeight: '70vh' } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.25 }}>
          <Typography variant="h3" sx={{ flexGrow: 1 }}>
            {t('notifications.bell')}
          </Typography>
          {unread > 0 && (
            <Button size="small" startIcon={<DoneAllIcon />} onClick={() => read(latest)}>
              {t('notifications.markAllRead')}
            </Button>
          )}
        </Stack>
        <Divider />
        <Box data-testid="notifications-list">
          {latest.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {t('notifications.empty')}
            </Typography>
          )}
          {latest.map((item, index) => (
            <Fragment key={item.id}>
              {index > 0 && <Divider />}
              <Box
                data-testid={`notification-${item.id}`}
                sx={{ px: 2, py: 1.5, bgcolor: item.read_at ? 'transparent' : 'rgba(93, 39, 132, 0.06)' }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  {item.kind === 'calificacion_baja' && (
                    <StarBorderIcon color="error" fontSize="small" sx={{ mt: 0.25 }} />
                  )}
                  {item.kind.startsWith('reserva_') && (
                    <EventIcon color="primary" fontSize="small" sx={{ mt: 0.25 }} />
                  )}
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
                        <Button
                          size="small"
                          variant="outlined"
                          component={RouterLink}
                          to={item.link}
                          onClick={() => {
                            setAnchor(null);
                            void read([item]);
                          }}
                        >
                          {item.link.startsWith('/calendar')
                            ? t('notifications.openReservation')
                            : t('notifications.openClient')}
                        </Button>
                      )}
                      {!item.read_at && (
                        <Button size="small" onClick={() => read([item])}>
                          {t('notifications.markRead')}
                        </Button>
                      )}
                    </Stack>
                  </Box>
                </Stack>
              </Box>
            </Fragment>
          ))}
        </Box>
      </Popover>
    </>
  );
}
