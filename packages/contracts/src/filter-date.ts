import { z } from './zod';

// Filter dates as the spec sends them (spec 1: "converted to UTC by removing the local offset":
// the site's wall-clock date written as UTC, 2026-11-23T00:00:00.000Z) or a plain date; either
// way the server reads the date as the site's own day.
export const filterDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}([T ].*)?$/, 'La fecha va en formato AAAA-MM-DD.')
  .transform((text) => text.slice(0, 10));
