import type { notificationsEs } from '../es/notifications';

export const notificationsEn: typeof notificationsEs = {
  bell: 'Alerts',
  unread_one: '{{count}} unread alert',
  unread_other: '{{count}} unread alerts',
  empty: 'No alerts.',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  openClient: 'Open client',
  openReservation: 'Open appointment',
  lowRating: 'Low rating',
};
