import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorCode =
  | 'INVALID_QUERY'
  | 'INVALID_PAYLOAD'
  | 'INVALID_FOREIGN_KEY'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'GONE'
  | 'ROUTE_NOT_FOUND'
  | 'RECORD_NOT_UNIQUE'
  | 'RECORD_IN_USE'
  | 'SCHEDULE_CONFLICT'
  | 'CONFLICT'
  | 'BUSINESS_RULE'
  | 'QUERY_TOO_EXPENSIVE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL';

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  INVALID_QUERY: 400,
  INVALID_PAYLOAD: 400,
  INVALID_FOREIGN_KEY: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  ROUTE_NOT_FOUND: 404,
  RECORD_NOT_UNIQUE: 409,
  RECORD_IN_USE: 409,
  SCHEDULE_CONFLICT: 409,
  CONFLICT: 409,
  BUSINESS_RULE: 422,
  QUERY_TOO_EXPENSIVE: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

// Every failure the API reports on purpose. Messages are Spanish: the web app shows
// errors[0].message to the user as it is (spec section 8).
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly extra: Record<string, unknown>;
  // One entry per field for validation failures: errors[] lists each of them.
  readonly fields: FieldProblem[];

  constructor(
    code: ErrorCode,
    message: string,
    extra: Record<string, unknown> = {},
    fields: FieldProblem[] = [],
  ) {
    super(message);
    this.code = code;
    this.status = STATUS[code];
    this.extra = extra;
    this.fields = fields;
  }

  body() {
    if (this.fields.length === 0) {
      return errorBody(this.code, this.message, this.extra);
    }
    return {
      errors: this.fields.map((problem) => ({
        message: problem.message,
        extensions: { code: this.code, field: problem.field, ...this.extra },
      })),
    };
  }
}

export type FieldProblem = { field: string; message: string };

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

const BAD_VALUE = 'Un valor tiene un formato, un rango o un tamaño no válido.';
const TOO_EXPENSIVE =
  'La consulta es demasiado costosa: pide menos campos o relaciones, un rango de fechas más corto o usa "limit".';
const UNAVAILABLE =
  'La base de datos no está disponible en este momento. Inténtalo de nuevo en unos segundos.';
const CONCURRENT = 'Otra operación cambió estos mismos datos al mismo tiempo. Inténtalo de nuevo.';

// Database errors become a 4xx (or 503 when the database itself is down) with a clear Spanish
// message, by SQLSTATE class; only our own bugs (classes 42, XX, ...) stay a logged 500.
export function fromDatabaseError(error: unknown): ApiError | null {
  const pgError = findPgError(error);
  if (!pgError?.code) {
    return null;
  }
  const { code } = pgError;
  const constraint = pgError.constraint ?? '';
  switch (code) {
    case '23505':
      return new ApiError('RECORD_NOT_UNIQUE', 'Ya existe un registro con esos datos.', { constraint });
    case '23503':
    case '23001':
      return new ApiError(
        'RECORD_IN_USE',
        'No se puede completar: el registro está en uso por otros registros o hace referencia a uno que no existe.',
        { constraint },
      );
    case '23P01':
      if (constraint === 'service_reservation_service_resource_no_overlap') {
        return resourceClash(pgError.detail ?? '');
      }
      if (constraint === 'specialist_payment_no_overlap') {
        return new ApiError('CONFLICT', 'Ese periodo ya está pagado a este especialista en esta sede.', {
          constraint,
        });
      }
      return new ApiError(
        'SCHEDULE_CONFLICT',
        constraint === 'specialist_availability_no_overlap'
          ? 'Dos franjas de disponibilidad del especialista se cruzan el mismo día.'
          : constraint === 'resource_availability_no_overlap'
            ? 'Dos franjas del horario del recurso se cruzan el mismo día.'
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
    case '57014':
      return new ApiError('QUERY_TOO_EXPENSIVE', TOO_EXPENSIVE);
    case '55P03':
      return new ApiError('CONFLICT', CONCURRENT);
  }
  switch (code.slice(0, 2)) {
    case '22':
    case '21':
    case '23':
    case '0A':
      return new ApiError('INVALID_PAYLOAD', BAD_VALUE, { sqlstate: code });
    case '54':
      return new ApiError('QUERY_TOO_EXPENSIVE', TOO_EXPENSIVE);
    case '40':
    case '25':
    case '55':
      return new ApiError('CONFLICT', CONCURRENT);
    case '08':
    case '53':
    case '57':
    case '58':
      return new ApiError('SERVICE_UNAVAILABLE', UNAVAILABLE);
    default:
      return null;
  }
}

// The exclusion constraint's detail names the resource and the hold it crossed:
// 'Key (resource_id, busy)=(5, {[...)}) conflicts with existing key (resource_id, busy)=(5,
// {["2026-11-27 10:00:00","2026-11-27 11:00:00")}).' The name is added by explainResourceClash.
function resourceClash(detail: string): ApiError {
  const existing = detail.split('conflicts with existing key')[1] ?? '';
  const id = /=\((\d+),/.exec(existing)?.[1];
  const times = [...existing.matchAll(/\d{4}-\d{2}-\d{2} (\d{2}:\d{2})/g)].map((match) => match[1]);
  const span = times.length >= 2 ? ` de ${times[0]} a ${times.at(-1)}` : '';
  return new ApiError('SCHEDULE_CONFLICT', `El recurso ya está ocupado${span}.`, {
    constraint: 'service_reservation_service_resource_no_overlap',
    reason: 'recurso_ocupado',
    resource_id: id ? Number(id) : null,
    from: times[0] ?? null,
    to: times.at(-1) ?? null,
  });
}

export function pgCodeOf(error: unknown): string | null {
  return findPgError(error)?.code ?? null;
}

// Clear words for the check constraints a form can break, by the end of their name.
const CHECK_MESSAGES: [RegExp, string][] = [
  [/_name_chk$/, 'El nombre no puede estar vacío.'],
  [
    /^membership_plan_period_chk$/,
    'El periodo de una membresía es mensual (monthly) o trimestral (quarterly).',
  ],
  [/^membership_plan_discount_chk$/, 'Un descuento de membresía va de 0 a 100 %.'],
  [/^membership_plan_included_chk$/, 'Una membresía incluye de 0 a 1.000 servicios por periodo.'],
  [
    /^membership_plan_benefit_chk$/,
    'Una membresía da al menos un beneficio: un descuento en servicios o productos, o servicios incluidos.',
  ],
  [
    /(commission|promotion|consumable_product)_value_chk$/,
    'El valor está fuera de rango: un porcentaje va de 0 a 100 y un valor fijo no puede ser negativo.',
  ],
  [/_color_chk$/, 'El color debe tener el formato #RRGGBB.'],
  [/_duration_chk$/, 'La duración debe estar entre 1 y 1440 minutos.'],
  [/(price|positive)_chk$/, 'El precio no puede ser negativo.'],
  [/_(order|dates|period)_chk$/, 'El final debe ser posterior al inicio.'],
  [/_amount_chk$/, 'La cantidad debe ser mayor que cero.'],
  [/_weekdays_chk$/, 'Elige al menos un día de la semana.'],
  [/^session_package_sessions_chk$/, 'Un plan tiene de 1 a 1.000 sesiones.'],
  [
    /^session_package_validity_chk$/,
    'La vigencia de un plan va de 1 a 3.650 (días o meses); vacía si no vence.',
  ],
  [/^session_package_validity_unit_chk$/, 'La vigencia se cuenta en días (days) o en meses (months).'],
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
