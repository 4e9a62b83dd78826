import { findAvailability } from '@sari/contracts/calendar';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';

// The calendar's "next free slot" for one service (a specialist or any) from a day on.
export function useNextFreeSlot() {
  return useMutation({
    mutationFn: async (input: {
      siteId: number;
      serviceId: number;
      specialistId?: number;
      from: string;
      to: string;
    }) => {
      const answer = await callOperation(findAvailability, {
        site_id: input.siteId,
        service_ids: String(input.serviceId),
        specialist_id: input.specialistId,
        from: input.from,
        to: input.to,
        first: 'true',
      } as never);
      for (const day of answer.days) {
        const slot = day.slots[0];
        if (slot) {
          return {
            date: day.date,
            time: slot.start.slice(0, 5),
            specialistId: slot.services[0]?.specialist_id,
          };
        }
      }
      return null;
    },
  });
}
