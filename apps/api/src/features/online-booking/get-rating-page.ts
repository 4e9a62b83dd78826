import { sql } from 'drizzle-orm';
import type { PublicContext } from '../../access/operation';
import { notFound } from '../../platform/errors';
import { visitOf } from './qualifications';

export async function qualificationPage(ctx: PublicContext, input: { token: string }) {
  const visit = await visitOf(ctx, sql`q.token = ${input.token}`);
  if (!visit) {
    throw notFound('Este enlace para calificar no es válido.');
  }
  return {
    company: visit.company,
    date: visit.date,
    services: visit.services,
    specialist: visit.specialist,
    used: visit.used_at !== null,
  };
}
