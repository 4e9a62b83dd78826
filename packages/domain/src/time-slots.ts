// Calendar time rules of spec sections 5 and 9. Times are 'HH:mm' (or 'HH:mm:ss').

const pad = (value: number) => String(value).padStart(2, '0');

export const DAY_END = '23:59:00';

export function timeToMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function minutesToTime(total: number): string {
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

// Every 15 minutes from 07:00 to 23:45.
export const TIME_SLOTS: string[] = Array.from({ length: (23 * 60 + 45 - 7 * 60) / 15 + 1 }, (_, index) =>
  minutesToTime(7 * 60 + index * 15),
);

// '13:15' -> '1:15 PM', '00:00' -> '12:00 AM'.
export function formatTime12h(time: string): string {
  const minutes = timeToMinutes(time);
  const hours = Math.floor(minutes / 60) % 24;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${pad(minutes % 60)} ${suffix}`;
}

// Start plus duration as 'HH:mm:ss', capped at 23:59:00 when it reaches a full day.
export function endTime(start: string, durationMinutes: number): string {
  const end = timeToMinutes(start) + durationMinutes;
  if (end >= 24 * 60) {
    return DAY_END;
  }
  return `${minutesToTime(end)}:00`;
}
