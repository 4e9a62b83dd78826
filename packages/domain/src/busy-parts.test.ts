import { describe, expect, it } from 'vitest';
import { busyParts, firstCrossing, heldParts, insideWindows } from './busy-parts';

describe('the parts a booked service keeps (decision 053)', () => {
  it('is all of it, or the parts around its processing gap, in clock text or minutes', () => {
    expect(busyParts({ start: '10:00', end: '11:00', gapStart: null, gapEnd: null })).toEqual([
      { start: '10:00', end: '11:00' },
    ]);
    expect(busyParts({ start: 600, end: 660, gapStart: 620, gapEnd: 640 })).toEqual([
      { start: 600, end: 620 },
      { start: 640, end: 660 },
    ]);
    // No finishing part: the gap runs to the end.
    expect(busyParts({ start: 600, end: 660, gapStart: 620, gapEnd: 660 })).toEqual([
      { start: 600, end: 620 },
    ]);
  });

  it('a hold keeps all of it for a whole-duration need, else its busy parts', () => {
    const busy = busyParts({ start: 600, end: 660, gapStart: 620, gapEnd: 640 });
    expect(heldParts({ start: 600, end: 660, busy }, true)).toEqual([{ start: 600, end: 660 }]);
    expect(heldParts({ start: 600, end: 660, busy }, false)).toBe(busy);
  });

  it('finds the first part that crosses; touching is not crossing', () => {
    const held = [
      { start: 600, end: 620 },
      { start: 640, end: 660 },
    ];
    expect(firstCrossing([{ start: 620, end: 640 }], held)).toBeNull();
    expect(firstCrossing([{ start: 630, end: 650 }], held)).toEqual({ start: 640, end: 660 });
  });
});

describe('a resource’s own hours hold the parts (decision 058)', () => {
  const morning = { start: 600, end: 780 }; // 10:00–13:00
  const afternoon = { start: 780, end: 1200 }; // 13:00–20:00
  it('windows that touch read as one, as the database’s range_agg does', () => {
    expect(insideWindows([{ start: 750, end: 810 }], [afternoon, morning])).toBe(true);
    expect(insideWindows([{ start: 750, end: 810 }], [morning])).toBe(false);
  });
  it('a gap between windows does not hold a part across it; every part must fit', () => {
    const lateAfternoon = { start: 840, end: 1200 }; // 14:00–20:00
    expect(insideWindows([{ start: 750, end: 850 }], [morning, lateAfternoon])).toBe(false);
    expect(
      insideWindows(
        [
          { start: 700, end: 760 },
          { start: 850, end: 900 },
        ],
        [morning, lateAfternoon],
      ),
    ).toBe(true);
    expect(insideWindows([{ start: 600, end: 660 }], [])).toBe(false);
  });
});
