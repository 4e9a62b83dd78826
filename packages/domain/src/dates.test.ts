import { describe, expect, it } from 'vitest';
import {
  endOfDayUtcFilter,
  formatDate,
  formatDayNumeric,
  formatDuration,
  formatLongDate,
  localIsoDate,
  startOfDayUtcFilter,
  toUtcFilterDate,
} from './dates';

describe('dates', () => {
  it('spec 1: dates show as DD MMM YYYY with a capitalised Spanish month', () => {
    expect(formatDate('2026-01-05')).toBe('05 Ene 2026');
    expect(formatDate('2026-09-30')).toBe('30 Sep 2026');
    expect(formatDate('2026-12-24T10:00:00')).toBe('24 Dic 2026');
  });

  it('a day written short is DD/MM/YYYY (gift cards, decision 050)', () => {
    expect(formatDayNumeric('2026-01-05')).toBe('05/01/2026');
    expect(formatDayNumeric('2027-11-30')).toBe('30/11/2027');
  });

  it('spec 1: the long form is dddd DD MMM YYYY', () => {
    expect(formatLongDate('2026-01-05')).toBe('Lunes 05 Ene 2026');
    expect(formatLongDate('2026-11-22')).toBe('Domingo 22 Nov 2026');
  });

  it('spec 1: durations show as Xh Ymin', () => {
    expect(formatDuration(90)).toBe('1h 30min');
    expect(formatDuration(45)).toBe('0h 45min');
    expect(formatDuration(120)).toBe('2h 0min');
    expect(formatDuration(0)).toBe('0h 0min');
  });

  it('spec 1: filter dates are converted to UTC by removing the local offset', () => {
    // Local midnight in Bogotá (UTC-5) is 05:00Z; removing the offset keeps midnight.
    const bogotaMidnight = new Date('2026-11-22T05:00:00.000Z');
    expect(toUtcFilterDate(bogotaMidnight, 300)).toBe('2026-11-22T00:00:00.000Z');
    // Local midnight in Madrid (UTC+1) is 23:00Z of the day before.
    const madridMidnight = new Date('2026-11-21T23:00:00.000Z');
    expect(toUtcFilterDate(madridMidnight, -60)).toBe('2026-11-22T00:00:00.000Z');
    expect(toUtcFilterDate(new Date('2026-11-22T00:00:00.000Z'), 0)).toBe('2026-11-22T00:00:00.000Z');
    // 23:30 local in Bogotá stays on the same day.
    expect(toUtcFilterDate(new Date('2026-11-23T04:30:00.000Z'), 300)).toBe('2026-11-22T23:30:00.000Z');
  });

  it('spec 1: a site’s day as a filter date is the same rule (the wall clock written as UTC)', () => {
    expect(startOfDayUtcFilter('2026-11-22')).toBe(
      toUtcFilterDate(new Date('2026-11-22T05:00:00.000Z'), 300),
    );
    expect(startOfDayUtcFilter('2026-11-22')).toBe('2026-11-22T00:00:00.000Z');
    expect(endOfDayUtcFilter('2026-11-22')).toBe('2026-11-22T23:59:59.999Z');
  });
});

describe('localIsoDate', () => {
  it('gives the local calendar day, zero-padded', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
