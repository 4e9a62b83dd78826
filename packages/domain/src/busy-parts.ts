// The parts of a booked service that keep its specialist busy, and the parts a room or machine
// it holds keeps (decision 053): one definition for the server's calendar data, the resource
// index and the agenda's drawer. Times are clock text ('HH:mm', compared as text) or minutes.
export type Part<T extends string | number> = { start: T; end: T };

// All of it, or the two parts around its processing gap (an empty part left out): what the
// database's generated `busy` column of a booked service says too.
export function busyParts<T extends string | number>(service: {
  start: T;
  end: T;
  gapStart: T | null;
  gapEnd: T | null;
}): Part<T>[] {
  const { start, end, gapStart, gapEnd } = service;
  if (gapStart === null || gapEnd === null) {
    return [{ start, end }];
  }
  return [
    { start, end: gapStart },
    { start: gapEnd, end },
  ].filter((part) => part.start < part.end);
}

// What a hold keeps of a placed service: all of it for a whole-duration need, else only its busy
// parts, so a processing gap frees the cabin as it frees the specialist (the hold's `busy`, as
// the database fills it).
export function heldParts<T extends string | number>(
  service: { start: T; end: T; busy: Part<T>[] },
  whole: boolean,
): Part<T>[] {
  return whole ? [{ start: service.start, end: service.end }] : service.busy;
}

// The first of `others` that crosses one of `parts` (touching is not crossing), or null.
export function firstCrossing<O extends Part<string> | Part<number>>(
  parts: Part<O['start']>[],
  others: O[],
): O | null {
  for (const part of parts) {
    for (const other of others) {
      if (part.start < other.end && other.start < part.end) {
        return other;
      }
    }
  }
  return null;
}

// Whether every part lies inside the windows (a resource's own hours of one day, decision 058),
// windows that touch read as one (10:00–13:00 and 13:00–20:00 hold a service across 13:00), as
// the database's range_agg does when it places a hold.
export function insideWindows(parts: Part<number>[], windows: Part<number>[]): boolean {
  const merged: Part<number>[] = [];
  for (const window of [...windows].sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && window.start <= last.end) {
      last.end = Math.max(last.end, window.end);
    } else {
      merged.push({ ...window });
    }
  }
  return parts.every((part) => merged.some((w) => w.start <= part.start && part.end <= w.end));
}
