import type { publicWallet as contract } from '@sari/contracts/public-wallet';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext, PublicContext } from '../../access/operation';
import { walletInstruments } from '../sales/wallet-read';
import { companyBySlug } from './public-company';
import { visitorClient } from './visitor-session';

type Input = z.output<(typeof contract)['input']>;

// What a proven client sees of her own wallet on the booking page (decision 056): her packages
// and gift cards that can still be used (in force, not past their last day, something left),
// with what is left and what a package covers. Nothing else of her, nothing of anyone else; of a
// card's code only its last four signs.
export async function publicWallet(ctx: PublicContext, input: Input) {
  const { company, user } = await companyBySlug(ctx.db, ctx.tx, input.slug);
  const visitor = await visitorClient(ctx, company.id, input.visitor);
  const octx: OperationContext = { ...ctx, user };
  const usable = (await walletInstruments(octx, sql`w.client_id = ${visitor.clientId}`)).filter(
    (item) => item.status === 'activa' && !item.expired && item.left > 0,
  );
  return {
    first_name: visitor.firstName,
    packages: usable
      .filter((item) => item.kind === 'package')
      .map((item) => ({
        id: item.id,
        name: item.session_package?.name ?? 'Plan de sesiones',
        left: item.left,
        of: item.initial,
        expires_on: item.expires_on,
        service_ids: item.services.map((service) => service.id),
      })),
    gift_cards: usable
      .filter((item) => item.kind === 'gift_card')
      .map((item) => ({
        id: item.id,
        code_end: item.code_end ?? '',
        left: item.left,
        expires_on: item.expires_on,
      })),
  };
}
