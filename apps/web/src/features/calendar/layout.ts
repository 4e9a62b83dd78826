import { colorPair } from '@sari/domain/color';
import { FIRST_SLOT, LAST_SLOT, SLOT_MINUTES } from '@sari/domain/time-slots';

// Pure geometry of the calendar's day: minutes of the day to pixels, events laid out in lanes
// when they overlap (a client booked in another's processing gap), shaded closed ranges.

export const SLOT_HEIGHT = 22;
export const DAY_START = FIRST_SLOT;
export const DAY_END = LAST_SLOT + SLOT_MINUTES;
export const GRID_HEIGHT = ((DAY_END - DAY_START) / SLOT_MINUTES) * SLOT_HEIGHT;

export const minutesToPixels = (minutes: number) => ((minutes - DAY_START) / SLOT_MINUTES) * SLOT_HEIGHT;

// A pixel offset inside the grid to the start of its 15-minute slot, kept inside the day.
export function pixelsToSlotMinutes(pixels: number): number {
  const slot = Math.floor(pixels / SLOT_HEIGHT);
  const last = (DAY_END - DAY_START) / SLOT_MINUTES - 1;
  return DAY_START + Math.max(0, Math.min(last, slot)) * SLOT_MINUTES;
}

// A drag of `pixels` as a whole number of slots (rounded to the nearest).
export const pixelsToSlots = (pixels: number) => Math.round(pixels / SLOT_HEIGHT);

// 'HH:mm', 'HH:mm:ss', '2026-11-23 10:15:00' or '2026-11-23T10:15:00' to minutes of the day.
export function clockMinutes(value: string | null | undefined): number | null {
  if (!value) {
    return null;
  }
  const match = /(?:^|[T ])(\d{2}):(\d{2})/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export type Span = { id: number; start: number; end: number };
export type Placed = Span & { top: number; height: number; lane: number; lanes: number };

// Events of one column side by side where they overlap: each cluster of overlapping events
// shares its width between as many lanes as it needs (first free lane, in start order).
export function layoutColumn(spans: Span[]): Placed[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end || a.id - b.id);
  const placed: Placed[] = [];
  let cluster: Placed[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = Number.NEGATIVE_INFINITY;
  const close = () => {
    for (const item of cluster) {
      item.lanes = laneEnds.length;
    }
    cluster = [];
    laneEnds = [];
  };
  for (const span of sorted) {
    if (span.start >= clusterEnd) {
      close();
    }
    let lane = laneEnds.findIndex((end) => end <= span.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(span.end);
    } else {
      laneEnds[lane] = span.end;
    }
    const visibleStart = Math.max(span.start, DAY_START);
    const item: Placed = {
      ...span,
      top: minutesToPixels(visibleStart),
      height: Math.max(
        SLOT_HEIGHT - 2,
        minutesToPixels(Math.min(span.end, DAY_END)) - minutesToPixels(visibleStart),
      ),
      lane,
      lanes: 1,
    };
    cluster.push(item);
    placed.push(item);
    clusterEnd = Math.max(clusterEnd, span.end);
  }
  close();
  return placed;
}

// Every column's events laid out at once: one pass, kept in a memo by the page.
export function layoutDay<K>(events: (Span & { column: K })[]): Map<K, Placed[]> {
  const byColumn = new Map<K, Span[]>();
  for (const event of events) {
    const list = byColumn.get(event.column) ?? [];
    list.push({ id: event.id, start: event.start, end: event.end });
    byColumn.set(event.column, list);
  }
  const result = new Map<K, Placed[]>();
  for (const [column, spans] of byColumn) {
    result.set(column, layoutColumn(spans));
  }
  return result;
}

export type Range = { start: number; end: number };

// The parts of the grid's day outside the given open ranges (merged, clipped to the grid).
export function closedRanges(open: Range[]): Range[] {
  const sorted = [...open]
    .map((range) => ({ start: Math.max(range.start, DAY_START), end: Math.min(range.end, DAY_END) }))
    .filter((range) => range.start < range.end)
    .sort((a, b) => a.start - b.start);
  const closed: Range[] = [];
  let cursor = DAY_START;
  for (const range of sorted) {
    if (range.start > cursor) {
      closed.push({ start: cursor, end: range.start });
    }
    cursor = Math.max(cursor, range.end);
  }
  if (cursor < DAY_END) {
    closed.push({ start: cursor, end: DAY_END });
  }
  return closed;
}

// The now line's offset, or null when the time is outside the grid.
export function nowLineTop(minutes: number): number | null {
  return minutes < DAY_START || minutes >= DAY_END ? null : minutesToPixels(minutes);
}

// The look of each status on an event. A status that no longer takes the chair (no-show,
// cancelled) is muted: a pale fill with dark text and the specialist's colour kept in the border,
// instead of fading the card (a faded card fails WCAG contrast).
export type StatusLook = { muted: boolean; border: 'solid' | 'dashed' | 'double'; strike: boolean };

export const STATUS_LOOK: Record<string, StatusLook> = {
  confirmada: { muted: false, border: 'solid', strike: false },
  cliente_llego: { muted: false, border: 'double', strike: false },
  inicio_servicio: { muted: false, border: 'solid', strike: false },
  no_llego: { muted: true, border: 'dashed', strike: false },
  cancelado: { muted: true, border: 'dashed', strike: true },
};

// A status other than the default one also wears a mark on the card, drawn on every card however
// short (a 15-minute card has room for a word, not for a border to be told apart): its own
// colour pair, readable at WCAG AA, and a short word. Confirmada, the usual state, has none.
export type StatusMark = { fill: string; text: string };

export const STATUS_MARK: Record<string, StatusMark | null> = {
  confirmada: null,
  cliente_llego: { fill: '#FFE9A8', text: '#4A3500' },
  inicio_servicio: { fill: '#C9F2D3', text: '#0B4A1C' },
  no_llego: { fill: '#FAD4D2', text: '#7A1414' },
  cancelado: { fill: '#E2E2E2', text: '#2B2B2B' },
};

export const MUTED_FILL = '#EFEAF3';
export const MUTED_TEXT = '#3B2F45';

// Fill and text of an event of this status in the specialist's colour, and that colour itself
// (the brand purple when the specialist has none) for a muted event's border.
export function eventColors(look: StatusLook, color: string): { fill: string; text: string; accent: string } {
  const own = colorPair(color);
  return look.muted ? { fill: MUTED_FILL, text: MUTED_TEXT, accent: own.fill } : { ...own, accent: own.fill };
}

// Every event's place by its id.
export function placeById<K>(events: (Span & { column: K })[]): Map<number, Placed> {
  const byId = new Map<number, Placed>();
  for (const column of layoutDay(events).values()) {
    for (const item of column) {
      byId.set(item.id, item);
    }
  }
  return byId;
}
