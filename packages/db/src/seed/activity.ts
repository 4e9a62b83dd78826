import { sql } from 'drizzle-orm';
import type { Catalogue } from './catalogue';
import type { Writer } from './insert';
import { addDays, isoDate, minutesToTime, type Random } from './random';

const PAST_STATUSES = [
  'cliente_llego',
  'cliente_llego',
  'cliente_llego',
  'cliente_llego',
  'cliente_llego',
  'cliente_llego',
  'inicio_servicio',
  'no_llego',
  'cancelado',
] as const;
const TODAY_STATUSES = [
  'confirmada',
  'cliente_llego',
  'inicio_servicio',
  'confirmada',
  'no_llego',
  'cancelado',
] as const;
const COMMENTS = [
  'Excelente atención, muy puntual.',
  'Me encantó el resultado.',
  'Todo bien, volveré.',
  'El servicio tardó un poco más de lo esperado.',
  'Muy amable y profesional.',
];

type Booking = {
  reservationIndex: number;
  siteId: number;
  clientId: number;
  date: string;
  status: string;
  services: {
    serviceId: number;
    specialistId: number;
    start: number;
    duration: number;
    price: number;
    categoryIndex: number;
  }[];
};

// Reservations over the last 90 days and the next 14, without overlaps per specialist, each
// status present; the attended ones are charged with mixed payment methods.
export async function seedActivity(
  w: Writer,
  r: Random,
  companyId: number,
  catalogue: Catalogue,
  today: Date,
  sariUserId: number,
) {
  const c = { subscriber_owner_company_id: companyId };
  const bookings: Booking[] = [];
  for (let offset = -90; offset <= 14; offset++) {
    const day = addDays(today, offset);
    const sunday = day.getUTCDay() === 0;
    const date = isoDate(day);
    for (const [siteIndex, siteId] of catalogue.siteIds.entries()) {
      // Only the second site opens on Sundays (10:00-16:00).
      if (sunday && (siteIndex !== 1 || !catalogue.sundaySiteId)) {
        continue;
      }
      for (const [specialistIndex, specialist] of catalogue.specialists.entries()) {
        // The first two specialists alternate between sites day by day; the rest keep theirs.
        const workSite =
          (specialistIndex < 2 ? specialistIndex + offset + 200 : specialistIndex) % catalogue.siteIds.length;
        if (workSite !== siteIndex) {
          continue;
        }
        let cursor = (sunday ? 10 * 60 : 8 * 60) + r.int(0, 4) * 15;
        const closing = sunday ? 16 * 60 : day.getUTCDay() === 6 ? 17 * 60 : 19 * 60;
        while (r.chance(0.8)) {
          const options = catalogue.services.filter((service) =>
            specialist.categoryIndexes.includes(service.categoryIndex),
          );
          const first = r.pick(options);
          const second = r.chance(0.15) ? r.pick(options) : null;
          const total = first.duration + (second?.duration ?? 0);
          if (cursor + total > closing) {
            break;
          }
          const status =
            offset < 0
              ? r.pick(PAST_STATUSES)
              : offset === 0
                ? r.pick(TODAY_STATUSES)
                : r.chance(0.9)
                  ? 'confirmada'
                  : 'cancelado';
          const services = [first, ...(second ? [second] : [])].map((service, index) => ({
            serviceId: service.id,
            specialistId: specialist.id,
            start: cursor + (index === 1 ? first.duration : 0),
            duration: service.duration,
            price: service.prices.get(siteId) ?? 0,
            categoryIndex: service.categoryIndex,
          }));
          bookings.push({
            reservationIndex: bookings.length,
            siteId,
            clientId: r.pick(catalogue.clients),
            date,
            status,
            services,
          });
          cursor += total + r.int(0, 6) * 15;
        }
      }
    }
  }
  const reservationIds = await w.insert(
    'service_reservation',
    bookings.map((booking) => ({
      ...c,
      site_id: booking.siteId,
      client_id: booking.clientId,
      date: booking.date,
      status: booking.status,
      is_online: booking.reservationIndex % 7 === 0,
      sari_user_id: sariUserId,
      date_created: `${booking.date}T07:00:00-05:00`,
    })),
  );
  const lines = bookings.flatMap((booking, index) =>
    booking.services.map((service) => ({ booking, reservationId: reservationIds[index], service })),
  );
  const lineIds = await w.insert(
    'service_reservation_service',
    lines.map(({ booking, reservationId, service }) => ({
      ...c,
      service_reservation_id: reservationId,
      service_id: service.serviceId,
      specialist_id: service.specialistId,
      site_id: booking.siteId,
      date: booking.date,
      service_time: minutesToTime(service.start),
      duration: service.duration,
      start_at: `${booking.date} ${minutesToTime(service.start)}:00`,
      end_at: `${booking.date} ${minutesToTime(service.start + service.duration)}:00`,
      price: service.price,
      is_cancelled: booking.status === 'cancelado',
    })),
  );

  // Charges for attended reservations.
  const charged = bookings
    .map((booking, index) => ({ booking, index }))
    .filter(({ booking }) => booking.status === 'cliente_llego' || booking.status === 'inicio_servicio');
  const payments = charged.map(({ booking, index }) => {
    const product = r.chance(0.3) ? r.pick(catalogue.products.filter((item) => !item.consumable)) : null;
    const subtotal =
      booking.services.reduce((sum, service) => sum + service.price, 0) + (product?.price ?? 0);
    const end = booking.services.at(-1)!;
    const method = r.chance(0.62) ? 'efectivo' : r.chance(0.85) ? 'tarjeta' : 'credito';
    return {
      booking,
      reservationId: reservationIds[index],
      product,
      subtotal,
      method,
      at: `${booking.date}T${minutesToTime(end.start + end.duration)}:00-05:00`,
    };
  });
  const paymentIds = await w.insert(
    'history_payment',
    payments.map((payment) => ({
      ...c,
      site_id: payment.booking.siteId,
      client_id: payment.booking.clientId,
      service_reservation_id: payment.reservationId,
      sale_method: 'venta',
      cart_type: 'service',
      subtotal: payment.subtotal,
      discount_total: 0,
      total: payment.subtotal,
      amount_paid: payment.method === 'credito' ? 0 : payment.subtotal,
      status: payment.method === 'credito' ? 'parcial' : 'pagado',
      sari_user_id: sariUserId,
      date_created: payment.at,
    })),
  );
  // Charged reservations show as paid on the calendar.
  await w.run(
    sql`update service_reservation set is_paid = true
        where id in (select service_reservation_id from history_payment where subscriber_owner_company_id = ${companyId}
                       and service_reservation_id is not null)`,
  );
  // Today's drawers are open at every site, so the demo can charge right away.
  for (const siteId of catalogue.siteIds) {
    const [session] = await w.insert('cash_drawer_session', [
      { ...c, site_id: siteId, status: 'open', opened_by: sariUserId, opening_amount: 200_000 },
    ]);
    await w.insert('money_movement', [
      {
        ...c,
        site_id: siteId,
        amount: 200_000,
        direction: 'in',
        payment_methods_name: 'efectivo',
        concept: 'Base de apertura',
        type: 'opening',
        cash_drawer_session_id: session,
        sari_user_id: sariUserId,
      },
    ]);
  }
  const lineIdByBooking = new Map<Booking, number[]>();
  let cursor = 0;
  for (const { booking } of lines) {
    lineIdByBooking.set(booking, [...(lineIdByBooking.get(booking) ?? []), lineIds[cursor++]]);
  }
  await w.insert(
    'history_payment_detail',
    payments.flatMap((payment, index) => [
      ...payment.booking.services.map((service, serviceIndex) => ({
        ...c,
        history_payment_id: paymentIds[index],
        line_type: 'service',
        service_id: service.serviceId,
        product_id: null,
        specialist_id: service.specialistId,
        service_reservation_service_id: lineIdByBooking.get(payment.booking)![serviceIndex],
        amount: 1,
        unit_price: service.price,
        discount_total: 0,
        total: service.price,
        commission: service.categoryIndex % 3 === 2 ? 15000 : 35,
        commission_type: service.categoryIndex % 3 === 2 ? 'fixed' : '%',
      })),
      ...(payment.product
        ? [
            {
              ...c,
              history_payment_id: paymentIds[index],
              line_type: 'product',
              service_id: null,
              product_id: payment.product.id,
              specialist_id: null,
              service_reservation_service_id: null,
              amount: 1,
              unit_price: payment.product.price,
              discount_total: 0,
              total: payment.product.price,
              commission: null,
              commission_type: null,
            },
          ]
        : []),
    ]),
  );
  const movementIds = await w.insert(
    'money_movement',
    payments.map((payment) => ({
      ...c,
      site_id: payment.booking.siteId,
      amount: payment.subtotal,
      direction: 'in',
      payment_methods_name: payment.method,
      concept: 'Venta de servicios',
      type: 'sale',
      client_id: payment.booking.clientId,
      sari_user_id: sariUserId,
      date_created: payment.at,
    })),
  );
  await w.insert(
    'history_payment_method',
    payments.map((_, index) => ({
      ...c,
      history_payment_id: paymentIds[index],
      money_movement_id: movementIds[index],
    })),
  );
  // Sales on credit leave the client owing (credito); some clients left a balance (abono).
  const credit = payments
    .map((payment, index) => ({ payment, index }))
    .filter(({ payment }) => payment.method === 'credito');
  await w.insert(
    'history_payment_deposit',
    credit.map(({ payment, index }) => ({
      ...c,
      history_payment_id: paymentIds[index],
      client_id: payment.booking.clientId,
      tipo: 'credito',
      remaining_amount: index % 3 === 0 ? 0 : payment.subtotal,
      money_movement_id: movementIds[index],
    })),
  );
  const depositors = catalogue.clients.filter((_, index) => index % 17 === 0);
  const depositMovements = await w.insert(
    'money_movement',
    depositors.map((clientId, index) => ({
      ...c,
      site_id: catalogue.siteIds[index % catalogue.siteIds.length],
      amount: 50000 + (index % 4) * 25000,
      direction: 'in',
      payment_methods_name: index % 2 ? 'tarjeta' : 'efectivo',
      concept: 'Abono de cliente',
      type: 'deposit',
      client_id: clientId,
      sari_user_id: sariUserId,
      date_created: `${isoDate(addDays(today, -(index % 60) - 1))}T10:00:00-05:00`,
    })),
  );
  await w.insert(
    'client_deposit',
    depositors.map((clientId, index) => ({
      ...c,
      client_id: clientId,
      site_id: catalogue.siteIds[index % catalogue.siteIds.length],
      remaining_amount: index % 5 === 0 ? 0 : 50000 + (index % 4) * 25000,
      money_movement_id: depositMovements[index],
    })),
  );
  // Ratings for some finished reservations.
  const rated = payments.map((payment, index) => ({ payment, index })).filter(({ index }) => index % 4 === 0);
  await w.insert(
    'qualification',
    rated.map(({ payment, index }) => ({
      ...c,
      service_reservation_id: payment.reservationId,
      client_id: payment.booking.clientId,
      specialist_id: payment.booking.services[0].specialistId,
      service_rating: r.int(3, 5),
      specialist_rating: r.int(3, 5),
      comment: r.pick(COMMENTS),
      token: `demo-${companyId}-${index}-${r.int(100000, 999999)}`,
      used_at: payment.at,
    })),
  );
  return { reservations: bookings.length, services: lines.length, sales: payments.length };
}
