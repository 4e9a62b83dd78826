import type { Database, Orm } from '@sari/db/client';
import { sql } from 'drizzle-orm';
import type { Services } from '../../access/operation';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import { links } from '../online-booking/links';
import { reservationDetails, spanishDay, spanishTime } from '../online-booking/reservation-details';
import { deliver } from './deliver';
import type { InboundMessage } from './whatsapp-payload';

type Reply = InboundMessage & { company_id: number };
type Answered = { reservation_id: number | null; site_id: number | null; client_id: number | null };

const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

// "Confirmo" and "Necesito cambiar", by the quick reply's payload or its words.
function intentOf(reply: Reply): 'confirm' | 'change' | 'text' {
  const said = plain(reply.payload ?? reply.text);
  if (said.startsWith('confirmo')) {
    return 'confirm';
  }
  if (said.startsWith('cambiar') || said.startsWith('necesito cambiar')) {
    return 'change';
  }
  return 'text';
}

// The message of ours she answers: the one WhatsApp names, or else the last one sent to her
// number. Only this company's messages to this number count.
async function answered(db: Database, tx: Orm, reply: Reply): Promise<Answered | null> {
  const [row] = await db.rows<Answered>(
    sql`select service_reservation_id as reservation_id, site_id, client_id from client_message
        where subscriber_owner_company_id = ${reply.company_id} and channel = 'whatsapp' and recipient = ${reply.from}
          and (${reply.context_id}::text is null or provider_message_id = ${reply.context_id})
        order by (provider_message_id = ${reply.context_id ?? ''}) desc, id desc limit 1`,
    tx,
  );
  return row ?? null;
}

async function notice(
  db: Database,
  tx: Orm,
  reply: Reply,
  about: Answered | null,
  kind: string,
  title: string,
  body: string,
) {
  const [visit] = about?.reservation_id
    ? await db.rows<{ date: string; client: string }>(
        sql`select r.date::text as date, trim(concat_ws(' ', c.first_name, c.last_name)) as client
            from service_reservation r left join client c on c.id = r.client_id where r.id = ${about.reservation_id}`,
        tx,
      )
    : [];
  const who = visit?.client || `+${reply.from}`;
  await db.rows(
    sql`insert into notification (subscriber_owner_company_id, site_id, kind, title, body, link)
        values (${reply.company_id}, ${about?.site_id ?? null}, ${kind}, ${title}, ${`${who}: ${body}`.slice(0, 2000)},
          ${visit ? `/calendar?date=${visit.date}&reservation=${about!.reservation_id}` : null})`,
    tx,
  );
}

// What the client's WhatsApp reply does (decision 054): "Confirmo" marks her visit confirmed by
// her; "Necesito cambiar" tells the front desk in the bell and answers her with the booking's
// link; anything else reaches the bell as a note on the reservation. One job per reply message
// (its key is the message id), in one transaction; the answer is a job of its own.
export function whatsappReplyJobs(services: Services): Record<string, JobHandler> {
  const { db, config } = services;
  return {
    'whatsapp.reply': async (payload) => {
      const reply = payload as unknown as Reply;
      await db.orm.transaction(async (tx) => {
        const about = await answered(db, tx, reply);
        const intent = intentOf(reply);
        if (intent === 'confirm' && about?.reservation_id) {
          await db.rows(
            sql`update service_reservation set client_confirmed_at = coalesce(client_confirmed_at, coalesce(${reply.at}::timestamptz, sari_now()))
                where id = ${about.reservation_id} and subscriber_owner_company_id = ${reply.company_id}
                  and status = 'confirmada'`,
            tx,
          );
          return;
        }
        if (intent === 'change' && about?.reservation_id) {
          await notice(
            db,
            tx,
            reply,
            about,
            'whatsapp_cambio',
            'Un cliente necesita cambiar su cita',
            'respondió «Necesito cambiar» al recordatorio.',
          );
          await enqueue(db, tx, {
            kind: 'whatsapp.change-link',
            key: `whatsapp-change-link:${reply.company_id}:${reply.id}`.slice(0, 300),
            payload: { reservation_id: about.reservation_id, to: reply.from },
          });
          return;
        }
        await notice(
          db,
          tx,
          reply,
          about,
          'whatsapp_mensaje',
          'Mensaje de WhatsApp',
          reply.text || '(sin texto)',
        );
      });
      services.wakeJobs();
    },
    // The answer to "Necesito cambiar": inside the conversation she opened, a plain text.
    'whatsapp.change-link': async (payload, job) => {
      const details = await reservationDetails(db, undefined, Number(payload.reservation_id));
      if (!details) {
        return;
      }
      const url = links(config).manage(details.id);
      const text = `Puedes cambiar o cancelar tu cita del ${spanishDay(details.date)} a las ${spanishTime(details.start || '00:00')} en ${details.company} aquí: ${url}`;
      await deliver(services, job, {
        kind: 'change_link',
        company_id: details.company_id,
        site_id: details.site_id,
        reservation_id: details.id,
        client_id: details.client_id,
        email: null,
        phone: String(payload.to),
        preference: 'whatsapp',
        only: 'whatsapp',
        mail: () => ({ to: '', subject: '', text }),
        whatsapp: { text },
      });
    },
  };
}
