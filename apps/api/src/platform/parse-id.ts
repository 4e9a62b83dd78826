import { notFound } from './errors';

// A path id that is not a positive integer names nothing: 404, never a database error.
export function parseId(text: string, what = 'El registro'): number {
  const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  if (id <= 0) {
    throw notFound(`${what} no existe o no tienes acceso a él.`);
  }
  return id;
}
