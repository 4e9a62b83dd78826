import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorCode =
  | 'INVALID_QUERY'
  | 'INVALID_PAYLOAD'
  | 'INVALID_FOREIGN_KEY'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'ROUTE_NOT_FOUND'
  | 'RECORD_NOT_UNIQUE'
  | 'RECORD_IN_USE'
  | 'SCHEDULE_CONFLICT'
  | 'BUSINESS_RULE'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'INTERNAL';

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  INVALID_QUERY: 400,
  INVALID_PAYLOAD: 400,
  INVALID_FOREIGN_KEY: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  RECORD_NOT_UNIQUE: 409,
  RECORD_IN_USE: 409,
  SCHEDULE_CONFLICT: 409,
  BUSINESS_RULE: 422,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

// Every failure the API reports on purpose. Messages are Spanish: the web app shows
// errors[0].message to the user as it is (spec section 8).
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly extra: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.status = STATUS[code];
    this.extra = extra;
  }
}

export const badQuery = (message: string) => new ApiError('INVALID_QUERY', message);
export const badPayload = (message: string, extra?: Record<string, unknown>) =>
  new ApiError('INVALID_PAYLOAD', message, extra);
export const forbidden = (message = 'No tienes permiso para realizar esta acción.') =>
  new ApiError('FORBIDDEN', message);
export const notFound = (message = 'El registro no existe o no tienes acceso a él.') =>
  new ApiError('NOT_FOUND', message);

export function errorBody(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return { errors: [{ message, extensions: { code, ...extra } }] };
}

type PgError = { code?: string; constraint?: string; detail?: string; column?: string };

// Database errors a client can cause become 4xx with a clear message; nothing else leaks.
export function fromDatabaseError(error: unknown): ApiError | null {
  const pgError = findPgError(error);
  if (!pgError?.code) {
    return null;
  }
  const constraint = pgError.constraint ?? '';
  switch (pgError.code) {
    case '23505':
      return new ApiError('RECORD_NOT_UNIQUE', 'Ya existe un registro con esos datos.', { constraint });
    case '23503':
      return new ApiError(
        'RECORD_IN_USE',
        'No se puede completar: el registro está en uso por otros registros o hace referencia a uno que no existe.',
        { constraint },
      );
    case '23P01':
      return new ApiError(
        'SCHEDULE_CONFLICT',
        constraint === 'specialist_availability_no_overlap'
          ? 'Dos franjas de disponibilidad del especialista se cruzan el mismo día.'
          : 'El especialista ya tiene una reserva que se cruza con ese horario.',
        { constraint },
      );
    case '23514':
      return new ApiError('INVALID_PAYLOAD', checkMessage(constraint), { constraint });
    case '23502':
      return new ApiError(
        'INVALID_PAYLOAD',
        `Falta un campo obligatorio${pgError.column ? `: ${pgError.column}` : ''}.`,
      );
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '22001':
    case '22023':
    case '22021':
    case '54000':
      return new ApiError('INVALID_PAYLOAD', 'Un valor tiene un formato o un tamaño no válido.');
    default:
      return null;
  }
}

// Clear words for the check constraints a form can break, by the end of their name.
const CHECK_MESSAGES: [RegExp, string][] = [
  [/_name_chk$/, 'El nombre no puede estar vacío.'],
  [
    /(commission|promotion|consumable_product)_value_chk$/,
    'El valor está fuera de rango: un porcentaje va de 0 a 100 y un valor fijo no puede ser negativo.',
  ],
  [/_color_chk$/, 'El color debe tener el formato #RRGGBB.'],
  [/_duration_chk$/, 'La duración debe estar entre 1 y 1440 minutos.'],
  [/(price|positive)_chk$/, 'El precio no puede ser negativo.'],
  [/_(order|dates|period)_chk$/, 'El final debe ser posterior al inicio.'],
  [/_amount_chk$/, 'La cantidad debe ser mayor que cero.'],
];

function checkMessage(constraint: string): string {
  return (
    CHECK_MESSAGES.find(([pattern]) => pattern.test(constraint))?.[1] ??
    'Un valor no está permitido para este campo.'
  );
}

function findPgError(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate;
    }
    current = candidate.cause;
  }
  return null;
}
