import { describe, expect, it } from 'vitest';
import { findAvailability } from './availability';
import { MONDAY, newCalendar, newRequest, newService, newSpecialist } from './availability-test-data';
import type { ResourceCalendar } from './availability-types';
import { checkBooking } from './booking-check';

const cabin = (id: number, busy: ResourceCalendar['busy'] = []): ResourceCalendar => ({
  id,
  name: `Cabina ${id}`,
  kind: 'cabina',
  busy,
});

// Two specialists free all day; a 60-minute massage needing any cabin.
function spa(resources: ResourceCalendar[], whole = true, processing = false) {
  return newCalendar({
    specialists: [newSpecialist(1), newSpecialist(2)],
    services: [
      newService(1, {
        specialistIds: [1, 2],
        needs: [{ kind: 'cabina', resourceId: null, whole }],
        ...(processing ? { processing: { active: 20, processing: 20, finishing: 20 } } : {}),
      }),
    ],
    resources,
  });
}

const starts = (data: ReturnType<typeof spa>) =>
  findAvailability(data, newRequest()).days[0].slots.map((slot) => slot.start);

describe('rooms and equipment in availability (decision 053)', () => {
  it('offers only times when a specialist and a cabin are free together, and names the cabin it would take', () => {
    const data = spa([cabin(7, [{ id: 1, date: MONDAY, start: '10:00', end: '11:00' }])]);
    expect(starts(data)).not.toContain('09:15');
    expect(starts(data)).not.toContain('10:30');
    expect(starts(data)).toContain('09:00');
    expect(starts(data)).toContain('11:00');
    const slot = findAvailability(data, newRequest()).days[0].slots.find((s) => s.start === '11:00');
    expect(slot?.services[0].resourceIds).toEqual([7]);
  });

  it('a second cabin makes the time free again, taken in name order', () => {
    const data = spa([cabin(7, [{ id: 1, date: MONDAY, start: '10:00', end: '11:00' }]), cabin(8)]);
    const slot = findAvailability(data, newRequest()).days[0].slots.find((s) => s.start === '10:00');
    expect(slot?.services[0].resourceIds).toEqual([8]);
  });

  it('a need for the busy parts only leaves the processing gap free', () => {
    const busy = [{ id: 1, date: MONDAY, start: '10:20', end: '10:40' }];
    expect(starts(spa([cabin(7, busy)], false, true))).toContain('10:00');
    expect(starts(spa([cabin(7, busy)], true, true))).not.toContain('10:00');
  });

  it('the check refuses a taken cabin chosen by hand, naming it, and any cabin when none is free', () => {
    const data = spa([cabin(7, [{ id: 1, date: MONDAY, start: '10:00', end: '11:00' }]), cabin(8)]);
    const hand = checkBooking(data, {
      date: MONDAY,
      start: '10:30',
      services: [{ serviceId: 1, specialistId: 1, resourceIds: [7] }],
    });
    expect(hand).toMatchObject({ ok: false, problem: { code: 'recurso_ocupado' } });
    expect(!hand.ok && hand.problem.message).toBe("La cabina 'Cabina 7' está ocupada de 10:00 a 11:00.");
    const none = checkBooking(spa([cabin(7, [{ id: 1, date: MONDAY, start: '10:00', end: '11:00' }])]), {
      date: MONDAY,
      start: '10:30',
      services: [{ serviceId: 1, specialistId: null }],
    });
    expect(!none.ok && none.problem.message).toBe("La cabina 'Cabina 7' está ocupada de 10:00 a 11:00.");
    const noCabin = checkBooking(spa([]), {
      date: MONDAY,
      start: '10:30',
      services: [{ serviceId: 1, specialistId: null }],
    });
    expect(!noCabin.ok && noCabin.problem.message).toBe(
      'No hay ninguna cabina en esta sede para «Servicio 1».',
    );
  });
});

describe('a resource with its own hours (decision 058)', () => {
  // MONDAY is weekday 1: the cabin is cleaned on Monday mornings and opens at 13:00.
  const cleaned = (id: number): ResourceCalendar => ({
    ...cabin(id),
    hours: [
      { weekday: 1, start: '13:00', end: '20:00' },
      { weekday: 2, start: '08:00', end: '20:00' },
    ],
  });

  it('offers only its hours, and another cabin without hours in the morning', () => {
    expect(starts(spa([cleaned(7)]))).not.toContain('09:00');
    expect(starts(spa([cleaned(7)]))).not.toContain('12:15');
    expect(starts(spa([cleaned(7)]))).toContain('13:00');
    const both = findAvailability(spa([cleaned(7), cabin(8)]), newRequest()).days[0].slots;
    expect(both.find((s) => s.start === '09:00')?.services[0].resourceIds).toEqual([8]);
    expect(both.find((s) => s.start === '13:00')?.services[0].resourceIds).toEqual([7]);
  });

  it('the check names the cabin and that day’s hours, or both cabins when the other is taken', () => {
    const alone = checkBooking(spa([cleaned(7)]), {
      date: MONDAY,
      start: '10:00',
      services: [{ serviceId: 1, specialistId: 1 }],
    });
    expect(alone).toMatchObject({ ok: false, problem: { code: 'recurso_fuera_de_horario' } });
    expect(!alone.ok && alone.problem.message).toBe(
      "La cabina 'Cabina 7' no está disponible a esa hora: ese día su horario es de 13:00 a 20:00.",
    );
    const taken = checkBooking(
      spa([cleaned(7), cabin(8, [{ id: 1, date: MONDAY, start: '10:00', end: '11:00' }])]),
      {
        date: MONDAY,
        start: '10:00',
        services: [{ serviceId: 1, specialistId: 1 }],
      },
    );
    expect(!taken.ok && taken.problem.message).toBe(
      "No hay ninguna cabina libre a esa hora: 'Cabina 7' fuera de su horario, 'Cabina 8' de 10:00 a 11:00.",
    );
  });
});
