import type { resourcesEs } from '../es/resources';

// Cabins, rooms and machines (decision 053).
export const resourcesEn: typeof resourcesEs = {
  help: "The site's cabins, rooms and machines. Each one is booked for one appointment at a time; a room with three beds is three rows.",
  new: 'New cabin or machine',
  edit: 'Edit cabin or machine',
  name: 'Name',
  nameRequired: 'Write the name.',
  kind: 'Kind',
  kinds: { cabina: 'Cabin', sala: 'Room', equipo: 'Machine' },
  siteRequired: 'Choose the site.',
  siteFixed: 'The site does not change: its bookings belong to it.',
  active: 'Active',
  saved: 'Cabin or machine saved.',
  searchPlaceholder: 'Search by name',
  empty: 'No cabins or machines at this site yet.',
  hours: 'Own hours',
  hoursSite:
    "Without windows of its own it follows the site's hours. Add windows if it opens less (e.g. closed on Monday mornings for cleaning).",
  hoursOwn: "It is booked only within these windows (and the site's hours); a day without windows is closed.",
  siteHours: 'Site hours',
  closed: 'Closed',
};
