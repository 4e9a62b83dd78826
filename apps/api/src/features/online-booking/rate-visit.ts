import type { rateVisit as rateContract } from '@sari/contracts/online-booking';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PublicContext } from '../../access/operation';
import { enqueue } from '../../jobs/queue';
import { ApiError, notFound } from '../../platform/errors';
import { lowRatingText } from './messages';
import { LOW_RATING, lowRatingOf, visitOf } from './qualifications';

type RateInput = z.output<(typeof rateContract)['input']>;

// Once per link: the ratings are kept on the visit; a low one becomes a notification for the
// managers in the app and an e-mail to each of them (a job), with what they need to call back.
export async function rateVisit(ctx: PublicContext, input: RateInput) {
  const visit = await visitOf(ctx, sql`q.token = ${input.token}`, true);
  if (!visit) {
    throw notFound('Este enlace para calificar no es válido.');
  }
  if (visit.used_at) {
    throw new ApiError('CONFLICT', 'Esta visita ya fue calificada. ¡Gracias!');
  }
  await ctx.db.rows(
    sql`update qualification set service_rating = ${input.service_rating}, specialist_rating = ${input.specialist_rating},
          comment = ${input.comment || null}, used_at = sari_now()
        where id = ${visit.id}`,
    ctx.tx,
  );
  if (Math.min(input.service_rating, input.specialist_rating) <= LOW_RATING) {
    const rating = lowRatingOf({ ...visit, ...input, comment: input.comment || null });
    await ctx.db.rows(
      sql`insert into notification (subscriber_owner_company_id, site_id, kind, title, body, link)
          values (${visit.company_id}, ${visit.site_id}, 'calificacion_baja',
            ${`Calificación baja de ${visit.client}`}, ${lowRatingText(rating).join('\n')},
            ${visit.client_id ? `/client/detail/${visit.client_id}` : null})`,
      ctx.tx,
    );
    await enqueue(ctx.db, ctx.tx, {
      kind: 'rating.alert',
      key: `rating-alert:${visit.id}`,
      payload: { qualification_id: visit.id },
    });
    ctx.afterCommit(async () => ctx.services.wakeJobs());
  }
  return { thanks: true as const };
}
