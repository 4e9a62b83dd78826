import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { OperationContext, Services } from '../../access/operation';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import { deliver } from '../messages/deliver';
import { giftCardMail } from '../online-booking/messages';

// The e-mail of a gift card sold with a recipient's address (decision 056): queued in the sale's
// transaction (a refused sale sends nothing), sent once by the jobs (the key is the card's; a
// retry finds what deliver() already sent), read fresh when sent (a card voided meanwhile is
// not announced).
export async function queueGiftCardMails(
  ctx: OperationContext,
  cards: { id: number; recipient_email: string | null }[],
) {
  const mailed = cards.filter((card) => card.recipient_email);
  for (const card of mailed) {
    await enqueue(ctx.db, ctx.tx, {
      kind: 'wallet.gift-card-mail',
      key: `gift-card-mail:${card.id}`,
      payload: { instrument_id: card.id },
    });
  }
  if (mailed.length > 0) {
    ctx.afterCommit(async () => ctx.services.wakeJobs());
  }
}

type Card = {
  company_id: number;
  site_id: number;
  company: string;
  code: string;
  amount: number;
  expires_on: string | null;
  recipient_name: string | null;
  recipient_email: string | null;
  message: string | null;
  status: string;
};

export function giftCardMailJobs(services: Services): Record<string, JobHandler> {
  return {
    'wallet.gift-card-mail': async (payload, job) => {
      const [card] = await services.db.rows<Card>(
        sql`select w.subscriber_owner_company_id as company_id, w.site_id, c.name as company, w.code,
              w.initial_units::bigint as amount, w.expires_on::text as expires_on, w.recipient_name,
              w.recipient_email, w.message, w.status
            from wallet_instrument w join subscriber_owner_company c on c.id = w.subscriber_owner_company_id
            where w.id = ${Number(payload.instrument_id)} and w.kind = 'gift_card'`,
      );
      if (!card?.recipient_email || card.status !== 'activa') {
        return;
      }
      const qr = await QRCode.toBuffer(card.code, { type: 'png', width: 400, margin: 2 });
      await deliver(services, job, {
        kind: 'gift_card',
        company_id: card.company_id,
        site_id: card.site_id,
        reservation_id: null,
        client_id: null,
        email: card.recipient_email,
        phone: null,
        preference: 'email',
        only: 'email',
        mail: (to) => giftCardMail({ ...card, amount: Number(card.amount) }, to, qr),
        whatsapp: { body: [] },
      });
    },
  };
}
