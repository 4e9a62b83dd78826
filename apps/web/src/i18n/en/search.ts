import type { searchEs } from '../es/search';

export const searchEn: typeof searchEs = {
  label: 'Search client or appointment',
  placeholder: 'Search client or appointment…',
  clients: 'Clients',
  appointments: 'Appointments from today',
  nothing: 'No results.',
  typeMore: 'Type a name, phone or e-mail.',
};
