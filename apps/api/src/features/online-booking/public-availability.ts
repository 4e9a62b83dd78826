import type { publicAvailability as contract } from '@sari/contracts/online-booking';
import { findAvailability } from '@sari/domain/availability';
import { addDays, eachDay } from '@sari/domain/local-days';
import { timeToMinutes } from '@sari/domain/time-slots';
import { wallClock } from '@sari/domain/zoned-time';
import type { z } from 'zod';
import type { OperationContext, PublicContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { keptDaysOf } from '../../shared/kept-days';
import { loadCalendarData } from '../calendar/calendar-data';
import { slotOf } from '../calendar/find-availability';
import { companyOffer, type OnlineOffer } from './online-offer';

type Input = z.output<(typeof contract)['input']>;

// One request answers at most a month of days (of the two months the contract lets it ask).
const MAX_DAYS = 31;

type Day = { date: string; unavailable: string | null; slots: ReturnType<typeof slotOf>[] };

// The last day the minimum notice still reaches into (from it on, days do not depend on the time
// of the question and may be kept).
function noticeReachesTo(now: { date: string; time: string }, noticeMinutes: number) {
  return addDays(now.date, Math.floor((timeToMinutes(now.time) + noticeMinutes) / (24 * 60)));
}

// Free starts for a visitor, by the calendar's own availability function over the online
// offer only: from the site's today, at least the minimum notice ahead, up to the company's
// limit of days. Only times and specialist ids leave the server, never who is booked. Days past
// the minimum notice are kept until they change (shared/kept-days.ts); the days asked about
// and not kept are read and computed in one range.
export async function publicAvailability(ctx: PublicContext, input: Input) {
  const { company, rules, user, offer } = await companyOffer(ctx, input.slug, {
    ...input,
    specialist_id: input.specialist_id ?? null,
  });
  const now = wallClock(offer.site.time_zone, ctx.db.clock.now());
  const from = [input.from, now.date].sort()[1];
  const last = addDays(now.date, rules.max_days);
  const to = [input.to, addDays(from, MAX_DAYS - 1), last].sort()[0];
  if (to < from) {
    return { days: [] };
  }
  const cache = await keptDaysOf<Day>(ctx.services.changes, 'la disponibilidad pública');
  const question = JSON.stringify([
    company.id,
    offer.site.id,
    input.service_ids,
    input.specialist_id ?? null,
    offer.specialistIds,
  ]);
  const live = noticeReachesTo(now, rules.min_notice_minutes);
  // At most MAX_DAYS days whatever the dates say (issue 26: a date that never advanced looped).
  const dates = eachDay(from, to, MAX_DAYS);
  // Versions are taken before anything is read: a change during the computation makes what it
  // keeps outdated at once.
  const versions = dates.map((date) => cache?.versionOf(company.id, date) ?? '');
  const days = dates.map((date, index) =>
    date > live ? cache?.get(question, date, versions[index]) : undefined,
  );
  const missing = dates.filter((_, index) => !days[index]);
  if (missing.length > 0) {
    const computed = await computeDays(ctx, user, offer, input, {
      from: missing[0],
      to: missing.at(-1)!,
      now,
      rules,
    });
    for (const day of computed) {
      const index = dates.indexOf(day.date);
      if (index >= 0 && !days[index]) {
        days[index] = day;
        if (day.date > live) {
          cache?.put(question, day.date, versions[index], day);
        }
      }
    }
  }
  return { days: days.filter((day) => day !== undefined) };
}

async function computeDays(
  ctx: PublicContext,
  user: OperationContext['user'],
  offer: OnlineOffer,
  input: Input,
  range: {
    from: string;
    to: string;
    now: { date: string; time: string };
    rules: { min_notice_minutes: number; max_days: number };
  },
): Promise<Day[]> {
  const data = await loadCalendarData(
    { ...ctx, user },
    {
      siteId: offer.site.id,
      from: range.from,
      to: range.to,
      serviceIds: [...new Set(input.service_ids)],
      specialistIds: offer.specialistIds,
    },
  );
  const result = findAvailability(data, {
    services: input.service_ids.map((serviceId) => ({
      serviceId,
      specialistId: input.specialist_id ?? null,
    })),
    from: range.from,
    to: range.to,
    now: { date: range.now.date, time: range.now.time },
    minNoticeMinutes: range.rules.min_notice_minutes,
    maxDaysAhead: range.rules.max_days,
    // The page shows one specialist per start; who else is free is not its business.
    alternatives: false,
  });
  if (result.refused) {
    throw new ApiError('BUSINESS_RULE', result.refused.message, { reason: result.refused.code });
  }
  return result.days.map((day) => ({
    date: day.date,
    unavailable: day.unavailable,
    slots: day.slots.map(slotOf),
  }));
}
