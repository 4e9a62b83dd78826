import type { publicBook as contract } from '@sari/contracts/online-booking';
import { checkBooking } from '@sari/domain/booking-check';
import { phoneDigits, phoneLookupDigits } from '@sari/domain/contact-links';
import { wallClock } from '@sari/domain/zoned-time';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Attempt, OperationContext, PublicContext, Services } from '../../access/operation';
import { inTransaction } from '../../access/transaction';
import { enqueue } from '../../jobs/queue';
import { bookReservation } from '../calendar/book-reservation';
import { bookingDay } from './booking-day';
import { holdGiftCard, packageHints, servicesAtSite } from './booking-wallet';
import { bookingToken } from './links';
import { noticeOnlineChange } from './online-notices';
import { companyOffer } from './online-offer';
import { reservationDetails } from './reservation-details';
import { visitorRefusal, visitorWriteRefusal } from './visitor-refusal';
import { visitorClient } from './visitor-session';

type Input = z.output<(typeof contract)['input']>;

const TOO_MANY = 'Hiciste muchas reservas seguidas. Espera un rato o llama a la sede.';
// The rate limit's key: the phone's last ten digits, however it was typed.
const phoneKey = (phone: string) => phoneDigits(phone).slice(-10);

// Per address and per phone, bookings made at this company (the address names it): a visitor
// books a few times, a script does not fill a calendar. A refused attempt (a time just taken, a
// wrong service, another limit) is not a booking and counts for none of them, so nobody locks
// a stranger's phone out by failing with it; the tries themselves have their own, wide, limit
// per address.
export function bookingLimits(input: Input, who: { ip: string; services: Services }): Attempt[] {
  return [
    {
      key: `public-book-try:ip:${who.ip}`,
      limit: { max: 60, windowSeconds: 600 },
      message: 'Demasiados intentos de reserva seguidos desde esta conexión. Espera un momento.',
    },
    {
      key: `public-book:${input.slug}:ip:${who.ip}`,
      limit: { max: who.services.config.publicBookingsPerHour, windowSeconds: 3600 },
      message: TOO_MANY,
      counts: 'successes',
    },
    {
      key: `public-book:${input.slug}:phone:${phoneKey(input.phone)}`,
      limit: { max: 5, windowSeconds: 24 * 3600 },
      message: 'Este teléfono ya hizo varias reservas hoy. Para otra, llama a la sede.',
      counts: 'successes',
    },
  ];
}

// The client the salon already knows by both her phone (every digit form of the number in the
// company's country, as the duplicate check compares them, on the phone_digits index) and her
// e-mail; otherwise a new client with what the visitor typed. A phone or an e-mail alone proves
// nothing: matching on one would book in a stranger's history and greet the visitor by that
// client's stored name. A match is only used, never changed, and nothing stored is answered.
async function clientFor(ctx: OperationContext, input: Input, country: string) {
  const phones = phoneLookupDigits(input.phone, country);
  if (phones.length === 0) {
    return undefined;
  }
  const [known] = await ctx.db.prepared<{ id: number }>(
    sql`select id from client
        where subscriber_owner_company_id = ${ctx.user.companyId}
          and phone_digits in (${sql.join(
            phones.map((digits) => sql`${digits}`),
            sql`, `,
          )})
          and lower(email) = ${input.email.toLowerCase()}
        order by id
        limit 1`,
    ctx.tx,
  );
  return known?.id;
}

const TAKEN = 'Ese horario se acaba de ocupar. Elige otro, por favor.';

// The booked services (in their order) a package is meant to cover (decision 056).
async function markPackages(ctx: OperationContext, reservationId: number, hints: (number | null)[]) {
  if (hints.every((hint) => hint === null)) {
    return;
  }
  const services = await ctx.db.rows<{ id: number }>(
    sql`select id from service_reservation_service where service_reservation_id = ${reservationId} order by id`,
    ctx.tx,
  );
  for (const [index, service] of services.entries()) {
    if (hints[index]) {
      await ctx.db.rows(
        sql`update service_reservation_service set package_instrument_id = ${hints[index]} where id = ${service.id}`,
        ctx.tx,
      );
    }
  }
}

