// Cabins, rooms and machines (decision 053).
export const resourcesEs = {
  help: 'Las cabinas, salas y equipos de la sede. Cada uno se reserva para una sola cita a la vez; una sala con tres camillas son tres filas.',
  new: 'Nueva cabina o equipo',
  edit: 'Editar cabina o equipo',
  name: 'Nombre',
  nameRequired: 'Escribe el nombre.',
  kind: 'Tipo',
  kinds: { cabina: 'Cabina', sala: 'Sala', equipo: 'Equipo' },
  siteRequired: 'Elige la sede.',
  siteFixed: 'La sede no cambia: sus citas son de esa sede.',
  active: 'Activo',
  saved: 'Cabina o equipo guardado.',
  searchPlaceholder: 'Buscar por nombre',
  empty: 'Todavía no hay cabinas ni equipos en esta sede.',
  // Its own hours (decision 058).
  hours: 'Horario propio',
  hoursSite:
    'Sin franjas propias, sigue el horario de la sede. Agrega franjas si abre menos (por ejemplo, cerrada los lunes en la mañana por limpieza).',
  hoursOwn:
    'Solo se reserva dentro de estas franjas (y del horario de la sede); un día sin franjas está cerrado.',
  siteHours: 'Horario de la sede',
  closed: 'Cerrado',
};
