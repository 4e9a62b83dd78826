import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { clientIp } from '../../access/client-ip';
import type { GateEnv } from '../../access/gate';
import type { RouteAccess, Services } from '../../access/operation';
import { spendAttempts } from '../../access/rate-limit';
import { enqueue } from '../../jobs/queue';
import { ApiError, errorBody } from '../../platform/errors';
import { accountOfSlug } from './whatsapp-account';
import { type Inbound, readNotification } from './whatsapp-payload';

// The address Meta calls for one company (decision 054): its public slug names it, its own app
// secret signs every POST and its own verify token answers the handshake.
export const WEBHOOK_PATH = '/api/public/whatsapp/:slug';
// A notification carries a few statuses or messages: far below this.
const MAX_WEBHOOK_BYTES = 256 * 1024;

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// X-Hub-Signature-256: "sha256=" and the HMAC-SHA256 of the raw body with the app secret.
export function validSignature(raw: Buffer, header: string | undefined, appSecret: string) {
  if (!header?.startsWith('sha256=')) {
    return false;
  }
  const expected = `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
  return sameSecret(header.toLowerCase(), expected);
}

const refused = (c: Context) =>
  c.json(errorBody('FORBIDDEN', 'La firma de la notificación de WhatsApp no es válida.'), 403);

// Each status moves the log forward only (queued < sent < delivered < read < failed): a replay
// or a late, older status changes nothing; each time is kept from its first report. Only rows of
// this company match: another company's message ids are ignored.
async function applyStatuses(
  services: Services,
  tx: Parameters<Services['db']['rows']>[1],
  companyId: number,
  inbound: Inbound,
) {
  for (const status of inbound.statuses) {
    const moved = await services.db.rows<{ id: number; was: string }>(
      sql`with before as (
            select id, status from client_message
            where subscriber_owner_company_id = ${companyId} and channel = 'whatsapp' and provider_message_id = ${status.id}
            for update)
          update client_message m set
            status = case when array_position(array['queued','sent','delivered','read','failed'], ${status.status})
              > array_position(array['queued','sent','delivered','read','failed'], m.status) then ${status.status} else m.status end,
            sent_at = case when ${status.status} = 'sent' then coalesce(m.sent_at, coalesce(${status.at}::timestamptz, sari_now())) else m.sent_at end,
            delivered_at = case when ${status.status} = 'delivered' then coalesce(m.delivered_at, coalesce(${status.at}::timestamptz, sari_now())) else m.delivered_at end,
            read_at = case when ${status.status} = 'read' then coalesce(m.read_at, coalesce(${status.at}::timestamptz, sari_now())) else m.read_at end,
            failed_at = case when ${status.status} = 'failed' then coalesce(m.failed_at, coalesce(${status.at}::timestamptz, sari_now())) else m.failed_at end,
            error = case when ${status.status} = 'failed' and m.failed_at is null then ${status.error} else m.error end
          from before where m.id = before.id
          returning m.id, before.status as was`,
      tx,
    );
    // Meta could not deliver what it had accepted: the message goes by e-mail if it can.
    for (const row of moved) {
      if (
        status.status === 'failed' &&
        row.was !== 'failed' &&
        row.was !== 'read' &&
        row.was !== 'delivered'
      ) {
        await enqueue(services.db, tx, {
          kind: 'booking.mail-fallback',
          key: `mail-fallback:${row.id}`,
          payload: { message_id: row.id },
        });
      }
    }
  }
  // A reply is handled once, by a job keyed by its message id (a replay finds the key taken).
  for (const message of inbound.messages) {
    await enqueue(services.db, tx, {
      kind: 'whatsapp.reply',
      key: `whatsapp-reply:${companyId}:${message.id}`.slice(0, 300),
      payload: { company_id: companyId, ...message },
    });
  }
}

export function whatsappWebhookRoutes(app: Hono<GateEnv>, services: Services): RouteAccess[] {
  const { db, config } = services;
  const limit = (c: Context, slug: string) =>
    spendAttempts(db, [
      {
        key: `whatsapp-webhook:${slug}`,
        limit: { max: 1200, windowSeconds: 60 },
        message: 'Demasiadas notificaciones seguidas. Espera un momento.',
      },
      {
        key: `whatsapp-webhook:ip:${clientIp(c, config.trustProxy)}`,
        limit: { max: 2400, windowSeconds: 60 },
        message: 'Demasiadas notificaciones seguidas desde esta conexión.',
      },
    ]);

  // The handshake Meta makes when the webhook is set up: the challenge back, only to whoever
  // knows this company's verify token.
  app.get(WEBHOOK_PATH, async (c) => {
    const slug = c.req.param('slug').slice(0, 200);
    await limit(c, slug);
    const mode = c.req.query('hub.mode');
    const token = c.req.query('hub.verify_token') ?? '';
    const challenge = c.req.query('hub.challenge') ?? '';
    const account = await accountOfSlug(services, slug);
    if (mode !== 'subscribe' || !account?.verify_token || !sameSecret(token, account.verify_token)) {
      return c.json(errorBody('FORBIDDEN', 'El token de verificación no coincide.'), 403);
    }
    if (!/^[\w.-]{1,200}$/.test(challenge)) {
      return c.json(errorBody('INVALID_QUERY', 'Falta hub.challenge.'), 400);
    }
    return c.text(challenge, 200);
  });

  // Statuses and replies. The signature is checked on the raw bytes before anything is parsed
  // or written; a body that is no notification is a 400, never a 500.
  app.post(WEBHOOK_PATH, async (c) => {
    const slug = c.req.param('slug').slice(0, 200);
    await limit(c, slug);
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > MAX_WEBHOOK_BYTES) {
      throw new ApiError('PAYLOAD_TOO_LARGE', 'La notificación es demasiado grande.');
    }
    const raw = Buffer.from(await c.req.arrayBuffer());
    if (raw.length > MAX_WEBHOOK_BYTES) {
      throw new ApiError('PAYLOAD_TOO_LARGE', 'La notificación es demasiado grande.');
    }
    const account = await accountOfSlug(services, slug);
    if (
      !account?.app_secret ||
      !validSignature(raw, c.req.header('x-hub-signature-256'), account.app_secret)
    ) {
      return refused(c);
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new ApiError('INVALID_PAYLOAD', 'La notificación no es JSON válido.');
    }
    const inbound = readNotification(body, account.phone_number_id);
    if (!inbound) {
      throw new ApiError('INVALID_PAYLOAD', 'La notificación no tiene la forma de WhatsApp Business.');
    }
    await db.orm.transaction((tx) => applyStatuses(services, tx, account.company_id, inbound));
    services.wakeJobs();
    return c.json({ received: true });
  });

  return [
    { method: 'GET', path: WEBHOOK_PATH, permission: 'public' },
    { method: 'POST', path: WEBHOOK_PATH, permission: 'public' },
  ];
}
