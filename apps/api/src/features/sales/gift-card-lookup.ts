import type { giftCardLookup as contract } from '@sari/contracts/wallet';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { notFound } from '../../platform/errors';
import { walletInstruments } from './wallet-read';

type Input = z.output<(typeof contract)['input']>;

// A gift card by its code, to charge with it: what is left and until when (decision 050). The
// code is its bearer's money, so the lookup is counted per address (sales-feature.ts).
export async function giftCardLookup(ctx: OperationContext, input: Input) {
  const [card] = await walletInstruments(ctx, sql`w.kind = 'gift_card' and w.code = ${input.code}`);
  if (!card) {
    throw notFound('No hay una tarjeta de regalo con ese código.');
  }
  return card;
}
