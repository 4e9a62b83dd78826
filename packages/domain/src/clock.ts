// Where "now" comes from. The server reads every business instant (today at a site, a booking's
// window, a reminder's time, a drawer's close) from one clock, and the database's `sari_now()`
// reads the same one (its offset from the real time), so a test sets the day once for both.

export type Clock = {
  now: () => Date;
  // How far this clock is ahead of the real time, in milliseconds (0 for the system clock).
  offsetMs: () => number;
  // Called after the clock is set or moved (the embedded database applies the offset then).
  onChange: (listener: () => void) => () => void;
};

export const systemClock: Clock = {
  now: () => new Date(),
  offsetMs: () => 0,
  onChange: () => () => undefined,
};

export type SettableClock = Clock & {
  // From now on the clock reads `instant`, and goes on at the real pace from there.
  set: (instant: Date | string) => void;
  advance: (ms: number) => void;
};

function instantOf(value: Date | string): number {
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (!Number.isFinite(time)) {
    throw new Error(`invalid clock instant: ${String(value)}`);
  }
  return time;
}

// A clock that starts at `start` and runs at the real pace (so rows written one after the other
// keep their order), which tests set and move.
export function settableClock(start: Date | string): SettableClock {
  let offset = instantOf(start) - Date.now();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) {
      listener();
    }
  };
  return {
    now: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (instant) => {
      offset = instantOf(instant) - Date.now();
      changed();
    },
    advance: (ms) => {
      offset += ms;
      changed();
    },
  };
}
