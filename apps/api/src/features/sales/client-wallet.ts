import type { clientWallet as contract } from '@sari/contracts/wallet';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { notFound } from '../../platform/errors';
import { walletInstruments } from './wallet-read';

type Input = z.output<(typeof contract)['input']>;

// The client's wallet (decision 050): each gift card they hold, what is left, its expiry and its
// history, at every site of the company.
export async function clientWallet(ctx: OperationContext, input: Input) {
  const [client] = await ctx.db.rows(
    sql`select id from client c where c.id = ${input.id} and ${inScope(ctx, 'client', 'c')}`,
    ctx.tx,
  );
  if (!client) {
    throw notFound('El cliente no existe o no tienes acceso a él.');
  }
  return { instruments: await walletInstruments(ctx, sql`w.client_id = ${input.id}`) };
}
