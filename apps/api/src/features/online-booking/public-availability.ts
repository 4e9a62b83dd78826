import type { publicAvailability as contract } from '@sari/contracts/online-booking';
import { findAvailability } from '@sari/domain/availability';
import { addDays } from '@sari/domain/local-days';
import { wallClock } from '@sari/domain/zoned-time';
import type { z } from 'zod';
import type { PublicContext } from '../../access/operation';
import { ApiError } from '../../shared/errors';
import { loadCalendarData } from '../calendar/calendar-data';
import { slotOf } from '../calendar/find-availability';
import { onlineOffer } from './online-offer';
import { companyBySlug } from './public-company';

type Input = z.output<(typeof contract)['input']>;

// One request answers at most a month of days.
const MAX_DAYS = 31;

// Free starts for a visitor, by the calendar's own availability function over the online
// offer only: from the site's today, at least the minimum notice ahead, up to the company's
// limit of days. Only times and specialist ids leave the server, never who is booked.
export async function publicAvailability(ctx: PublicContext, input: Input) {
  const { company, rules, user } = await companyBySlug(ctx.db, ctx.tx, input.slug);
  const offer = await onlineOffer(
    ctx,
    company.id,
    input.site_id,
    input.service_ids,
    input.specialist_id ?? null,
  );
  const now = wallClock(offer.site.time_zone);
  const from = [input.from, now.date].sort()[1];
  const last = addDays(now.date, rules.max_days);
  const to = [input.to, addDays(from, MAX_DAYS - 1), last].sort()[0];
  if (to < from) {
    return { days: [] };
  }
  const data = await loadCalendarData(
    { ...ctx, user },
    {
      siteId: offer.site.id,
      from,
      to,
      serviceIds: [...new Set(input.service_ids)],
      specialistIds: offer.specialistIds,
    },
  );
  const result = findAvailability(data, {
    services: input.service_ids.map((serviceId) => ({
      serviceId,
      specialistId: input.specialist_id ?? null,
    })),
    from,
    to,
    now: { date: now.date, time: now.time },
    minNoticeMinutes: rules.min_notice_minutes,
    maxDaysAhead: rules.max_days,
    // The page shows one specialist per start; who else is free is not its business.
    alternatives: false,
  });
  if (result.refused) {
    throw new ApiError('BUSINESS_RULE', result.refused.message, { reason: result.refused.code });
  }
  return {
    days: result.days.map((day) => ({
      date: day.date,
      unavailable: day.unavailable,
      slots: day.slots.map(slotOf),
    })),
  };
}
