import { describe, expect, it } from 'vitest';
import {
  MONDAY,
  newCalendar,
  newService,
  newSpecialist,
  newWeek,
  SITE_ID,
  SUNDAY,
} from './availability-test-data';
import type { CalendarData, ProposedBooking } from './availability-types';
import { checkBooking } from './booking-check';

const ana = (fields: Parameters<typeof newSpecialist>[1] = {}) =>
  newSpecialist(1, { name: 'Ana', ...fields });

function check(data: CalendarData, booking: Partial<ProposedBooking> = {}) {
  return checkBooking(data, {
    date: MONDAY,
    start: '10:00',
    services: [{ serviceId: 1, specialistId: 1 }],
    ...booking,
  });
}

// The problem of a refused booking (fails the test if it was accepted).
function problemOf(data: CalendarData, booking: Partial<ProposedBooking> = {}) {
  const result = check(data, booking);
  if (result.ok) {
    throw new Error('expected the booking to be refused');
  }
  return result.problem;
}

describe('checkBooking accepts', () => {
  it('a free time inside hours and availability, placed in time with its busy parts', () => {
    const colour = newService(1, {
      duration: 105,
      processing: { active: 30, processing: 45, finishing: 30 },
      specialistIds: [1],
    });
    const result = check(newCalendar({ specialists: [ana()], services: [colour] }));
    expect(result).toEqual({
      ok: true,
      booking: {
        date: MONDAY,
        start: '10:00',
        end: '11:45',
        services: [
          {
            serviceId: 1,
            specialistId: 1,
            start: '10:00',
            end: '11:45',
            busy: [
              { start: '10:00', end: '10:30' },
              { start: '11:15', end: '11:45' },
            ],
            alternativeSpecialistIds: [],
            resourceIds: [],
          },
        ],
      },
    });
  });

  it('"any" is resolved to the first free specialist who offers the service', () => {
    const data = newCalendar({
      specialists: [
        ana({ busy: [{ date: MONDAY, start: '10:00', end: '11:00' }] }),
        newSpecialist(2),
        newSpecialist(3),
      ],
    });
    const result = check(data, { services: [{ serviceId: 1, specialistId: null }] });
    expect(result.ok && result.booking.services[0]).toMatchObject({
      specialistId: 2,
      alternativeSpecialistIds: [3],
    });
  });

  it('times given with seconds (from a time column) are on the grid', () => {
    expect(check(newCalendar({ specialists: [ana()] }), { start: '10:00:00' }).ok).toBe(true);
  });

  it('moving a booking does not clash with itself (ignoreBusyIds)', () => {
    const data = newCalendar({
      specialists: [ana({ busy: [{ id: 12, date: MONDAY, start: '09:30', end: '10:30' }] })],
    });
    expect(check(data).ok).toBe(false);
    expect(check(data, { ignoreBusyIds: [12] }).ok).toBe(true);
  });

  it('staff may record a past visit: without now there is no time limit', () => {
    expect(check(newCalendar(), { date: '2020-03-02' }).ok).toBe(true);
  });
});

