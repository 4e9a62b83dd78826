import { describe, expect, it } from 'vitest';
import { findAvailability, MAX_RANGE_DAYS, nextFreeSlot } from './availability';
import { MONDAY, newCalendar, newRequest, newService, newSpecialist, SUNDAY } from './availability-test-data';

const fullDay = (date: string, id?: number) => ({ id, date, start: '08:00', end: '20:00' });

describe('"any" specialist and chosen specialist', () => {
  it('any specialist: picks the first free one who offers the service and lists the others free', () => {
    const data = newCalendar({
      specialists: [
        newSpecialist(1, { busy: [{ date: MONDAY, start: '08:00', end: '09:00' }] }),
        newSpecialist(2),
        newSpecialist(3),
        newSpecialist(4),
      ],
      services: [newService(1, { specialistIds: [1, 2, 4] })],
    });
    const slots = findAvailability(data, newRequest()).days[0].slots;
    expect(slots[0].services[0]).toMatchObject({ specialistId: 2, alternativeSpecialistIds: [4] });
    expect(slots.find((slot) => slot.start === '09:00')?.services[0]).toMatchObject({
      specialistId: 1,
      alternativeSpecialistIds: [2, 4],
    });
  });

  it('any specialist: the slot is free while at least one who offers the service is free', () => {
    const data = newCalendar({
      specialists: [
        newSpecialist(1, { busy: [fullDay(MONDAY)] }),
        newSpecialist(2, { busy: [{ date: MONDAY, start: '08:00', end: '12:00' }] }),
        newSpecialist(3),
      ],
      services: [newService(1, { specialistIds: [1, 2] })],
    });
    expect(findAvailability(data, newRequest()).days[0].slots[0].start).toBe('12:00');
  });

  it('a chosen specialist gets only her own free times, with no alternatives', () => {
    const data = newCalendar({
      specialists: [
        newSpecialist(1, { busy: [{ date: MONDAY, start: '08:00', end: '12:00' }] }),
        newSpecialist(2),
      ],
    });
    const slots = findAvailability(data, newRequest({ services: [{ serviceId: 1, specialistId: 1 }] }))
      .days[0].slots;
    expect(slots[0].start).toBe('12:00');
    expect(slots[0].services[0]).toMatchObject({ specialistId: 1, alternativeSpecialistIds: [] });
  });

  it('a chosen specialist who does not offer the service is refused with the reason', () => {
    const data = newCalendar({
      specialists: [newSpecialist(1, { name: 'Ana' }), newSpecialist(2)],
      services: [newService(1, { name: 'Corte', specialistIds: [2] })],
    });
    const result = findAvailability(data, newRequest({ services: [{ serviceId: 1, specialistId: 1 }] }));
    expect(result.days).toEqual([]);
    expect(result.refused).toMatchObject({
      code: 'no_ofrece_servicio',
      message: 'Ana no ofrece «Corte».',
      serviceIndex: 0,
      specialistId: 1,
    });
  });

  it('an unknown service, a service nobody offers and an empty booking are refused', () => {
    const data = newCalendar({ services: [newService(1, { specialistIds: [] })] });
    const refusal = (services: { serviceId: number; specialistId: number | null }[]) =>
      findAvailability(data, newRequest({ services })).refused?.code;
    expect(refusal([{ serviceId: 9, specialistId: null }])).toBe('servicio_desconocido');
    expect(refusal([{ serviceId: 1, specialistId: null }])).toBe('nadie_ofrece_servicio');
    expect(refusal([{ serviceId: 1, specialistId: 9 }])).toBe('especialista_desconocido');
    expect(refusal([])).toBe('reserva_vacia');
  });
});

describe('several services in one booking', () => {
  const twoServices = [
    { serviceId: 1, specialistId: null },
    { serviceId: 2, specialistId: null },
  ];

  it('multi-service: the second service starts when the first ends and both must be free', () => {
    const data = newCalendar({
      specialists: [newSpecialist(1, { busy: [{ date: MONDAY, start: '09:30', end: '10:00' }] })],
      services: [
        newService(1, { duration: 45, specialistIds: [1] }),
        newService(2, { duration: 30, specialistIds: [1] }),
      ],
    });
    const slots = findAvailability(data, newRequest({ services: twoServices })).days[0].slots;
    expect(slots[0]).toMatchObject({ start: '08:00', end: '09:15' });
    expect(slots[0].services.map((s) => [s.start, s.end])).toEqual([
      ['08:00', '08:45'],
      ['08:45', '09:15'],
    ]);
    // 08:30 would put the second service at 09:15-09:45, over the booking.
    expect(slots.map((slot) => slot.start)).not.toContain('08:30');
    expect(slots.map((slot) => slot.start)).toContain('08:15');
  });

  it('multi-service with "any": each service may go to a different specialist', () => {
    const data = newCalendar({
      specialists: [newSpecialist(1), newSpecialist(2)],
      services: [newService(1, { specialistIds: [1] }), newService(2, { specialistIds: [2] })],
    });
    const slot = findAvailability(data, newRequest({ services: twoServices })).days[0].slots[0];
    expect(slot.services.map((s) => s.specialistId)).toEqual([1, 2]);
  });

  it('multi-service: the whole booking must end by closing', () => {
    const data = newCalendar({
      services: [
        newService(1, { duration: 60, specialistIds: [1] }),
        newService(2, { duration: 60, specialistIds: [1] }),
      ],
    });
    const slots = findAvailability(data, newRequest({ services: twoServices })).days[0].slots;
    expect(slots.at(-1)).toMatchObject({ start: '18:00', end: '20:00' });
  });
});

