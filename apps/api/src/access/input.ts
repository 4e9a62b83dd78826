import type { OperationContract } from '@sari/contracts/operation';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, badPayload, notFound } from '../platform/errors';

const NUL = '\u0000';

// A NUL character cannot be stored in PostgreSQL text: refused for every input, at any depth.
function rejectNul(value: unknown, depth = 0) {
  if (depth > 50) {
    throw badPayload('El cuerpo de la petición está anidado demasiado hondo.');
  }
  if (typeof value === 'string') {
    if (value.includes(NUL)) {
      throw badPayload('El texto contiene caracteres no válidos (NUL).');
    }
  } else if (Array.isArray(value)) {
    for (const item of value) {
      rejectNul(item, depth + 1);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      rejectNul(key, depth + 1);
      rejectNul(item, depth + 1);
    }
  }
}

async function bodyOf(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') {
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badPayload('El cuerpo de la petición no es un JSON válido.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badPayload('El cuerpo de la petición debe ser un objeto JSON.');
  }
  return parsed as Record<string, unknown>;
}

export function validationError(error: z.ZodError): ApiError {
  const fields = error.issues.slice(0, 50).map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return new ApiError('INVALID_PAYLOAD', fields[0]?.message ?? 'Datos no válidos.', {}, fields);
}

// The operation's input: path parameters plus the query (GET) or the JSON body, parsed by the
// contract's schema. A body value that contradicts the path is refused, never silently replaced.
export async function readInput(c: Context, contract: OperationContract): Promise<unknown> {
  const source: Record<string, unknown> =
    contract.method === 'GET' ? Object.fromEntries(new URL(c.req.url).searchParams) : await bodyOf(c);
  for (const [name, value] of Object.entries(c.req.param() as Record<string, string>)) {
    if (name in source && String(source[name]) !== value) {
      throw badPayload(`"${name}" del cuerpo no coincide con el de la ruta.`);
    }
    source[name] = value;
  }
  rejectNul(source);
  const parsed = contract.input.safeParse(source);
  if (!parsed.success) {
    // A path that is not a valid id names nothing: 404, as for a row of another company.
    const params = Object.keys(c.req.param() as Record<string, string>);
    if (parsed.error.issues.some((issue) => params.includes(String(issue.path[0])))) {
      throw notFound();
    }
    throw validationError(parsed.error);
  }
  return parsed.data;
}
