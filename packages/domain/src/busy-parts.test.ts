import { describe, expect, it } from 'vitest';
import { busyParts, firstCrossing, heldParts } from './busy-parts';

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