describe('checkBooking refuses, saying why', () => {
  it('a closed day (spec 5)', () => {
    expect(problemOf(newCalendar(), { date: SUNDAY })).toEqual({
      code: 'dia_cerrado',
      message: 'La sede está cerrada ese día.',
    });
  });

  it('before opening and at or after closing (spec 5)', () => {
    expect(problemOf(newCalendar(), { start: '07:45' })).toMatchObject({
      code: 'antes_de_apertura',
      message: 'La sede abre a las 8:00 AM.',
    });
    expect(problemOf(newCalendar(), { start: '20:00' })).toMatchObject({
      code: 'despues_de_cierre',
      message: 'La sede cierra a las 8:00 PM.',
    });
  });

  it('a service that would end after closing', () => {
    expect(problemOf(newCalendar(), { start: '19:15' })).toMatchObject({
      code: 'termina_despues_de_cierre',
      message: 'La reserva terminaría a las 8:15 PM, después del cierre (8:00 PM).',
    });
  });

  it('off the 15-minute grid (spec 9)', () => {
    for (const start of ['10:10', '06:45', '10:00:30', '10', '']) {
      expect(problemOf(newCalendar(), { start }).code).toBe('fuera_de_la_grilla');
    }
  });

  it('off the grid is fine for a service that follows another of the same reservation', () => {
    const result = check(newCalendar({ specialists: [ana()] }), { start: '10:40', followsAnother: true });
    expect(result.ok).toBe(true);
  });

  it('outside the specialist availability, including her break', () => {
    const windows = [
      { site_id: SITE_ID, weekday: 1, start_time: '08:00', end_time: '12:00' },
      { site_id: SITE_ID, weekday: 1, start_time: '13:00', end_time: '18:00' },
    ];
    const data = newCalendar({ specialists: [ana({ windows })] });
    expect(problemOf(data, { start: '11:30' })).toMatchObject({
      code: 'fuera_de_disponibilidad',
      message: 'Ana no trabaja a esa hora.',
      specialistId: 1,
      serviceIndex: 0,
    });
    expect(problemOf(data, { start: '18:00' }).code).toBe('fuera_de_disponibilidad');
  });

  it('the specialist is absent, whole day or window', () => {
    const wholeDay = [{ date_start: SUNDAY, date_end: MONDAY, start_time: null, end_time: null }];
    expect(problemOf(newCalendar({ specialists: [ana({ absences: wholeDay })] }))).toMatchObject({
      code: 'especialista_ausente',
      message: 'Ana está ausente a esa hora.',
    });
    const window = [{ date_start: MONDAY, date_end: MONDAY, start_time: '10:30', end_time: '11:00' }];
    const data = newCalendar({ specialists: [ana({ absences: window })] });
    expect(problemOf(data).code).toBe('especialista_ausente');
    expect(check(data, { start: '09:30' }).ok).toBe(true);
  });

  it('the specialist does not offer the service', () => {
    const data = newCalendar({
      specialists: [ana(), newSpecialist(2)],
      services: [newService(1, { name: 'Keratina', specialistIds: [2] })],
    });
    expect(problemOf(data)).toMatchObject({
      code: 'no_ofrece_servicio',
      message: 'Ana no ofrece «Keratina».',
    });
  });

  it('clash names the booking', () => {
    const busy = [{ id: 'srs-41', date: MONDAY, start: '10:30', end: '11:15' }];
    expect(problemOf(newCalendar({ specialists: [ana({ busy })] }))).toEqual({
      code: 'choque_con_reserva',
      message: 'Ana ya tiene una reserva de 10:30 AM a 11:15 AM.',
      serviceIndex: 0,
      serviceId: 1,
      specialistId: 1,
      bookingId: 'srs-41',
    });
  });

  it('a clash in the second service names that service', () => {
    const data = newCalendar({
      specialists: [ana({ busy: [{ id: 5, date: MONDAY, start: '11:00', end: '11:30' }] })],
      services: [newService(1, { specialistIds: [1] }), newService(2, { duration: 30, specialistIds: [1] })],
    });
    const services = [
      { serviceId: 1, specialistId: 1 },
      { serviceId: 2, specialistId: 1 },
    ];
    expect(problemOf(data, { services })).toMatchObject({
      code: 'choque_con_reserva',
      serviceIndex: 1,
      bookingId: 5,
    });
  });

  it('"any" with nobody free, and a service nobody offers', () => {
    const busy = [{ date: MONDAY, start: '08:00', end: '20:00' }];
    const data = newCalendar({
      specialists: [ana({ busy })],
      services: [newService(1, { name: 'Corte', specialistIds: [1] })],
    });
    expect(problemOf(data, { services: [{ serviceId: 1, specialistId: null }] })).toMatchObject({
      code: 'sin_especialista_libre',
      message: 'No hay especialistas libres para «Corte» a esa hora.',
    });
    const nobody = newCalendar({ services: [newService(1, { specialistIds: [] })] });
    expect(problemOf(nobody, { services: [{ serviceId: 1, specialistId: null }] }).code).toBe(
      'nadie_ofrece_servicio',
    );
  });

  it('before now, and before now + the minimum notice', () => {
    const now = { date: MONDAY, time: '09:50' };
    expect(problemOf(newCalendar(), { now, start: '09:45' })).toMatchObject({ code: 'hora_pasada' });
    expect(problemOf(newCalendar(), { now, date: SUNDAY })).toMatchObject({ code: 'hora_pasada' });
    expect(problemOf(newCalendar(), { now, minNoticeMinutes: 30 })).toMatchObject({
      code: 'aviso_minimo',
      message: 'Las reservas se hacen con al menos 30 minutos de anticipación.',
    });
    expect(check(newCalendar(), { now, minNoticeMinutes: 10 }).ok).toBe(true);
  });

  it('after the last day that may be booked ahead', () => {
    const now = { date: MONDAY, time: '09:00' };
    expect(problemOf(newCalendar(), { now, maxDaysAhead: 30, date: '2026-04-02' })).toMatchObject({
      code: 'fuera_de_plazo',
      message: 'Solo se puede reservar hasta 30 días por adelantado.',
    });
    expect(check(newCalendar(), { now, maxDaysAhead: 30, date: '2026-04-01' }).ok).toBe(true);
    expect(problemOf(newCalendar(), { now, maxDaysAhead: 0, date: '2026-03-03' }).message).toBe(
      'Solo se puede reservar para hoy.',
    );
  });

  it('bad dates, an empty booking and unknown services or specialists', () => {
    expect(problemOf(newCalendar(), { date: '2026-13-01' }).code).toBe('fecha_invalida');
    expect(problemOf(newCalendar(), { services: [] }).code).toBe('reserva_vacia');
    expect(problemOf(newCalendar(), { services: [{ serviceId: 2, specialistId: 1 }] }).code).toBe(
      'servicio_desconocido',
    );
    expect(problemOf(newCalendar(), { services: [{ serviceId: 1, specialistId: 2 }] }).code).toBe(
      'especialista_desconocido',
    );
    const broken = newCalendar({
      services: [newService(1, { name: 'Tinte', duration: 0, specialistIds: [1] })],
    });
    expect(problemOf(broken).message).toBe('El servicio «Tinte» no tiene una duración válida.');
    const noParts = newService(1, {
      processing: { active: 0, processing: 30, finishing: 0 },
      specialistIds: [1],
    });
    expect(problemOf(newCalendar({ services: [noParts] })).code).toBe('servicio_invalido');
  });

  it('a booking that would start at 23:59 or later cannot fit even where the site never closes', () => {
    const data = newCalendar({
      schedules: newWeek({ 1: ['23:00', '23:59'] }),
      services: [
        newService(1, { duration: 60, specialistIds: [1] }),
        newService(2, { duration: 15, specialistIds: [1] }),
      ],
    });
    const services = [
      { serviceId: 1, specialistId: 1 },
      { serviceId: 2, specialistId: 1 },
    ];
    expect(problemOf(data, { start: '23:00', services }).code).toBe('termina_despues_de_cierre');
  });
});
