import type { PublicContext } from '../../access/operation';
import { linked, view } from './booking-link';

export async function publicBooking(ctx: PublicContext, input: { token: string }) {
  const { details, rules } = await linked(ctx, input.token);
  return view(details, rules.cancel_hours, ctx.db.clock.now());
}