describe('now, notice and horizon', () => {
  it('nothing before now, and nothing before now + notice', () => {
    const now = { date: MONDAY, time: '10:05' };
    expect(findAvailability(newCalendar(), newRequest({ now })).days[0].slots[0].start).toBe('10:15');
    const withNotice = newRequest({ now, minNoticeMinutes: 60 });
    expect(findAvailability(newCalendar(), withNotice).days[0].slots[0].start).toBe('11:15');
  });

  it('a now with seconds is already past its minute', () => {
    const now = { date: MONDAY, time: '10:00:30' };
    expect(findAvailability(newCalendar(), newRequest({ now })).days[0].slots[0].start).toBe('10:15');
  });

  it('a notice that crosses midnight moves the first start of the next day', () => {
    const now = { date: MONDAY, time: '19:00' };
    const request = newRequest({ now, minNoticeMinutes: 15 * 60, to: '2026-03-03' });
    const days = findAvailability(newCalendar(), request).days;
    expect(days[0]).toMatchObject({ unavailable: null, slots: [] });
    expect(days[1].slots[0].start).toBe('10:00');
  });

  it('past days say so, and days after the horizon say so', () => {
    const request = newRequest({
      from: SUNDAY,
      to: '2026-03-05',
      now: { date: '2026-03-03', time: '09:00' },
      maxDaysAhead: 1,
    });
    const days = findAvailability(newCalendar(), request).days;
    expect(days.map((day) => [day.date, day.unavailable])).toEqual([
      ['2026-03-01', 'hora_pasada'],
      ['2026-03-02', 'hora_pasada'],
      ['2026-03-03', null],
      ['2026-03-04', null],
      ['2026-03-05', 'fuera_de_plazo'],
    ]);
  });
});

describe('range of days', () => {
  it(`answers at most ${MAX_RANGE_DAYS} days, one entry per day in order`, () => {
    const days = findAvailability(newCalendar(), newRequest({ from: '2026-01-01', to: '2026-12-31' })).days;
    expect(days).toHaveLength(MAX_RANGE_DAYS);
    expect(days[0].date).toBe('2026-01-01');
    expect(days.at(-1)?.date).toBe('2026-03-03');
  });

  it('weekdays follow the calendar, not the time zone of the machine', () => {
    const days = findAvailability(newCalendar(), newRequest({ from: '2026-12-30', to: '2027-01-02' })).days;
    expect(days.map((day) => [day.date, day.weekday])).toEqual([
      ['2026-12-30', 3],
      ['2026-12-31', 4],
      ['2027-01-01', 5],
      ['2027-01-02', 6],
    ]);
  });

  it('malformed or impossible dates refuse the question', () => {
    expect(findAvailability(newCalendar(), newRequest({ from: '2026-02-30' })).refused?.code).toBe(
      'fecha_invalida',
    );
    expect(findAvailability(newCalendar(), newRequest({ to: '02/03/2026' })).refused?.code).toBe(
      'fecha_invalida',
    );
    const badNow = newRequest({ now: { date: MONDAY, time: '25:00' } });
    expect(findAvailability(newCalendar(), badNow).refused?.code).toBe('fecha_invalida');
  });
});

describe('next free slot', () => {
  it('skips closed and full days and returns the first free start', () => {
    const data = newCalendar({
      specialists: [newSpecialist(1, { busy: [fullDay(MONDAY), fullDay('2026-03-03')] })],
    });
    const slot = nextFreeSlot(data, newRequest({ from: SUNDAY, to: '2026-03-31' }));
    expect(slot).toMatchObject({ date: '2026-03-04', start: '08:00', end: '09:00' });
  });

  it('is null when nothing is free in the range or the question is refused', () => {
    const data = newCalendar({ specialists: [newSpecialist(1, { busy: [fullDay(MONDAY)] })] });
    expect(nextFreeSlot(data, newRequest())).toBeNull();
    expect(nextFreeSlot(data, newRequest({ services: [] }))).toBeNull();
  });
});
