import { calendarDateProblem, daysBetween } from '@sari/domain/local-days';
import { z } from './zod';

// The one calendar date every input takes (issue 26, decision 035): 'YYYY-MM-DD', a day that
// exists (no month 13, no 30 February), in a year from 2000 to 2100. An impossible date is a
// 400 here, before any use-case counts days with it.
export const calendarDate = z.string().superRefine((text, ctx) => {
  const problem = calendarDateProblem(text);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
  }
});

// Filter dates as the items calls send them (spec-coverage 1: "converted to UTC by removing the local offset":
// the site's wall-clock date written as UTC, 2026-11-23T00:00:00.000Z) or a plain date; either
// way the server reads the date as the site's own day, checked as a calendar date.
export const filterDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}([T ].*)?$/, 'La fecha va en formato AAAA-MM-DD.')
  .transform((text) => text.slice(0, 10))
  .pipe(calendarDate);

// How many days (both ends included) a range of each kind may span (decision 035).
export const MAX_RANGE_DAYS = {
  // Reports and the sales summary: five years.
  report: 1827,
  // A payslip's every line goes into one PDF: about a quarter.
  payslip: 93,
  // The calendar's free-slot search (the domain's MAX_RANGE_DAYS).
  calendarAvailability: 62,
  // What the public page may ask: the same two months (it answers at most a month of them, the
  // use-case's own cut).
  publicAvailability: 62,
} as const;

type Range = { from: string; to: string };

// Refuses a from..to range longer than `max` days with a 400 on `to` that says the limit. A
// range that ends before it starts is the use-case's to judge (an empty answer or its own 400).
// zod runs it even when a date already failed: such a range is left to that date's own issue.
export function withinDays(max: number): [(range: Range) => boolean, { message: string; path: string[] }] {
  return [
    (range) =>
      calendarDateProblem(range.from) !== null ||
      calendarDateProblem(range.to) !== null ||
      daysBetween(range.from, range.to) < max,
    { message: `El rango de fechas puede cubrir como máximo ${max} días.`, path: ['to'] },
  ];
}
