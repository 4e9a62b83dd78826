import type { MessageKind } from '@sari/contracts/messages';
import { whatsappNumber } from '@sari/domain/contact-links';
import { sql } from 'drizzle-orm';
import type { Services } from '../../access/operation';
import type { JobInfo } from '../../jobs/runner';
import type { Mail } from '../../platform/mailer';
import { sendWhatsapp, type WhatsappSend } from '../../platform/whatsapp';
import { type Channel, channelsFor, countryOf, sendsBoth } from './message-channels';
import { accountOfCompany, canSend } from './whatsapp-account';

// One message to a client, as a job hands it over: who, what, and how it reads on each channel.
export type Outgoing = {
  kind: MessageKind | 'change_link' | 'gift_card' | 'sign_in_code' | 'membership_renewal';
  company_id: number;
  site_id: number;
  reservation_id: number | null;
  client_id: number | null;
  email: string | null;
  phone: string | null;
  preference: Channel | null;
  mail: (to: string) => Mail;
  // The template's body values ({{1}}...) or, for an answer inside a conversation, a text.
  whatsapp: { body: string[]; quickReplies?: string[] } | { text: string };
  // Only these channels (an answer to a WhatsApp reply goes back on WhatsApp).
  only?: Channel;
};

type Row = { id: number; status: string; provider_message_id: string | null };

// Sends one message on the channels it takes and records each in client_message (decision 054).
// A retried job finds its rows by `send_key` (the job, the kind, the channel, the recipient):
// what went out already is not sent again. A WhatsApp refusal that retrying cannot mend (or the
// job's last try) falls back to e-mail when the client has one. A passing failure throws: the
// job runs again later.
export async function deliver(services: Services, job: JobInfo, message: Outgoing): Promise<void> {
  const { db, config, mailer } = services;
  const account = await accountOfCompany(services, message.company_id);
  const template = 'text' in message.whatsapp ? null : account?.templates[message.kind];
  const number = message.phone
    ? whatsappNumber(message.phone, await countryOf(db, message.company_id))
    : null;
  const whatsappReady =
    Boolean(number) && canSend(account) && ('text' in message.whatsapp || Boolean(template));
  const channels = channelsFor({
    whatsapp: whatsappReady && message.only !== 'email',
    email: Boolean(message.email) && message.only !== 'whatsapp',
    preference: message.preference,
    both: await sendsBoth(db, message.company_id),
  });

  async function claim(channel: Channel, recipient: string, label: string | null): Promise<Row> {
    const key = `${job.id}:${message.kind}:${channel}:${recipient}`;
    const [row] = await db.rows<Row>(
      sql`insert into client_message (subscriber_owner_company_id, site_id, service_reservation_id, client_id,
            channel, kind, template, recipient, send_key)
          values (${message.company_id}, ${message.site_id}, ${message.reservation_id}, ${message.client_id},
            ${channel}, ${message.kind}, ${label}, ${recipient}, ${key})
          on conflict (send_key) do update set send_key = excluded.send_key
          returning id, status, provider_message_id`,
    );
    return row;
  }

  async function byEmail() {
    const mail = message.mail(message.email!);
    const row = await claim('email', message.email!, mail.subject);
    if (row.status !== 'queued') {
      return;
    }
    try {
      await mailer.send(mail);
    } catch (error) {
      await db.rows(
        sql`update client_message set error = ${String((error as Error).message).slice(0, 500)} where id = ${row.id}`,
      );
      throw error;
    }
    await db.rows(
      sql`update client_message set status = 'sent', sent_at = sari_now(), error = null where id = ${row.id}`,
    );
  }

  // True when the message could not go out on WhatsApp for good.
  async function byWhatsapp(): Promise<boolean> {
    const row = await claim('whatsapp', number!, template ?? null);
    if (row.status !== 'queued' || row.provider_message_id !== null) {
      return row.status === 'failed';
    }
    const send: WhatsappSend =
      'text' in message.whatsapp
        ? { type: 'text', text: message.whatsapp.text }
        : { type: 'template', name: template!, language: account!.language, ...message.whatsapp };
    const sent = await sendWhatsapp(
      config.whatsappApiUrl,
      { phone_number_id: account!.phone_number_id!, access_token: account!.access_token! },
      number!,
      send,
    );
    if (sent.ok) {
      await db.rows(
        sql`update client_message set provider_message_id = ${sent.id}, error = null where id = ${row.id}`,
      );
      return false;
    }
    if (!sent.permanent && !job.lastAttempt) {
      await db.rows(sql`update client_message set error = ${sent.error} where id = ${row.id}`);
      throw new Error(sent.error);
    }
    await db.rows(
      sql`update client_message set status = 'failed', failed_at = sari_now(), error = ${sent.error} where id = ${row.id}`,
    );
    return true;
  }

  for (const channel of channels) {
    if (channel === 'email') {
      await byEmail();
      continue;
    }
    const failed = await byWhatsapp();
    if (failed && message.email && !channels.includes('email') && message.only !== 'whatsapp') {
      await byEmail();
    }
  }
}
