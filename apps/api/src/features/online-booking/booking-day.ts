import type { CalendarData } from '@sari/domain/availability-types';
import { type CalendarIndex, indexCalendar } from '@sari/domain/calendar-index';
import type { OperationContext, PublicContext } from '../../access/operation';
import { keptDaysOf } from '../../shared/kept-days';
import { loadCalendarData } from '../calendar/calendar-data';
import type { OnlineOffer } from './online-offer';

// What one day's calendar weighs in the cache: its bookings' busy parts (a busy day of twenty
// specialists is some 160), plus its hours, windows and services. About 4 MB at most, and as
// much again for the indexes kept with the days.
const MAX_WEIGHT = 40_000;
const weigh = ({ data }: BookingDay) =>
  20 + data.specialists.reduce((sum, specialist) => sum + 1 + specialist.busy.length, 0);

// The day, and its index for checkBooking: each specialist's day is prepared the first time an
// attempt needs it and reused by the next attempts until the day changes.
export type BookingDay = { data: CalendarData; index: CalendarIndex };

// The day a visitor asks to book, as the calendar reads it for the online offer (the site's
// hours, the online specialists' windows, absences and bookings, the asked services), kept by
// this server until a write announces the day or the company changed (shared/kept-days.ts, as
// the public page's free starts are): most attempts at a taken time are refused without reading
// the database. It only decides the visitor's answer before any transaction; the booking itself
// is placed again in its transaction, under the specialist's lock, on a fresh read
// (place-service.ts), so a day kept a moment too long can refuse a time, never double-book one.
// Callers must not change what it answers (the booking plans on a copy of the data).
export async function bookingDay(
  ctx: PublicContext,
  user: OperationContext['user'],
  offer: OnlineOffer,
  serviceIds: number[],
  date: string,
): Promise<BookingDay> {
  const cache = await keptDaysOf<BookingDay>(ctx.services.changes, 'los días de las reservas en línea', {
    maxWeight: MAX_WEIGHT,
    weigh,
  });
  const services = [...new Set(serviceIds)].sort((a, b) => a - b);
  const question = JSON.stringify([user.companyId, offer.site.id, services, offer.specialistIds]);
  // The version is taken before the day is read: a change during the read makes it outdated.
  const version = cache?.versionOf(user.companyId, date) ?? '';
  const kept = cache?.get(question, date, version);
  if (kept) {
    return kept;
  }
  const data = await loadCalendarData(
    { ...ctx, user },
    { siteId: offer.site.id, from: date, to: date, serviceIds: services, specialistIds: offer.specialistIds },
  );
  const day = { data, index: indexCalendar(data, { from: date, to: date }) };
  cache?.put(question, date, version, day);
  return day;
}
