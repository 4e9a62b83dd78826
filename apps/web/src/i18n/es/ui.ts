// Messages of the shared pieces every screen uses (phones, dialogs, access).
export const uiEs = {
  call: 'Llamar a {{phone}}',
  whatsapp: 'Escribir por WhatsApp a {{phone}}',
  forbiddenTitle: 'No tienes permiso para ver esta página',
  forbiddenHelp:
    'Tu rol no incluye «{{page}}». Si lo necesitas para tu trabajo, pide a un administrador que te dé acceso.',
  country: 'País',
  countryHelp: 'Los teléfonos escritos sin indicativo se leen como de este país.',
  moreActions: 'Más acciones',
};
