import { describe, expect, it } from 'vitest';
import type { DayRow } from './api/calendar-keys';
import { planFor, planMarks } from './api/get-client-plans';
import type { CalendarResource } from './api/get-resources';
import { resourceChoices } from './booking-lines';
import { resourceEvents, resourceNames } from './day-model';
import { freeResources } from './resource-picks';

const resources: CalendarResource[] = [
  { id: 1, name: 'Cabina 1', kind: 'cabina' },
  { id: 2, name: 'Cabina 2', kind: 'cabina' },
  { id: 3, name: 'Láser', kind: 'equipo' },
];

// A booked service of 2026-12-08 holding `holds`; `gap`: its processing gap ['10:20', '10:40'];
// `whole`: its holds keep all of it (the default) or only its busy parts.
const rowOf = (
  id: number,
  start: string,
  end: string,
  holds: number[],
  { status = 'confirmada', gap = null as [string, string] | null, whole = true } = {},
): DayRow => ({
  id,
  date: '2026-12-08',
  service_time: start,
  duration: 30,
  start_at: `2026-12-08 ${start}:00`,
  end_at: `2026-12-08 ${end}:00`,
  processing_start_at: gap && `2026-12-08 ${gap[0]}:00`,
  processing_end_at: gap && `2026-12-08 ${gap[1]}:00`,
  price: 0,
  specialist_id: 7,
  service_id: { id: 4, name: 'Depilación láser' },
  resources: holds.map((resource_id, index) => ({ id: id * 10 + index, resource_id, whole_duration: whole })),
  service_reservation_id: { id: id + 100, status, notes: null, is_paid: false, client_id: null },
});

describe('the agenda by resource (decision 057)', () => {
  it('puts a service in the column of every resource it holds, in its specialist’s colour, and names them', () => {
    const row = rowOf(1, '10:00', '10:30', [1, 3]);
    const events = resourceEvents([row], '2026-12-08', resources, () => '#ff0000');
    expect(events.map((event) => [event.column, event.color, event.start])).toEqual([
      ['r1', '#ff0000', 600],
      ['r3', '#ff0000', 600],
    ]);
    expect(resourceNames(row, resources)).toBe('Cabina 1, Láser');
    expect(resourceEvents([row], '2026-12-09', resources, () => undefined)).toEqual([]);
  });

  it('offers in the drawer the cabins free at the service’s time, keeping its own', () => {
    const mine = rowOf(1, '10:00', '10:30', [1]);
    const crossing = rowOf(2, '10:15', '11:00', [2]);
    const cancelled = rowOf(3, '10:00', '10:30', [2], { status: 'cancelado' });
    const later = rowOf(4, '10:30', '11:00', [2]);
    const names = (rows: DayRow[]) =>
      freeResources({ resources, rows, row: mine, kind: 'cabina', keep: 1 }).map((item) => item.name);
    expect(names([mine, crossing])).toEqual(['Cabina 1']);
    expect(names([mine, cancelled, later])).toEqual(['Cabina 1', 'Cabina 2']);
  });

  describe('compares the parts each hold keeps, as the server does (decision 053)', () => {
    // A colour from 10:00 to 11:00 that leaves the client alone from 10:20 to 10:40, in cabin 2.
    const colour = (whole: boolean) => rowOf(2, '10:00', '11:00', [2], { gap: ['10:20', '10:40'], whole });
    const offered = (mine: DayRow, other: DayRow) =>
      freeResources({ resources, rows: [mine, other], row: mine, kind: 'cabina', keep: 1 }).map(
        (item) => item.name,
      );

    it('offers a cabin held only in its busy parts to a service inside the processing gap', () => {
      expect(offered(rowOf(1, '10:20', '10:40', [1], { whole: false }), colour(false))).toEqual([
        'Cabina 1',
        'Cabina 2',
      ]);
      // A whole-duration need of this service still fits: the gap is all it asks.
      expect(offered(rowOf(1, '10:25', '10:40', [1]), colour(false))).toEqual(['Cabina 1', 'Cabina 2']);
    });

    it('does not offer it to a service that crosses a busy part', () => {
      expect(offered(rowOf(1, '10:30', '10:50', [1], { whole: false }), colour(false))).toEqual(['Cabina 1']);
      expect(offered(rowOf(1, '10:10', '10:30', [1], { whole: false }), colour(false))).toEqual(['Cabina 1']);
    });

    it('a whole-duration hold blocks its processing gap too', () => {
      expect(offered(rowOf(1, '10:20', '10:40', [1], { whole: false }), colour(true))).toEqual(['Cabina 1']);
    });

    it('this service keeps only its busy parts unless its own hold is whole-duration', () => {
      const short = rowOf(2, '10:25', '10:35', [2], { whole: false });
      const mine = (whole: boolean) => rowOf(1, '10:00', '11:00', [1], { gap: ['10:20', '10:40'], whole });
      expect(offered(mine(false), short)).toEqual(['Cabina 1', 'Cabina 2']);
      expect(offered(mine(true), short)).toEqual(['Cabina 1']);
    });
  });

  it('offers no cabin whose own hours leave the service out (decision 058)', () => {
    const afternoons = resources.map((resource) =>
      resource.id === 2
        ? {
            ...resource,
            resource_availability: [{ weekday: 2, start_time: '13:00:00', end_time: '19:00:00' }],
          }
        : resource,
    );
    const pick = (row: DayRow) =>
      freeResources({ resources: afternoons, rows: [row], row, kind: 'cabina', keep: 1 }).map(
        (item) => item.name,
      );
    expect(pick(rowOf(1, '10:00', '10:30', [1]))).toEqual(['Cabina 1']);
    expect(pick(rowOf(1, '14:00', '14:30', [1]))).toEqual(['Cabina 1', 'Cabina 2']);
    expect(pick(rowOf(1, '18:45', '19:15', [1]))).toEqual(['Cabina 1']);
    // Only the parts it keeps need to be open: a processing time that runs past closing (no
    // finishing part) keeps nothing there; a finishing part after closing does.
    const late = { gap: ['18:50', '19:30'] as [string, string], whole: false };
    expect(pick(rowOf(1, '18:30', '19:30', [1], late))).toEqual(['Cabina 1', 'Cabina 2']);
    expect(pick(rowOf(1, '18:30', '19:30', [1], { ...late, gap: ['18:50', '19:00'] }))).toEqual(['Cabina 1']);
  });

  it('lets the booking choose among the kinds a service needs any of, not a named machine', () => {
    const service = {
      id: 4,
      name: 'Depilación láser',
      duration: 30,
      service_site_price: [],
      service_specialist: [],
      service_resource_need: [
        { kind: 'equipo', resource_id: 3 },
        { kind: 'cabina', resource_id: null },
      ],
    };
    expect(resourceChoices(service, resources).map((item) => item.id)).toEqual([1, 2]);
    expect(resourceChoices(undefined, resources)).toEqual([]);
  });
});

