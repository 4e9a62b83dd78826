// Benchmark: the availability rules of packages/domain on a busy site: 20 specialists with 2-3
// working windows a day, about 8 bookings each per day (some with processing time), holidays and
// short absences, over 30 days. Prints p50/p95/p99 per call for the questions the calendar, the
// online page and the server ask. Pure CPU: no database; the data is what they would load.
//
//   node --import tsx bench/availability.ts      (BENCH_RUNS, default 500 per question)
import { performance } from 'node:perf_hooks';
import { findAvailability, nextFreeSlot } from '@sari/domain/availability';
import type {
  AvailabilityRequest,
  BusyRange,
  CalendarData,
  SpecialistCalendar,
} from '@sari/domain/availability-types';
import { checkBooking } from '@sari/domain/booking-check';
import { dateOfDayNumber, dayNumber, weekdayOfDayNumber } from '@sari/domain/local-days';
import type { SiteSchedule } from '@sari/domain/schedule';
import { minutesToTime } from '@sari/domain/time-slots';

const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const WARM_UP = 50;
const SPECIALISTS = 20;
const DAYS = 30;
const BOOKINGS_PER_DAY = 8;
const FIRST_DAY = dayNumber('2026-03-02')!;

// A fixed seed: every run measures the same calendar.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
const time = (minutes: number) => minutesToTime(minutes);

// Monday to Saturday 08:00-20:00, Sunday 09:00-14:00.
const schedules: SiteSchedule[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  is_active: true,
  site_schedule_time_id:
    weekday === 0
      ? { start_time: '09:00:00', end_time: '14:00:00' }
      : { start_time: '08:00:00', end_time: '20:00:00' },
}));

const SHIFTS: [number, number][][] = [
  [
    [480, 780],
    [840, 1140],
  ],
  [
    [480, 720],
    [780, 1020],
    [1050, 1200],
  ],
  [
    [540, 840],
    [900, 1200],
  ],
  [
    [480, 660],
    [690, 900],
    [960, 1200],
  ],
];

// About 8 bookings a day inside the day's windows, one after another with small gaps; one in
// four is a colour with a processing gap (two busy parts).
function bookingsOf(specialistId: number, date: string, windows: [number, number][]): BusyRange[] {
  const busy: BusyRange[] = [];
  let count = 0;
  for (const [from, to] of windows) {
    let cursor = from + pick([0, 15, 30]);
    while (count < BOOKINGS_PER_DAY && cursor + 30 <= to) {
      const id = `${specialistId}-${date}-${count++}`;
      if (random() < 0.25 && cursor + 105 <= to) {
        busy.push({ id, date, start: time(cursor), end: time(cursor + 30) });
        busy.push({ id, date, start: time(cursor + 75), end: time(cursor + 105) });
        cursor += 105;
      } else {
        const length = pick([30, 45, 60]);
        busy.push({ id, date, start: time(cursor), end: time(Math.min(cursor + length, to)) });
        cursor += length;
      }
      cursor += pick([0, 0, 15, 30, 45]);
    }
  }
  return busy;
}

function specialist(id: number): SpecialistCalendar {
  const shift = SHIFTS[id % SHIFTS.length];
  const restDay = id % 6;
  const windows = [0, 1, 2, 3, 4, 5, 6]
    .filter((weekday) => weekday !== restDay)
    .flatMap((weekday) =>
      shift.map(([from, to]) => ({ site_id: 1, weekday, start_time: time(from), end_time: time(to) })),
    );
  const busy: BusyRange[] = [];
  for (let day = FIRST_DAY; day < FIRST_DAY + DAYS; day++) {
    if (weekdayOfDayNumber(day) !== restDay) {
      busy.push(...bookingsOf(id, dateOfDayNumber(day), shift));
    }
  }
  // Every fourth has a three-day holiday; every third leaves early one afternoon a week.
  const absences = [
    ...(id % 4 === 0
      ? [
          {
            date_start: dateOfDayNumber(FIRST_DAY + id),
            date_end: dateOfDayNumber(FIRST_DAY + id + 2),
            start_time: null,
            end_time: null,
          },
        ]
      : []),
    ...(id % 3 === 0
      ? [0, 7, 14, 21].map((week) => ({
          date_start: dateOfDayNumber(FIRST_DAY + week + 2),
          date_end: dateOfDayNumber(FIRST_DAY + week + 2),
          start_time: '15:00',
          end_time: '20:00',
        }))
      : []),
  ];
  return { id, name: `Especialista ${id}`, windows, absences, busy };
}

