import type { DayRow } from '../../api/calendar-keys';

// A booked service's start and end as 'HH:mm' (its start_at and end_at, else its service time).
export const timeOfRow = (row: DayRow) => (row.start_at.split(/[T ]/)[1] ?? row.service_time).slice(0, 5);
export const endOfRow = (row: DayRow) => (row.end_at.split(/[T ]/)[1] ?? row.service_time).slice(0, 5);
