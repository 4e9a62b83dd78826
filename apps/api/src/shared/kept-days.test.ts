import { describe, expect, it } from 'vitest';
import { keptDays } from './kept-days';

describe('the kept days (public availability, calendar reads)', () => {
  const question = '[1,2,[3],null,[4,5]]';

  it('keeps a day until that day, or its whole company, changes', () => {
    const cache = keptDays<string>();
    const version = cache.versionOf(1, '2026-12-01');
    cache.put(question, '2026-12-01', version, 'libre');
    expect(cache.get(question, '2026-12-01', cache.versionOf(1, '2026-12-01'))).toBe('libre');

    // Another company's day, and another day of this company, change nothing here.
    cache.changed({ company: 2, site: 1, date: '2026-12-01' });
    cache.changed({ company: 1, site: 1, date: '2026-12-02' });
    expect(cache.get(question, '2026-12-01', cache.versionOf(1, '2026-12-01'))).toBe('libre');

    // The day at any site of the company (a specialist works at several).
    cache.changed({ company: 1, site: 9, date: '2026-12-01' });
    expect(cache.get(question, '2026-12-01', cache.versionOf(1, '2026-12-01'))).toBeUndefined();

    cache.put(question, '2026-12-01', cache.versionOf(1, '2026-12-01'), 'otra vez');
    cache.changed({ company: 1, site: null, date: null });
    expect(cache.get(question, '2026-12-01', cache.versionOf(1, '2026-12-01'))).toBeUndefined();
  });

  it('never keeps what was computed while the day changed', () => {
    const cache = keptDays<string>();
    // The version is read before the bookings; a booking commits while the day is computed.
    const before = cache.versionOf(1, '2026-12-01');
    cache.changed({ company: 1, site: 1, date: '2026-12-01' });
    cache.put(question, '2026-12-01', before, 'viejo');
    expect(cache.get(question, '2026-12-01', cache.versionOf(1, '2026-12-01'))).toBeUndefined();
  });

  it('trusts a day for a minute at most', () => {
    let now = 1_000_000;
    const cache = keptDays<string>({ now: () => now });
    const version = cache.versionOf(1, '2026-12-01');
    cache.put(question, '2026-12-01', version, 'libre');
    now += 59_000;
    expect(cache.get(question, '2026-12-01', version)).toBe('libre');
    now += 2_000;
    expect(cache.get(question, '2026-12-01', version)).toBeUndefined();
  });

  it('forgets every version at once when it has seen too many days change', () => {
    const cache = keptDays<string>();
    const version = cache.versionOf(1, '2026-12-01');
    cache.put(question, '2026-12-01', version, 'libre');
    for (let day = 0; day < 50_000; day++) {
      cache.changed({ company: 2, site: 1, date: `d${day}` });
    }
    expect(cache.get(question, '2026-12-01', cache.versionOf(1, '2026-12-01'))).toBe('libre');
    cache.changed({ company: 2, site: 1, date: 'one more' });
    expect(cache.get(question, '2026-12-01', cache.versionOf(1, '2026-12-01'))).toBeUndefined();
  });

  it('keeps a bounded number of days, the least recently computed questions going first', () => {
    const cache = keptDays<string>({ maxWeight: 10 });
    const version = cache.versionOf(1, '2026-12-01');
    for (const question of ['q0', 'q1', 'q2']) {
      for (let day = 1; day <= 3; day++) {
        cache.put(question, `2026-12-0${day}`, version, `${question}/${day}`);
      }
    }
    // q0 is computed again (a day of it changed): q1 is now the least recent.
    cache.put('q0', '2026-12-02', version, 'q0/2 otra vez');
    for (let day = 1; day <= 3; day++) {
      cache.put('q3', `2026-12-0${day}`, version, `q3/${day}`);
    }
    // 12 days asked, 10 allowed: q1 went whole.
    expect(cache.get('q1', '2026-12-01', version)).toBeUndefined();
    expect(cache.get('q1', '2026-12-03', version)).toBeUndefined();
    expect(cache.get('q0', '2026-12-02', version)).toBe('q0/2 otra vez');
    expect(cache.get('q2', '2026-12-01', version)).toBe('q2/1');
    expect(cache.get('q3', '2026-12-03', version)).toBe('q3/3');
  });

  it('weighs what it keeps when told how', () => {
    // The calendar's reads weigh their characters.
    const cache = keptDays<string>({ maxWeight: 10, weigh: (answer) => answer.length });
    const version = cache.versionOf(1, '2026-12-01');
    cache.put('a', '2026-12-01', version, 'xxxx');
    cache.put('b', '2026-12-01', version, 'yyyy');
    cache.put('a', '2026-12-01', version, 'xxxxx');
    expect(cache.get('b', '2026-12-01', version)).toBe('yyyy');
    // 5 + 4 + 3 > 10: the least recently computed (b) goes.
    cache.put('c', '2026-12-01', version, 'zzz');
    expect(cache.get('b', '2026-12-01', version)).toBeUndefined();
    expect(cache.get('a', '2026-12-01', version)).toBe('xxxxx');
    expect(cache.get('c', '2026-12-01', version)).toBe('zzz');
  });
});