const specialists = Array.from({ length: SPECIALISTS }, (_, index) => specialist(index + 1));
const everyone = specialists.map((s) => s.id);
const data: CalendarData = {
  siteId: 1,
  schedules,
  specialists,
  services: [
    { id: 1, name: 'Corte', duration: 45, specialistIds: everyone },
    {
      id: 2,
      name: 'Color',
      duration: 105,
      processing: { active: 30, processing: 45, finishing: 30 },
      specialistIds: everyone.filter((id) => id % 2 === 0),
    },
  ],
};

// Four cabins (decision 053), each held about 8 times a day like a specialist's bookings, and a
// 60-minute massage any of the 20 may do that needs any cabin for its whole length.
const cabins = [1, 2, 3, 4].map((id) => {
  const busy: BusyRange[] = [];
  for (let day = FIRST_DAY; day < FIRST_DAY + DAYS; day++) {
    busy.push(...bookingsOf(100 + id, dateOfDayNumber(day), [[480, 1200]]));
  }
  return { id, name: `Cabina ${id}`, kind: 'cabina', busy };
});
const withCabins: CalendarData = {
  ...data,
  services: [
    ...data.services,
    {
      id: 3,
      name: 'Masaje',
      duration: 60,
      specialistIds: everyone,
      needs: [{ kind: 'cabina', resourceId: null, whole: true }],
    },
  ],
  resources: cabins,
};
// The same, two of the cabins with their own hours (decision 058): cleaned on Monday mornings,
// 13:00-20:00 on Mondays and 08:00-20:00 the other days but Sunday.
const ownHours = [
  { weekday: 1, start: '13:00', end: '20:00' },
  ...[2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
];
const withCabinHours: CalendarData = {
  ...withCabins,
  resources: cabins.map((cabin) => (cabin.id > 2 ? { ...cabin, hours: ownHours } : cabin)),
};

const month: AvailabilityRequest = {
  services: [{ serviceId: 1, specialistId: null }],
  from: dateOfDayNumber(FIRST_DAY),
  to: dateOfDayNumber(FIRST_DAY + DAYS - 1),
  now: { date: dateOfDayNumber(FIRST_DAY), time: '07:30' },
  minNoticeMinutes: 60,
  maxDaysAhead: 60,
};

function measure(label: string, run: () => unknown, summary: () => string) {
  for (let i = 0; i < WARM_UP; i++) {
    run();
  }
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
  console.log(
    `${label.padEnd(46)} p50 ${pct(0.5).padStart(6)} ms   p95 ${pct(0.95).padStart(6)} ms   p99 ${pct(0.99).padStart(6)} ms   (${summary()})`,
  );
}

const slotCount = (request: AvailabilityRequest, calendar = data) => {
  const result = findAvailability(calendar, request);
  return `${result.days.length} days, ${result.days.reduce((sum, day) => sum + day.slots.length, 0)} free starts`;
};

const busyRows = specialists.reduce((sum, s) => sum + s.busy.length, 0);
console.log(
  `availability: ${SPECIALISTS} specialists, ${DAYS} days, ${busyRows} busy ranges, ${RUNS} runs per question (node ${process.version})`,
);
const withAna = { ...month, services: [{ serviceId: 1, specialistId: 2 }] };
const twoServices = {
  ...month,
  services: [
    { serviceId: 2, specialistId: null },
    { serviceId: 1, specialistId: null },
  ],
};
measure(
  'one service, any of 20, 30 days (goal < 50)',
  () => findAvailability(data, month),
  () => slotCount(month),
);
const massage = { ...month, services: [{ serviceId: 3, specialistId: null }] };
measure(
  'services needing one of 4 cabins, any of 20, 30 days (goal < 50)',
  () => findAvailability(withCabins, massage),
  () => slotCount(massage, withCabins),
);
measure(
  '4 cabins, two with their own hours, any of 20, 30 days (goal < 50)',
  () => findAvailability(withCabinHours, massage),
  () => slotCount(massage, withCabinHours),
);
measure(
  'one service, one chosen specialist, 30 days',
  () => findAvailability(data, withAna),
  () => slotCount(withAna),
);
measure(
  'colour + cut, any, 30 days',
  () => findAvailability(data, twoServices),
  () => slotCount(twoServices),
);
measure(
  'next free slot, any',
  () => nextFreeSlot(data, month),
  () => JSON.stringify(nextFreeSlot(data, month)?.start),
);
const booking = {
  date: dateOfDayNumber(FIRST_DAY + 3),
  start: '16:00',
  services: [{ serviceId: 1, specialistId: null }],
};
measure(
  'checkBooking, one booking, any',
  () => checkBooking(data, booking),
  () => `ok: ${checkBooking(data, booking).ok}`,
);
