import dayjs from 'dayjs';
import 'dayjs/locale/es';

// Spanish dates: 'DD MMM YYYY' with the month capitalised ('05 Ene 2026'), long form
// 'dddd DD MMM YYYY' ('Lunes 05 Ene 2026'). dayjs' Spanish short months are lower-case and
// some carry a dot; both are normalised here.
type DateInput = string | number | Date;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function shortMonth(date: dayjs.Dayjs): string {
  return capitalise(date.locale('es').format('MMM').replace('.', ''));
}

export function formatDate(input: DateInput): string {
  const date = dayjs(input);
  return `${date.format('DD')} ${shortMonth(date)} ${date.format('YYYY')}`;
}

export function formatLongDate(input: DateInput): string {
  const date = dayjs(input);
  return `${capitalise(date.locale('es').format('dddd'))} ${formatDate(input)}`;
}

// 90 -> '1h 30min', 45 -> '0h 45min', 120 -> '2h 0min'.
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}h ${whole % 60}min`;
}

// Filter dates go to the server in UTC "by removing the local offset": the local wall-clock
// time is sent as if it were UTC, so a local midnight stays midnight. offsetMinutes is
// Date.getTimezoneOffset() of the browser (positive west of UTC: Bogotá is 300).
export function toUtcFilterDate(local: Date, offsetMinutes = local.getTimezoneOffset()): string {
  return new Date(local.getTime() - offsetMinutes * 60_000).toISOString();
}

// Range helpers for a 'YYYY-MM-DD' day, as filter values for date_created-like fields.
export function startOfDayUtcFilter(day: string): string {
  return `${day}T00:00:00.000Z`;
}

export function endOfDayUtcFilter(day: string): string {
  return `${day}T23:59:59.999Z`;
}

// A day ('YYYY-MM-DD') written short, as Spanish screens and printed cards do: '05/01/2026'.
export function formatDayNumeric(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
}

// The calendar day of `date` in the browser's (or server's) own time zone, as YYYY-MM-DD.
export function localIsoDate(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