// A visitor's booking: the offer and the company's rules checked, the slot placed by the
// calendar's rules among the online specialists on the day as this server keeps it
// (booking-day.ts; read-only, before any transaction: most refusals are a time just taken,
// answered without one), then booked in one transaction through
// the calendar's own operation (its hooks check again under the specialist's lock; the database
// refuses an overlap). A clash never names who holds the time. The confirmation e-mail is a job
// queued in the same transaction.
export async function publicBook(ctx: PublicContext, input: Input) {
  const { company, rules, user, offer } = await companyOffer(ctx, input.slug, input);
  const octx: OperationContext = { ...ctx, user };
  const now = wallClock(offer.site.time_zone, ctx.db.clock.now());
  const { data, index } = await bookingDay(ctx, user, offer, input.service_ids, input.date);
  const check = checkBooking(
    data,
    {
      date: input.date,
      start: input.time,
      services: input.service_ids.map((serviceId) => ({ serviceId, specialistId: input.specialist_id })),
      now: { date: now.date, time: now.time },
      minNoticeMinutes: rules.min_notice_minutes,
      maxDaysAhead: rules.max_days,
    },
    index,
  );
  if (!check.ok) {
    throw visitorRefusal(check.problem, TAKEN);
  }
  const serviceIds = check.booking.services.map((service) => service.serviceId);
  const done = await inTransaction(ctx.db, async (tx, afterCommit) => {
    const wctx: OperationContext = { ...octx, tx, afterCommit };
    // A client signed in by code books as herself, and her packages cover what they cover.
    const visitor = input.visitor ? await visitorClient(wctx, company.id, input.visitor) : null;
    const clientId = visitor ? visitor.clientId : await clientFor(wctx, input, company.country);
    const hints = visitor
      ? await packageHints(wctx, visitor.clientId, serviceIds, now.date)
      : serviceIds.map(() => null);
    const atSite = await servicesAtSite(wctx, offer.site.id, serviceIds);
    // A service a package covers asks no advance and is no part of what a card may pay.
    const uncovered = serviceIds.filter((_, index) => hints[index] === null);
    const deposit =
      offer.deposit -
      serviceIds
        .filter((_, index) => hints[index] !== null)
        .reduce((sum, id) => sum + (atSite.get(id)?.deposit ?? 0), 0);
    let booked: Awaited<ReturnType<typeof bookReservation>>;
    try {
      booked = await bookReservation(
        wctx,
        {
          site_id: offer.site.id,
          client_id: clientId,
          new_client: clientId
            ? undefined
            : {
                first_name: input.first_name,
                last_name: input.last_name,
                phone: input.phone,
                email: input.email,
              },
          date: input.date,
          services: check.booking.services.map((service) => ({
            service_id: service.serviceId,
            specialist_id: service.specialistId,
            time: service.start,
            products: [],
          })),
          notes: input.notes ? `Reserva en línea: ${input.notes}` : undefined,
          check_only: false,
        },
        { data, reservation: { is_online: true, online_deposit: deposit } },
      );
    } catch (error) {
      throw visitorWriteRefusal(error, TAKEN);
    }
    const id = booked.reservations[0].id;
    await markPackages(wctx, id, hints);
    const giftCardUsed = input.gift_card_code
      ? await holdGiftCard(wctx, {
          allowed: rules.gift_cards_online,
          code: input.gift_card_code,
          clientId: booked.client_id!,
          reservationId: id,
          siteId: offer.site.id,
          today: now.date,
          cap: uncovered.reduce((sum, serviceId) => sum + (atSite.get(serviceId)?.price ?? 0), 0),
        })
      : 0;
    // The consent and the policy it was given to, kept with the booking.
    await ctx.db.rows(
      sql`update service_reservation set privacy_consent_at = sari_now(), privacy_policy_url = ${rules.privacy_policy_url}
          where id = ${id}`,
      tx,
    );
    await enqueue(ctx.db, tx, {
      kind: 'booking.mail',
      key: `booking-confirmed:${id}`,
      payload: { reservation_id: id, to: input.email, event: 'confirmed' },
    });
    // The front desk hears of it in the bell (the open calendars already do, live).
    await noticeOnlineChange(
      { ...ctx, tx, afterCommit },
      (await reservationDetails(ctx.db, tx, id))!,
      'booked',
    );
    afterCommit(async () => ctx.services.wakeJobs());
    return { id, deposit, giftCardUsed, packageServices: hints.filter((hint) => hint !== null).length };
  });
  return {
    reservation_id: done.id,
    token: bookingToken(ctx.services.config, done.id),
    date: input.date,
    start: check.booking.start,
    end: check.booking.end,
    deposit: done.deposit,
    package_services: done.packageServices,
    gift_card_used: done.giftCardUsed,
  };
}
