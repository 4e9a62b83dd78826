// The in-app guide (/docs) and its API reference.
export const docsEs = {
  title: 'Guía de Sari',
  intro:
    'Todo lo que necesitas para poner en marcha tu negocio, el trabajo de cada día y la conexión de otros sistemas por la API.',
  tabs: { guide: 'Guía', api: 'Referencia de la API' },
  contents: 'Contenido',
  sections: [
    {
      id: 'configurar',
      title: '1. Configura tu negocio',
      steps: [
        'Sedes y horarios: en Configuración › Sedes crea cada sede con su dirección y su zona horaria, y marca los días que abre con su hora de apertura y de cierre. Un día inactivo queda cerrado en la agenda y en la reserva en línea.',
        'Servicios: en Servicios crea cada servicio con su duración, su precio en cada sede, los especialistas que lo hacen y los productos que consume. Si el servicio tiene tiempo de espera (un color, una keratina), indica los minutos de proceso: en ese rato el especialista puede atender a otro cliente.',
        'Especialistas: en Especialistas crea a cada persona con su color en la agenda, las sedes donde trabaja, su horario semanal con descansos, sus ausencias y sus comisiones por categoría de servicio.',
        'Productos y precios: en Productos registra lo que vendes y lo que consumen los servicios, con precio por sede y tipo de precio, el stock de cada sede y su mínimo.',
        'Usuarios y roles: en Configuración › Usuarios invita a tu equipo por correo con un rol (Administrador, Recepcionista, Especialista o uno propio hecho con la matriz de permisos) y las sedes que puede ver.',
        'Ventas y caja: en Configuración › Ventas elige los medios de pago, si se permite vender a crédito y si el cierre de caja es a ciegas.',
      ],
    },
    {
      id: 'dia-a-dia',
      title: '2. El día a día',
      steps: [
        'Abre la caja: en Caja abre la sesión de la sede con el efectivo inicial. Cada pago en efectivo, cambio, abono, devolución, anticipo, gasto o pago a un especialista queda como movimiento de esa sesión.',
        'Agenda: en Agenda ves una columna por especialista. Haz clic en un espacio libre para reservar (cliente existente o nuevo con nombre y teléfono, uno o varios servicios seguidos, productos y notas); arrastra una cita para moverla o estírala para cambiar su duración; cambia su estado en dos clics (confirmada, llegó, en servicio, no llegó, cancelada).',
        'Cobro: desde la cita pulsa «Cobrar», o haz una venta de mostrador en Ventas. Divide el pago entre medios, usa el saldo a favor del cliente, deja propina al especialista y descarga o imprime el recibo.',
        'Cierre: al final del día cuenta cada medio de pago en Caja; Sari muestra lo esperado, lo contado y la diferencia, y genera el informe de cierre en PDF.',
        'Reportes: en Reportes consulta ventas, citas, caja, productos, compras y la liquidación de cada especialista, filtrados por fechas y sede, con exportación a CSV y Excel.',
      ],
    },
    {
      id: 'api',
      title: '3. Conecta otros sistemas (API)',
      steps: [
        'La API vive en /api de esta misma dirección. Cada colección se lee y escribe en /api/items/{colección} (con fields[], filter, sort[], limit, page, search y meta), y las operaciones del negocio (reservar, cobrar, caja, reportes) tienen sus propias rutas, todas descritas en la pestaña «Referencia de la API».',
        'Obtén un token iniciando sesión con tu correo y contraseña: POST /api/auth/sign-in/email con {"email": "...", "password": "..."}; la respuesta trae "token".',
        'Envía el token en cada llamada en la cabecera Authorization: Bearer <token>. Cada llamada ve solo los datos de tu empresa y de las sedes de tu usuario, con los permisos de su rol.',
        'Primera llamada: GET /api/items/client?fields[]=id&fields[]=first_name&limit=5 devuelve tus cinco primeros clientes en {"data": [...]}. Un error llega como {"errors": [{"message": "..."}]} con un mensaje en español.',
      ],
    },
  ],
  example: 'Ejemplo',
  search: 'Buscar en la API',
  count: '{{count}} operaciones · versión {{version}}',
  nothing: 'Ninguna operación coincide con la búsqueda.',
  loadError: 'No pudimos leer la descripción de la API.',
  public: 'pública',
  field: 'Campo',
  where: 'Dónde',
  type: 'Tipo',
  required: 'Obligatorio',
  yes: 'Sí',
  no: 'No',
  answers: 'Respuestas:',
  fieldsOf: 'Campos de {{path}}',
  in: { path: 'ruta', query: 'consulta', body: 'cuerpo', header: 'cabecera' },
};
