// The bell in the app bar of everyone who runs the agenda.
export const notificationsEs = {
  bell: 'Avisos',
  unread_one: '{{count}} aviso sin leer',
  unread_other: '{{count}} avisos sin leer',
  empty: 'No hay avisos.',
  markRead: 'Marcar como leído',
  markAllRead: 'Marcar todo como leído',
  openClient: 'Ver cliente',
  openReservation: 'Ver cita',
  lowRating: 'Calificación baja',
};