describe('the package a visit is covered by (decision 057)', () => {
  const plans = [
    {
      client_id: 3,
      instrument_id: 8,
      name: 'Diez masajes',
      left: 7,
      of: 10,
      expires_on: null,
      service_ids: [4],
    },
    { client_id: 3, instrument_id: 9, name: 'Faciales', left: 2, of: 5, expires_on: null, service_ids: [5] },
  ];
  it('is the client’s first package covering the service, or none', () => {
    expect(planFor(plans, 3, 4)?.instrument_id).toBe(8);
    expect(planFor(plans, 3, 5)?.name).toBe('Faciales');
    expect(planFor(plans, 3, 6)).toBeNull();
    expect(planFor(plans, 2, 4)).toBeNull();
    expect(planFor(undefined, 3, 4)).toBeNull();
  });
});

describe('the visits a package marks on the agenda', () => {
  const plan = {
    client_id: 3,
    instrument_id: 8,
    name: 'Masajes',
    left: 1,
    of: 10,
    expires_on: null,
    service_ids: [4],
  };
  const row = (id: number, start: string, extra: Partial<DayRow['service_reservation_id']> = {}): DayRow => ({
    id,
    date: '2026-11-25',
    service_time: start,
    duration: 60,
    start_at: start,
    end_at: start,
    processing_start_at: null,
    processing_end_at: null,
    price: 1,
    specialist_id: 1,
    service_id: { id: 4, name: 'Masaje' },
    service_reservation_id: {
      id: id * 10,
      status: 'pendiente',
      notes: null,
      is_paid: false,
      client_id: { id: 3, first_name: 'Ana', last_name: null, phone: null },
      ...extra,
    },
  });
  it('marks only as many visits as sessions are left, the earliest first, once per visit', () => {
    const marks = planMarks([row(2, '11:00'), row(1, '09:00'), row(1, '09:00')], [plan]);
    expect([...marks.keys()]).toEqual([1]);
    const two = planMarks([row(2, '11:00'), row(1, '09:00')], [{ ...plan, left: 2 }]);
    expect([...two.keys()].sort()).toEqual([1, 2]);
  });
  it('skips paid and cancelled visits, which take no session', () => {
    const marks = planMarks(
      [row(1, '09:00', { is_paid: true }), row(2, '10:00', { status: 'cancelado' }), row(3, '11:00')],
      [plan],
    );
    expect([...marks.keys()]).toEqual([3]);
    expect(planMarks([row(1, '09:00')], undefined).size).toBe(0);
  });
});
