import { sql } from 'drizzle-orm';
import type { Catalogue, Window } from './catalogue';
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
const IN_PROGRESS_STATUSES = ['cliente_llego', 'inicio_servicio', 'inicio_servicio'] as const;
const COMMENTS = [
  'Excelente atención, muy puntual.',
  'Me encantó el resultado.',
  'Todo bien, volveré.',
  'El servicio tardó un poco más de lo esperado.',
  'Muy amable y profesional.',
];

type Booking = {
  reservationIndex: number;
  ended: boolean;
  bookedOn: number;
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

// The demo's moment: its day (midnight UTC of the sites' date) and the minutes of that day at
// the sites' wall clock (Bogotá). What ended before it happened; what starts after it is ahead.
export type DemoMoment = { today: Date; minutes: number };

// A site's opening hours by weekday (minutes of the day); a missing weekday is closed.
export type SiteHours = Map<number, Map<number, Window>>;

const BOGOTA = '-05:00';
const at = (date: string, minutes: number) => `${date}T${minutesToTime(minutes)}:00${BOGOTA}`;

// Reservations over the last 90 days and the next 14 as the front desk would have made them:
// each service inside its specialist's window at that site and the site's hours, without
// overlaps per specialist, each status present. A visit is charged when it has ended, through
// its site's drawer of that day (opened at the opening time, closed at closing), never before.
export async function seedActivity(
  w: Writer,
  r: Random,
  companyId: number,
  catalogue: Catalogue,
  moment: DemoMoment,
  sariUserId: number,
  siteHours: SiteHours,
) {
  const { today, minutes: now } = moment;
  const c = { subscriber_owner_company_id: companyId };
  const bookings: Booking[] = [];
  for (let offset = -90; offset <= 14; offset++) {
    const day = addDays(today, offset);
    const weekday = day.getUTCDay();
    const date = isoDate(day);
    for (const siteId of catalogue.siteIds) {
      const hours = siteHours.get(siteId)?.get(weekday);
      if (!hours) {
        continue;
      }
      for (const specialist of catalogue.specialists) {
        for (const window of specialist.windows.get(siteId)?.get(weekday) ?? []) {
          const opens = Math.max(window[0], hours[0]);
          const closing = Math.min(window[1], hours[1]);
          let cursor = opens + r.int(0, 2) * 15;
          while (r.chance(0.75)) {
            const options = catalogue.services.filter((service) =>
              specialist.categoryIndexes.includes(service.categoryIndex),
            );
            const first = r.pick(options);
            const second = r.chance(0.15) ? r.pick(options) : null;
            const total = first.duration + (second?.duration ?? 0);
            if (cursor + total > closing) {
              break;
            }
            const ended = offset < 0 || (offset === 0 && cursor + total <= now);
            const started = offset === 0 && cursor <= now;
            const status = ended
              ? r.pick(PAST_STATUSES)
              : started
                ? r.pick(IN_PROGRESS_STATUSES)
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
              ended,
              // Booked some days ahead, never after the demo's moment.
              bookedOn: Math.min(offset - r.int(0, 10), 0),
            });
            cursor += total + r.int(0, 6) * 15;
          }
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
      date_created: at(isoDate(addDays(today, booking.bookedOn)), booking.bookedOn < 0 ? 7 * 60 : 0),
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
    .filter(
      ({ booking }) =>
        booking.ended && (booking.status === 'cliente_llego' || booking.status === 'inicio_servicio'),
    );
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
      at: at(booking.date, end.start + end.duration),
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
  // A drawer a day at each open site: opened at the opening time with a float, closed at closing
  // with every method counted as expected; today's is still open (so the demo charges at once).
  const sessions = new Map<string, number>();
  const days: { siteId: number; date: string; opens: number; closes: number; open: boolean }[] = [];
  for (let offset = -90; offset <= 0; offset++) {
    const day = addDays(today, offset);
    for (const siteId of catalogue.siteIds) {
      const hours = siteHours.get(siteId)?.get(day.getUTCDay());
      if (hours) {
        days.push({
          siteId,
          date: isoDate(day),
          opens: offset === 0 ? Math.min(hours[0], now) : hours[0],
          closes: hours[1],
          open: offset === 0,
        });
      }
    }
  }
  const sessionIds = await w.insert(
    'cash_drawer_session',
    days.map((day) => ({
      ...c,
      site_id: day.siteId,
      status: day.open ? 'open' : 'closed',
      opened_by: sariUserId,
      opened_at: at(day.date, day.opens),
      opening_amount: 200_000,
      closed_by: day.open ? null : sariUserId,
      closed_at: day.open ? null : at(day.date, day.closes),
    })),
  );
  for (const [index, day] of days.entries()) {
    sessions.set(`${day.siteId}|${day.date}`, sessionIds[index]);
  }
  await w.insert(
    'money_movement',
    days.map((day, index) => ({
      ...c,
      site_id: day.siteId,
      amount: 200_000,
      direction: 'in',
      payment_methods_name: 'efectivo',
      concept: 'Base de apertura',
      type: 'opening',
      cash_drawer_session_id: sessionIds[index],
      sari_user_id: sariUserId,
      date_created: at(day.date, day.opens),
    })),
  );
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
  // Credito is what the client owes, never money in a drawer (decision 033): no movement.
  const paid = payments
    .map((payment, index) => ({ payment, index }))
    .filter(({ payment }) => payment.method !== 'credito');
  const movementIds = await w.insert(
    'money_movement',
    paid.map(({ payment }) => ({
      ...c,
      site_id: payment.booking.siteId,
      amount: payment.subtotal,
      direction: 'in',
      payment_methods_name: payment.method,
      concept: 'Venta de servicios',
      type: 'sale',
      cash_drawer_session_id: sessions.get(`${payment.booking.siteId}|${payment.booking.date}`),
      client_id: payment.booking.clientId,
      sari_user_id: sariUserId,
      date_created: payment.at,
    })),
  );
  await w.insert(
    'history_payment_method',
    paid.map(({ index }, position) => ({
      ...c,
      history_payment_id: paymentIds[index],
      money_movement_id: movementIds[position],
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
      remaining_amount: payment.subtotal,
    })),
  );
  // Abonos left at the front desk at 10:00 on a day the site was open, through that day's drawer.
  const depositors = catalogue.clients
    .filter((_, index) => index % 17 === 0)
    .map((clientId, index) => {
      const siteId = catalogue.siteIds[index % catalogue.siteIds.length];
      let back = -(index % 60) - 1;
      while (!sessions.has(`${siteId}|${isoDate(addDays(today, back))}`)) {
        back -= 1;
      }
      return { clientId, siteId, date: isoDate(addDays(today, back)) };
    });
  const depositMovements = await w.insert(
    'money_movement',
    depositors.map((depositor, index) => ({
      ...c,
      site_id: depositor.siteId,
      amount: 50000 + (index % 4) * 25000,
      direction: 'in',
      payment_methods_name: index % 2 ? 'tarjeta' : 'efectivo',
      concept: 'Abono de cliente',
      type: 'deposit',
      cash_drawer_session_id: sessions.get(`${depositor.siteId}|${depositor.date}`),
      client_id: depositor.clientId,
      sari_user_id: sariUserId,
      date_created: at(depositor.date, 10 * 60),
    })),
  );
  await w.insert(
    'client_deposit',
    depositors.map((depositor, index) => ({
      ...c,
      client_id: depositor.clientId,
      site_id: depositor.siteId,
      remaining_amount: 50000 + (index % 4) * 25000,
      money_movement_id: depositMovements[index],
    })),
  );
  // Each closed drawer was counted at closing: what it held by method, no difference.
  await w.run(
    sql`insert into cash_drawer_count (subscriber_owner_company_id, cash_drawer_session_id, payment_methods_name,
          expected_amount, counted_amount, difference)
        select ${companyId}, m.cash_drawer_session_id, m.payment_methods_name,
          sum(case when m.direction = 'in' then m.amount else -m.amount end),
          sum(case when m.direction = 'in' then m.amount else -m.amount end), 0
        from money_movement m join cash_drawer_session s on s.id = m.cash_drawer_session_id and s.status = 'closed'
        where m.subscriber_owner_company_id = ${companyId}
        group by m.cash_drawer_session_id, m.payment_methods_name`,
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
