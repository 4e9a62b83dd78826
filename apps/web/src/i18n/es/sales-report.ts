// Ventas > Resumen.
export const salesReportEs = {
  total: 'Total vendido',
  sales: 'Ventas',
  ticket: 'Ticket promedio',
  byDay: 'Por día',
  byMethod: 'Por medio de pago',
  bySpecialist: 'Por especialista',
  byService: 'Por servicio',
  byProduct: 'Por producto',
  name: 'Nombre',
  count: 'Cantidad',
  empty: 'Sin ventas en el rango.',
};
