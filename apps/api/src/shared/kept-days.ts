import type { CalendarChange, ChangeHub } from '../platform/change-hub';

// Answers about a company's days, kept by the server that computed them until the day changes:
// the public page's free starts per day, and the calendar's reads of a site's days
// (items/kept-reads.ts). Every write that can change a day announces it (a booking, a move or a
// cancellation names its site and day; an absence, a schedule, a catalogue or a client change
// names the whole company; change-hub.ts): this process hears of its own writes right after they
// commit, and of the other processes' through the database's notifications. A day is trusted for
// at most a minute, in case a change was never announced (a repair made in the database by hand).
const TRUST_MS = 60_000;
// The weight kept over all questions (by default one per day: the public page's days are a few
// kilobytes each): past it the least recently computed questions go first, so however many
// questions are asked the cache stays within some tens of megabytes.
const MAX_WEIGHT = 6_000;
// Days whose version is remembered; past it every version is forgotten at once (all cached days
// then count as changed).
const MAX_VERSIONS = 50_000;

type Kept<T> = { answer: T; version: string; storedAt: number; weight: number };

// The "day" of an answer about the whole company (its online offer): no booking names it, only a
// change to the whole company does.
export const WHOLE_COMPANY = 'company';

export type KeptDays<T> = {
  // The version of a company's day now: read it before reading the day's bookings.
  versionOf: (company: number, date: string) => string;
  get: (question: string, date: string, version: string) => T | undefined;
  put: (question: string, date: string, version: string, answer: T) => void;
  changed: (change: CalendarChange) => void;
};

type Options<T> = {
  now?: () => number;
  maxWeight?: number;
  // What one day's answer weighs against maxWeight.
  weigh?: (answer: T) => number;
};

export function keptDays<T>({
  now = Date.now,
  maxWeight = MAX_WEIGHT,
  weigh = () => 1,
}: Options<T> = {}): KeptDays<T> {
  const questions = new Map<string, Map<string, Kept<T>>>();
  let kept = 0;
  // Versions are numbers from one counter, so a forgotten and re-created version never repeats.
  let counter = 0;
  let everything = 0;
  const companies = new Map<number, number>();
  const days = new Map<string, number>();

  return {
    versionOf: (company, date) =>
      `${everything}.${companies.get(company) ?? 0}.${days.get(`${company}:${date}`) ?? 0}`,
    get(question, date, version) {
      const day = questions.get(question)?.get(date);
      if (!day || day.version !== version || now() - day.storedAt > TRUST_MS) {
        return undefined;
      }
      return day.answer;
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
      const weight = weigh(answer);
      kept += weight - (byDay.get(date)?.weight ?? 0);
      byDay.set(date, { answer, version, storedAt: now(), weight });
      while (kept > maxWeight) {
        const [oldest, evicted] = questions.entries().next().value!;
        questions.delete(oldest);
        for (const day of evicted.values()) {
          kept -= day.weight;
        }
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

// One cache of each kind per server (per change hub), following every change from the first
// question on. null when the changes cannot be followed (the database refused to listen):
// nothing is kept.
const caches = new WeakMap<ChangeHub, Map<string, Promise<KeptDays<unknown> | null>>>();

export function keptDaysOf<T>(
  hub: ChangeHub,
  kind: string,
  options: Options<T> = {},
): Promise<KeptDays<T> | null> {
  let kinds = caches.get(hub);
  if (!kinds) {
    kinds = new Map();
    caches.set(hub, kinds);
  }
  let cache = kinds.get(kind);
  if (!cache) {
    const created = keptDays<T>(options);
    cache = hub
      .follow((change) => created.changed(change))
      .then(() => created as KeptDays<unknown>)
      .catch((error) => {
        console.error(`[api] no se guarda ${kind}: sin aviso de cambios`, error);
        return null;
      });
    kinds.set(kind, cache);
  }
  return cache as Promise<KeptDays<T> | null>;
}
