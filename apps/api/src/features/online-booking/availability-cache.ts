import type { CalendarChange, ChangeHub } from '../../shared/change-hub';

// The public page's free starts per day, kept by the server that computed them until the day
// changes. Every write that can change a day's free times announces it (a booking, a move or a
// cancellation names its site and day; an absence, a schedule or a catalogue change names the
// whole company; change-hub.ts): this process hears of its own writes right after they commit,
// and of the other processes' through the database's notifications. A day is trusted for at most
// a minute, in case a change was never announced (a repair made in the database by hand).
const TRUST_MS = 60_000;
// Days kept over all questions (a site, services, specialist and the online offer's specialists;
// a day's answer is a few kilobytes): past it the least recently computed questions go first, so however many
// questions are asked the cache stays within some tens of megabytes.
const MAX_KEPT_DAYS = 6_000;
// Days whose version is remembered; past it every version is forgotten at once (all cached days
// then count as changed).
const MAX_VERSIONS = 50_000;

type Kept<T> = { answer: T; version: string; storedAt: number };

export type AvailabilityCache<T> = {
  // The version of a company's day now: read it before reading the day's bookings.
  versionOf: (company: number, date: string) => string;
  get: (question: string, date: string, version: string) => T | undefined;
  put: (question: string, date: string, version: string, answer: T) => void;
  changed: (change: CalendarChange) => void;
};

export function availabilityCache<T>(
  now: () => number = Date.now,
  maxKeptDays = MAX_KEPT_DAYS,
): AvailabilityCache<T> {
  const questions = new Map<string, Map<string, Kept<T>>>();
  let keptDays = 0;
  // Versions are numbers from one counter, so a forgotten and re-created version never repeats.
  let counter = 0;
  let everything = 0;
  const companies = new Map<number, number>();
  const days = new Map<string, number>();

  return {
    versionOf: (company, date) =>
      `${everything}.${companies.get(company) ?? 0}.${days.get(`${company}:${date}`) ?? 0}`,
    get(question, date, version) {
      const kept = questions.get(question)?.get(date);
      if (!kept || kept.version !== version || now() - kept.storedAt > TRUST_MS) {
        return undefined;
      }
      return kept.answer;
    },
    put(question, date, version, answer) {
      // A question computed again moves to the end: the ones going first are the least recently
      // computed (a popular page's days are computed again at least every minute).
      let byDay = questions.get(question);
      if (byDay) {
        questions.delete(question);
      } else {
        byDay = new Map();
      }
      questions.set(question, byDay);
      if (!byDay.has(date)) {
        keptDays += 1;
      }
      byDay.set(date, { answer, version, storedAt: now() });
      while (keptDays > maxKeptDays) {
        const [oldest, days] = questions.entries().next().value!;
        questions.delete(oldest);
        keptDays -= days.size;
      }
    },
    changed(change) {
      counter += 1;
      if (change.date === null) {
        companies.set(change.company, counter);
        return;
      }
      if (days.size >= MAX_VERSIONS) {
        days.clear();
        everything = counter;
      }
      // A specialist works at several sites: a day changed at one site is changed at all of them.
      days.set(`${change.company}:${change.date}`, counter);
    },
  };
}

// One cache per server (per change hub), following every change from the first question on.
// null when the changes cannot be followed (the database refused to listen): nothing is kept.
const caches = new WeakMap<ChangeHub, Promise<AvailabilityCache<unknown> | null>>();

export function cacheOf<T>(hub: ChangeHub): Promise<AvailabilityCache<T> | null> {
  let cache = caches.get(hub);
  if (!cache) {
    const created = availabilityCache<unknown>();
    cache = hub
      .follow((change) => created.changed(change))
      .then(() => created)
      .catch((error) => {
        console.error('[api] la disponibilidad pública no se guarda: sin aviso de cambios', error);
        return null;
      });
    caches.set(hub, cache);
  }
  return cache as Promise<AvailabilityCache<T> | null>;
}
