import { describe, expect, it } from 'vitest';
import { bookingProblem } from './booking-problems';
import {
  cappedEnd,
  endTime,
  FIRST_SLOT,
  formatTime12h,
  isGridTime,
  LAST_SLOT,
  nextGridTime,
  SLOT_MINUTES,
  SLOT_STARTS,
  TIME_SLOTS,
  timeToMinutes,
} from './time-slots';

describe('time slots', () => {
  it('runs every 15 minutes from 07:00 to 23:45', () => {
    expect(TIME_SLOTS[0]).toBe('07:00');
    expect(TIME_SLOTS[1]).toBe('07:15');
    expect(TIME_SLOTS.at(-1)).toBe('23:45');
    expect(TIME_SLOTS).toHaveLength(68);
  });

  it('shows 12-hour AM/PM', () => {
    expect(formatTime12h('07:00')).toBe('7:00 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('13:15')).toBe('1:15 PM');
    expect(formatTime12h('00:00')).toBe('12:00 AM');
    expect(formatTime12h('23:45')).toBe('11:45 PM');
  });

  it('ends at start plus duration, capped at 23:59:00', () => {
    expect(endTime('10:00', 30)).toBe('10:30:00');
    expect(endTime('23:45', 30)).toBe('23:59:00');
    expect(endTime('22:00', 120)).toBe('23:59:00');
    expect(endTime('22:00', 119)).toBe('23:59:00');
    expect(endTime('22:00', 118)).toBe('23:58:00');
  });

  it('reads HH:mm, HH:mm:ss and a one-digit hour as minutes of the day', () => {
    expect(timeToMinutes('08:30')).toBe(510);
    expect(timeToMinutes('23:59:00')).toBe(1439);
    expect(timeToMinutes('7:05')).toBe(425);
    expect(timeToMinutes('ab:cd')).toBeNaN();
  });

  it('caps end minutes at 23:59 like endTime (spec 5)', () => {
    expect(cappedEnd(600, 45)).toBe(645);
    expect(cappedEnd(23 * 60, 59)).toBe(23 * 60 + 59);
    expect(cappedEnd(23 * 60 + 45, 30)).toBe(23 * 60 + 59);
  });

  it('knows the starts of the grid, with or without zero seconds (spec 9)', () => {
    expect(isGridTime('07:00')).toBe(true);
    expect(isGridTime('23:45:00')).toBe(true);
    expect(isGridTime('06:45')).toBe(false);
    expect(isGridTime('10:10')).toBe(false);
    expect(isGridTime('10:00:30')).toBe(false);
    expect(isGridTime('7:00')).toBe(false);
  });
});

describe('the one grid', () => {
  it('is a start every 15 minutes from 7:00 AM to 11:45 PM, as minutes and as times', () => {
    expect(SLOT_MINUTES).toBe(15);
    expect([SLOT_STARTS[0], SLOT_STARTS.at(-1)]).toEqual([FIRST_SLOT, LAST_SLOT]);
    expect(
      SLOT_STARTS.every((start, index) => index === 0 || start - SLOT_STARTS[index - 1] === SLOT_MINUTES),
    ).toBe(true);
    expect(TIME_SLOTS.map(timeToMinutes)).toEqual(SLOT_STARTS);
  });

  it('rounds a time up to the grid', () => {
    expect(nextGridTime('10:05')).toBe('10:15');
    expect(nextGridTime('10:15:00')).toBe('10:15');
    expect(nextGridTime('10:16')).toBe('10:30');
  });

  it('says the grid it enforces in the refusal', () => {
    expect(bookingProblem('fuera_de_la_grilla').message).toBe(
      'La hora debe caer cada 15 minutos entre 7:00 AM y 11:45 PM.',
    );
  });
});
