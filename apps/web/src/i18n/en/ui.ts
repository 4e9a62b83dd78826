import type { uiEs } from '../es/ui';

export const uiEn: typeof uiEs = {
  call: 'Call {{phone}}',
  whatsapp: 'Message {{phone}} on WhatsApp',
  forbiddenTitle: "You don't have permission to see this page",
  forbiddenHelp:
    'Your role does not include "{{page}}". If you need it for your work, ask an administrator for access.',
  country: 'Country',
  countryHelp: 'Phones typed without a country code are read as numbers of this country.',
  moreActions: 'More actions',
};
