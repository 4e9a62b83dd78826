import { randomInt } from 'node:crypto';
import type { publicSignIn as contract } from '@sari/contracts/public-wallet';
import { phoneLookupDigits } from '@sari/domain/contact-links';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Attempt, PublicContext, Services } from '../../access/operation';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import type { Mail } from '../../platform/mailer';
import { storedSecrets } from '../../platform/secrets';
import { signToken } from '../../platform/signed-token';
import { deliver } from '../messages/deliver';
import { companyBySlug } from './public-company';
import { CODE_MINUTES, codeHash } from './visitor-session';

type Input = z.output<(typeof contract)['input']>;

// Per address, and per company and contact: a visitor asks a code a few times; nobody fills a
// client's inbox. Both count every request, client or not, so the limits tell nothing either.
export function signInLimits(input: Input, who: { ip: string }): Attempt[] {
  return [
    {
      key: `public-sign-in:ip:${who.ip}`,
      limit: { max: 10, windowSeconds: 600 },
      message: 'Pediste muchos códigos seguidos desde esta conexión. Espera un momento.',
    },
    {
      key: `public-sign-in:${input.slug}:to:${input.contact.replace(/[^\w@.+-]/g, '')}`,
      limit: { max: 3, windowSeconds: 900 },
      message: 'Ya pediste varios códigos para este contacto. Revisa tu correo o espera unos minutos.',
    },
  ];
}

// The client the contact names at this company, with an address to send the code to: by her
// e-mail, or by her phone (every digit form of it in the company's country) when she keeps one.
async function clientOf(ctx: PublicContext, companyId: number, contact: string, country: string) {
  if (contact.includes('@')) {
    const [found] = await ctx.db.rows<{ id: number }>(
      sql`select id from client where subscriber_owner_company_id = ${companyId} and lower(email) = ${contact}
          order by id limit 1`,
      ctx.tx,
    );
    return found?.id ?? null;
  }
  const phones = phoneLookupDigits(contact, country);
  if (phones.length === 0) {
    return null;
  }
  const [found] = await ctx.db.rows<{ id: number }>(
    sql`select id from client where subscriber_owner_company_id = ${companyId}
          and phone_digits in (${sql.join(
            phones.map((digits) => sql`${digits}`),
            sql`, `,
          )}) and email is not null
        order by id limit 1`,
    ctx.tx,
  );
  return found?.id ?? null;
}

// A code asked: a row and a challenge whatever the contact (nothing tells a client from a
// stranger: the same answer, the same work but the e-mail); the code goes to the client's
// e-mail by a job queued in the same transaction, sealed in its payload (only its HMAC is kept).
export async function publicSignIn(ctx: PublicContext, input: Input) {
  const { company } = await companyBySlug(ctx.db, ctx.tx, input.slug);
  const clientId = await clientOf(ctx, company.id, input.contact, company.country);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [row] = await ctx.db.rows<{ id: number }>(
    sql`insert into sys_public_sign_in (subscriber_owner_company_id, client_id, code_hash, expires_at)
        values (${company.id}, ${clientId}, '', sari_now() + make_interval(mins => ${CODE_MINUTES})) returning id`,
    ctx.tx,
  );
  const secret = ctx.services.config.authSecret;
  await ctx.db.rows(
    sql`update sys_public_sign_in set code_hash = ${codeHash(secret, row.id, code)} where id = ${row.id}`,
    ctx.tx,
  );
  if (clientId) {
    await enqueue(ctx.db, ctx.tx, {
      kind: 'public.sign-in-code',
      key: `sign-in-code:${row.id}`,
      payload: { sign_in_id: row.id, code: storedSecrets(ctx.services.config).seal(code) },
    });
    ctx.afterCommit(async () => ctx.services.wakeJobs());
  }
  return { challenge: signToken(secret, 'sign-in', row.id), expires_in_minutes: CODE_MINUTES };
}

function codeMail(company: string, firstName: string, code: string, to: string): Mail {
  const text = [
    `Hola ${firstName}:`,
    `Tu código para entrar en la página de reservas de ${company} es ${code}.`,
    `Vence en ${CODE_MINUTES} minutos y sirve una sola vez.`,
    'Si no lo pediste, ignora este correo: nadie entra sin el código.',
  ];
  return {
    to,
    // The subject is kept in client_message: it never carries the code.
    subject: `Tu código para entrar en ${company}`,
    text: text.join('\n'),
    html: `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f1235;max-width:560px">${text
      .map(
        (line) =>
          `<p style="margin:0 0 12px">${line.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`,
      )
      .join('')}</div>`,
  };
}

// Sent while the code can still be used (not yet spent nor expired).
export function signInJobs(services: Services): Record<string, JobHandler> {
  return {
    'public.sign-in-code': async (payload, job) => {
      const [row] = await services.db.rows<{
        company_id: number;
        company: string;
        client_id: number;
        first_name: string;
        email: string | null;
        site_id: number | null;
      }>(
        sql`select p.subscriber_owner_company_id as company_id, co.name as company, c.id as client_id,
              c.first_name, c.email,
              (select s.id from site s where s.subscriber_owner_company_id = co.id
                order by s.is_active desc, s.online_booking desc, s.id limit 1) as site_id
            from sys_public_sign_in p join client c on c.id = p.client_id
              join subscriber_owner_company co on co.id = p.subscriber_owner_company_id
            where p.id = ${Number(payload.sign_in_id)} and p.verified_at is null and p.expires_at > sari_now()`,
      );
      if (!row?.email || !row.site_id) {
        return;
      }
      const code = storedSecrets(services.config).open(String(payload.code));
      await deliver(services, job, {
        kind: 'sign_in_code',
        company_id: row.company_id,
        site_id: row.site_id,
        reservation_id: null,
        client_id: row.client_id,
        email: row.email,
        phone: null,
        preference: 'email',
        only: 'email',
        mail: (to) => codeMail(row.company, row.first_name, code, to),
        whatsapp: { body: [] },
      });
    },
  };
}
