// The app bar's search.
export const searchEs = {
  label: 'Buscar cliente o cita',
  placeholder: 'Buscar cliente o cita…',
  clients: 'Clientes',
  appointments: 'Citas desde hoy',
  nothing: 'Sin resultados.',
  typeMore: 'Escribe nombre, teléfono o correo.',
};
