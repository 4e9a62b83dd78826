import { dayNumber } from '@sari/domain/local-days';
import { ApiError } from '../platform/errors';
import type { FieldMeta } from '../tenancy/meta';

export type Scalar = string | number | boolean | null;
type Mode = 'query' | 'payload';

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?$/;
// An offset PostgreSQL accepts: at most ±15:59 (+99:99 would be a database error, not a 400).
const TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}([T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?)?(Z|[+-](0\d|1[0-5])(:?[0-5]\d)?)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_TEXT = 20_000;
const MAX_INT = 9_007_199_254_740_991;

function fail(mode: Mode, message: string): never {
  throw new ApiError(mode === 'query' ? 'INVALID_QUERY' : 'INVALID_PAYLOAD', message);
}

// A date or a timestamp names a day that exists (no 2026-13-01, no 30 February): the calendar's
// one check (packages/domain local-days).
const validDate = (text: string): boolean => dayNumber(text.slice(0, 10)) !== null;

// Turns a JSON or query-string value into the value the column holds, or a clear 400.
export function coerce(field: FieldMeta, value: unknown, mode: Mode): Scalar {
  const label = `El campo "${field.name}"`;
  if (value === null) {
    return null;
  }
  switch (field.type) {
    case 'integer': {
      const number = typeof value === 'string' && /^-?\d{1,16}$/.test(value.trim()) ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isInteger(number) || Math.abs(number) > MAX_INT) {
        fail(mode, `${label} debe ser un número entero.`);
      }
      return number;
    }
    case 'number': {
      const number =
        typeof value === 'string' && /^-?\d{1,16}(\.\d{1,10})?$/.test(value.trim()) ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) {
        fail(mode, `${label} debe ser un número.`);
      }
      return number;
    }
    case 'boolean': {
      if (value === true || value === 'true' || value === '1' || value === 1) {
        return true;
      }
      if (value === false || value === 'false' || value === '0' || value === 0) {
        return false;
      }
      return fail(mode, `${label} debe ser verdadero o falso.`);
    }
    case 'date': {
      if (typeof value !== 'string' || !validDate(value) || !TIMESTAMP.test(value)) {
        fail(mode, `${label} debe ser una fecha AAAA-MM-DD válida.`);
      }
      return value.slice(0, 10);
    }
    case 'time': {
      if (typeof value !== 'string' || !TIME.test(value)) {
        fail(mode, `${label} debe ser una hora HH:mm válida.`);
      }
      return value;
    }
    case 'timestamp':
    case 'timestamptz': {
      if (typeof value !== 'string' || !TIMESTAMP.test(value) || !validDate(value)) {
        fail(mode, `${label} debe ser una fecha y hora ISO 8601 válida.`);
      }
      return value;
    }
    case 'uuid': {
      if (typeof value !== 'string' || !UUID.test(value)) {
        fail(mode, `${label} debe ser un identificador UUID.`);
      }
      return value;
    }
    case 'json':
      return JSON.stringify(value);
    default: {
      if (typeof value === 'number' && Number.isFinite(value)) {
        return String(value);
      }
      if (typeof value !== 'string') {
        fail(mode, `${label} debe ser un texto.`);
      }
      if (value.length > MAX_TEXT) {
        fail(mode, `${label} es demasiado largo.`);
      }
      if (value.includes('\u0000')) {
        fail(mode, `${label} contiene caracteres no válidos.`);
      }
      return value;
    }
  }
}
