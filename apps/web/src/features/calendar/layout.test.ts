import { contrastRatio, parseHexColor, relativeLuminance } from '@sari/domain/color';
import { describe, expect, it } from 'vitest';
import {
  clockMinutes,
  closedRanges,
  DAY_END,
  DAY_START,
  GRID_HEIGHT,
  layoutColumn,
  layoutDay,
  minutesToPixels,
  nowLineTop,
  pixelsToSlotMinutes,
  SLOT_HEIGHT,
  STATUS_LOOK,
  STATUS_MARK,
} from './layout';

describe('calendar day geometry', () => {
  it('runs from 07:00 to midnight in 68 slots of 15 minutes', () => {
    expect(DAY_START).toBe(7 * 60);
    expect(DAY_END).toBe(24 * 60);
    expect(GRID_HEIGHT).toBe(68 * SLOT_HEIGHT);
    expect(minutesToPixels(7 * 60 + 30)).toBe(2 * SLOT_HEIGHT);
  });

  it('turns a pixel offset into the start of its slot, kept inside the day', () => {
    expect(pixelsToSlotMinutes(0)).toBe(420);
    expect(pixelsToSlotMinutes(SLOT_HEIGHT * 4 + 3)).toBe(480);
    expect(pixelsToSlotMinutes(-50)).toBe(420);
    expect(pixelsToSlotMinutes(GRID_HEIGHT + 100)).toBe(23 * 60 + 45);
  });

  it('reads the clock of times and timestamps', () => {
    expect(clockMinutes('09:15')).toBe(555);
    expect(clockMinutes('09:15:00')).toBe(555);
    expect(clockMinutes('2026-11-23 14:30:00')).toBe(870);
    expect(clockMinutes('2026-11-23T14:30:00')).toBe(870);
    expect(clockMinutes(null)).toBeNull();
  });

  it('lays overlapping events side by side and lone events full width', () => {
    const placed = layoutColumn([
      { id: 1, start: 600, end: 660 },
      { id: 2, start: 615, end: 645 },
      { id: 3, start: 660, end: 690 },
      { id: 4, start: 700, end: 730 },
    ]);
    const byId = new Map(placed.map((item) => [item.id, item]));
    expect(byId.get(1)).toMatchObject({ lane: 0, lanes: 2 });
    expect(byId.get(2)).toMatchObject({ lane: 1, lanes: 2 });
    expect(byId.get(3)).toMatchObject({ lane: 0, lanes: 1 });
    expect(byId.get(4)).toMatchObject({ lane: 0, lanes: 1, top: minutesToPixels(700) });
    expect(byId.get(1)?.height).toBe(4 * SLOT_HEIGHT);
  });

  it('reuses a freed lane inside a cluster', () => {
    const placed = layoutColumn([
      { id: 1, start: 600, end: 720 },
      { id: 2, start: 600, end: 630 },
      { id: 3, start: 630, end: 660 },
    ]);
    expect(placed.find((item) => item.id === 3)).toMatchObject({ lane: 1, lanes: 2 });
  });

  // How fast is measured by the benchmarks, never by a timed assertion.
  it('lays out 400 events over 40 columns', () => {
    const events = Array.from({ length: 400 }, (_, index) => ({
      id: index,
      column: index % 40,
      start: 420 + (index % 10) * 60,
      end: 420 + (index % 10) * 60 + 45,
    }));
    const result = layoutDay(events);
    expect(result.size).toBe(40);
    expect([...result.values()].every((column) => column.length === 10)).toBe(true);
  });

  it('shades what is outside the open ranges', () => {
    expect(
      closedRanges([
        { start: 480, end: 780 },
        { start: 840, end: 1140 },
      ]),
    ).toEqual([
      { start: 420, end: 480 },
      { start: 780, end: 840 },
      { start: 1140, end: 1440 },
    ]);
    expect(closedRanges([])).toEqual([{ start: 420, end: 1440 }]);
    expect(closedRanges([{ start: 0, end: 1440 }])).toEqual([]);
  });

  it('places the now line only inside the grid', () => {
    expect(nowLineTop(6 * 60)).toBeNull();
    expect(nowLineTop(8 * 60)).toBe(4 * SLOT_HEIGHT);
  });
});

describe('a status at a glance', () => {
  const luminance = (hex: string) => relativeLuminance(parseHexColor(hex)!);

  it('marks every status but the usual Confirmada with its own readable colours', () => {
    const statuses = Object.keys(STATUS_LOOK);
    expect(Object.keys(STATUS_MARK).sort()).toEqual([...statuses].sort());
    expect(STATUS_MARK.confirmada).toBeNull();
    const marked = statuses.filter((status) => status !== 'confirmada').map((status) => STATUS_MARK[status]!);
    expect(marked).toHaveLength(4);
    // Cliente llegó and Inicio servicio look like nothing else (they looked like Confirmada).
    expect(new Set(marked.map((mark) => mark.fill)).size).toBe(marked.length);
    for (const mark of marked) {
      expect(contrastRatio(luminance(mark.fill), luminance(mark.text))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
