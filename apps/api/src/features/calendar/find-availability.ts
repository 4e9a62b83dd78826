import type { findAvailability as contract } from '@sari/contracts/calendar';
import { findAvailability as freeSlots, nextFreeSlot } from '@sari/domain/availability';
import type { FreeSlot } from '@sari/domain/availability-types';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { siteWithClock } from '../../shared/site-clock';
import { loadCalendarData } from './calendar-data';

type Input = z.output<(typeof contract)['input']>;

export const slotOf = (slot: FreeSlot) => ({
  start: slot.start,
  end: slot.end,
  services: slot.services.map((service) => ({
    service_id: service.serviceId,
    specialist_id: service.specialistId,
    start: service.start,
    end: service.end,
    ...(service.resourceIds.length ? { resource_ids: service.resourceIds } : {}),
  })),
});

// Free starts from the site's wall clock on (never a time already past there).
export async function findAvailability(ctx: OperationContext, input: Input) {
  const site = await siteWithClock(ctx, input.site_id);
  const data = await loadCalendarData(ctx, {
    siteId: input.site_id,
    from: input.from,
    to: input.to,
    serviceIds: [...new Set(input.service_ids)],
    specialistIds: input.specialist_id ? [input.specialist_id] : undefined,
  });
  const request = {
    services: input.service_ids.map((serviceId) => ({
      serviceId,
      specialistId: input.specialist_id ?? null,
    })),
    from: input.from,
    to: input.to,
    now: { date: site.now.date, time: site.now.time },
  };
  if (input.first === 'true') {
    const slot = nextFreeSlot(data, request);
    return { days: slot ? [{ date: slot.date, unavailable: null, slots: [slotOf(slot)] }] : [] };
  }
  const result = freeSlots(data, request);
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
