import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useAfterFirstDraw } from '../../../shared/hooks/use-after-first-draw';
import { useCurrentUser } from '../../../shared/session/current-user';
import { type AppNotification, useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NoticeItem } from './notice-item';

// The bell in the app bar of everyone who runs the agenda (and the managers): alerts that need
// someone at once (a low rating with the visit's details and the client to call back; a booking,
// move or cancellation made online, opening the reservation on the calendar), of the user's own
// sites, unread first in the count.
export function NotificationsBell() {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions;
  const runsAgenda = Boolean(permissions?.has('calendar:create') || permissions?.has('settings:update'));
  // Notices are the site's, not one user's: those who run the agenda mark them read; a manager
  // who only reads them (settings or reports, no agenda updates) sees them as they stand.
  const canMark = Boolean(permissions?.has('calendar:update'));
  // Asked once the screen has drawn: the bell is never what a user opened the app for.
  const drawn = useAfterFirstDraw();
  const notifications = useNotifications(runsAgenda && drawn);
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
          {canMark && unread > 0 && (
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
              <NoticeItem
                item={item}
                canMark={canMark}
                onRead={() => read([item])}
                onOpen={() => {
                  setAnchor(null);
                  if (canMark) {
                    void read([item]);
                  }
                }}
              />
            </Fragment>
          ))}
        </Box>
      </Popover>
    </>
  );
}
