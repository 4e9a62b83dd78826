import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys, type DayData } from './calendar-keys';

export type MoveInput = {
  id: number;
  service_time?: string;
  specialist_id?: number;
  duration?: number;
};

const pad = (value: number) => String(value).padStart(2, '0');
const shift = (stamp: string, minutes: number) => {
  const [date] = stamp.split(/[T ]/);
  const total = Math.max(0, Math.min(24 * 60 - 1, minutes));
  return `${date} ${pad(Math.floor(total / 60))}:${pad(total % 60)}:00`;
};

// The drag (spec-coverage 7): PATCH items/service_reservation_service/{id} with id, service_time and
// specialist_id (a resize sends duration). The event moves at once and returns where it was if
// the server refuses (the caller shows the server's message).
export function useMoveService(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveInput) => items('service_reservation_service').update(input.id, input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: calendarKeys.days(siteId) });
      const snapshots = queryClient.getQueriesData<DayData>({ queryKey: calendarKeys.days(siteId) });
      for (const [key, data] of snapshots) {
        if (!data) {
          continue;
        }
        queryClient.setQueryData<DayData>(key, {
          ...data,
          rows: data.rows.map((row) => {
            if (row.id !== input.id) {
              return row;
            }
            const [h, m] = (input.service_time ?? row.service_time).split(':').map(Number);
            const start = h * 60 + m;
            const [sh, sm] = row.start_at.split(/[T ]/)[1].split(':').map(Number);
            const [eh, em] = row.end_at.split(/[T ]/)[1].split(':').map(Number);
            const length = input.duration ?? eh * 60 + em - (sh * 60 + sm);
            return {
              ...row,
              service_time: input.service_time ? `${input.service_time}:00` : row.service_time,
              specialist_id: input.specialist_id ?? row.specialist_id,
              duration: input.duration ?? row.duration,
              start_at: shift(row.start_at, start),
              end_at: shift(row.end_at, start + length),
              processing_start_at: null,
              processing_end_at: null,
            };
          }),
        });
      }
      return { snapshots };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.snapshots ?? ([] as [QueryKey, DayData | undefined][])) {
        queryClient.setQueryData(key, data);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.days(siteId) }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.reservations }),
      ]),
  });
}
