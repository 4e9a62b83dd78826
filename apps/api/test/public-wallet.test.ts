import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newClient,
  newService,
  newSessionPackage,
  newSpecialist,
  openDrawer,
  sellGiftCard,
  sellPackage,
} from './data-factories';
import { apiClient, newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

// Issue 29 (decision 056): a visitor of the public booking page proves she is a client by a
// one-time code e-mailed to her, and then sees her own packages and gift cards. Nothing tells a
// client from a stranger; the code is hashed at rest, spent once, short-lived, tried few times.

let server: TestServer;
let company: TestCompany;
let other: TestCompany;
let slug: string;
let otherSlug: string;
let massage: { id: number };
let lucia: { id: number; email: string };

let visitorIp = 0;
export function publicApi(s: TestServer, ip = `10.7.${Math.floor(++visitorIp / 250)}.${visitorIp % 250}`) {
  const client = apiClient(s);
  const headers = { 'x-forwarded-for': ip };
  return { post: (path: string, body: unknown) => client.request('POST', path, body, headers) };
}

const slugOf = async (of: TestCompany) =>
  (
    await server.db.rows<{ slug: string }>(
      sql`select public_slug as slug from subscriber_owner_company where id = ${of.companyId}`,
    )
  )[0].slug;

const codeIn = (address: string) => {
  const mail = server.mailer.outbox.filter((m) => m.to === address).at(-1);
  return mail ? /es (\d{6})\./.exec(mail.text)![1] : null;
};

async function askCode(contact: string, to = slug, api = publicApi(server)) {
  const asked = await api.post(`/api/public/booking/${to}/sign-in`, { contact });
  await server.runJobs();
  return asked;
}

// A client of the company with an e-mail of her own (the codes asked per contact are limited).
let people = 0;
async function person(of = company) {
  const email = `cliente-${++people}@spa.test`;
  const client = await newClient(of, { first_name: 'Lucía', email });
  return { id: client.id as number, email };
}

// Signs a client in: her challenge, the code from her e-mail, her visitor token.
async function signIn(who: { email: string } = lucia) {
  const asked = await askCode(who.email);
  const verified = await publicApi(server).post(`/api/public/booking/${slug}/sign-in/verify`, {
    challenge: asked.body.data.challenge,
    code: codeIn(who.email),
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.data.visitor as string;
}

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server, { name: 'Spa Código' });
  other = await newCompany(server, { name: 'Otro Spa' });
  slug = await slugOf(company);
  otherSlug = await slugOf(other);
  await openDrawer(company, 100_000);
  const specialist = await newSpecialist(company);
  massage = await newService(company, { name: 'Masaje', price: 80_000, specialistIds: [specialist.id] });
  const client = await newClient(company, {
    first_name: 'Lucía',
    email: 'lucia@spa.test',
    phone: '+57 310 555 0101',
  });
  lucia = { id: client.id, email: 'lucia@spa.test' };
});

afterAll(async () => {
  await server?.close();
});

describe('asking a code', () => {
  it('answers a client and a stranger the same, and e-mails the code only to the client', async () => {
    const before = server.mailer.outbox.length;
    const known = await askCode('Lucia@Spa.test');
    const stranger = await askCode('nadie@spa.test');
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    expect(Object.keys(known.body.data)).toEqual(Object.keys(stranger.body.data));
    expect(known.body.data.expires_in_minutes).toBe(10);
    expect(stranger.body.data.expires_in_minutes).toBe(10);
    const sent = server.mailer.outbox.slice(before);
    expect(sent.map((mail) => mail.to)).toEqual([lucia.email]);
    expect(sent[0].subject).toBe('Tu código para entrar en Spa Código');
    expect(sent[0].text).toMatch(/es \d{6}\./);
    expect(sent[0].subject).not.toMatch(/\d{6}/);
  });

  it('finds the client by her phone too, and sends the code to her e-mail', async () => {
    const before = server.mailer.outbox.length;
    const asked = await askCode('310 555 0101');
    expect(asked.status).toBe(200);
    expect(server.mailer.outbox.slice(before).map((mail) => mail.to)).toEqual([lucia.email]);
  });

  it('keeps only the hash of the code, never the code, and no plain code in the job', async () => {
    const asked = await askCode(lucia.email);
    const code = codeIn(lucia.email)!;
    const id = Number(asked.body.data.challenge.split('.')[0]);
    const [row] = await server.db.rows<{ code_hash: string; client_id: number }>(
      sql`select code_hash, client_id from public_sign_in where id = ${id}`,
    );
    expect(row.client_id).toBe(lucia.id);
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash.length).toBeGreaterThan(40);
    const jobs = await server.db.rows<{ payload: unknown }>(
      sql`select payload from sys_job where key = ${`sign-in-code:${id}`}`,
    );
    expect(JSON.stringify(jobs)).not.toContain(code);
    const messages = await server.db.rows<{ template: string }>(
      sql`select template from client_message where client_id = ${lucia.id} and kind = 'sign_in_code'`,
    );
    expect(JSON.stringify(messages)).not.toContain(code);
  });

  it('is limited per contact, the same for a client and a stranger', async () => {
    const api = publicApi(server);
    const codes = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await api.post(`/api/public/booking/${slug}/sign-in`, { contact: 'limite@spa.test' })).status,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('proving the code', () => {
  it('opens a short session for that client, once', async () => {
    const who = await person();
    const asked = await askCode(who.email);
    const code = codeIn(who.email);
    const verify = () =>
      publicApi(server).post(`/api/public/booking/${slug}/sign-in/verify`, {
        challenge: asked.body.data.challenge,
        code,
      });
    const first = await verify();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.first_name).toBe('Lucía');
    // Replayed: refused, whatever the code.
    const again = await verify();
    expect(again.status).toBe(422);
    expect(again.body.errors[0].message).toBe(
      'El código no es correcto o ya no sirve. Revísalo o pide uno nuevo.',
    );
  });

  it('refuses a wrong code, and the right one after five wrong tries', async () => {
    const who = await person();
    const asked = await askCode(who.email);
    const code = codeIn(who.email)!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const api = publicApi(server);
    for (let i = 0; i < 5; i++) {
      const tried = await api.post(`/api/public/booking/${slug}/sign-in/verify`, {
        challenge: asked.body.data.challenge,
        code: wrong,
      });
      expect(tried.status).toBe(422);
    }
    const right = await api.post(`/api/public/booking/${slug}/sign-in/verify`, {
      challenge: asked.body.data.challenge,
      code,
    });
    expect(right.status).toBe(422);
  });

  it('refuses a code past its ten minutes', async () => {
    const who = await person();
    const asked = await askCode(who.email);
    const code = codeIn(who.email);
    server.clock.advance(11 * 60_000);
    const late = await publicApi(server).post(`/api/public/booking/${slug}/sign-in/verify`, {
      challenge: asked.body.data.challenge,
      code,
    });
    expect(late.status).toBe(422);
  });

  it('refuses a challenge on another company, and a forged one', async () => {
    const who = await person();
    await newClient(other, { first_name: 'Lucía', email: who.email });
    const asked = await askCode(who.email);
    const code = codeIn(who.email);
    const elsewhere = await publicApi(server).post(`/api/public/booking/${otherSlug}/sign-in/verify`, {
      challenge: asked.body.data.challenge,
      code,
    });
    expect(elsewhere.status).toBe(422);
    const [id] = asked.body.data.challenge.split('.');
    const forged = await publicApi(server).post(`/api/public/booking/${slug}/sign-in/verify`, {
      challenge: `${Number(id) + 1}.${'a'.repeat(32)}`,
      code,
    });
    expect(forged.status).toBe(422);
  });

  it('a stranger cannot prove anything: no code was sent, and none works', async () => {
    const asked = await askCode('extrano@spa.test');
    const api = publicApi(server);
    const statuses = [];
    for (const code of ['000000', '123456', '999999']) {
      statuses.push(
        (
          await api.post(`/api/public/booking/${slug}/sign-in/verify`, {
            challenge: asked.body.data.challenge,
            code,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([422, 422, 422]);
  });
});

describe("the proven client's wallet", () => {
  it('shows only her usable packages and gift cards, never the whole code', async () => {
    const lucia = await person();
    const plan = await newSessionPackage(company, { serviceIds: [massage.id], sessions: 5, price: 300_000 });
    const { instrument } = await sellPackage(company, {
      packageId: plan.id,
      clientId: lucia.id,
      price: 300_000,
    });
    const { card } = await sellGiftCard(company, { amount: 50_000, clientId: lucia.id });
    const someone = await newClient(company, { email: 'otra@spa.test' });
    await sellGiftCard(company, { amount: 70_000, clientId: someone.id });
    const visitor = await signIn(lucia);
    const wallet = await publicApi(server).post(`/api/public/booking/${slug}/wallet`, { visitor });
    expect(wallet.status, JSON.stringify(wallet.body)).toBe(200);
    expect(wallet.body.data.first_name).toBe('Lucía');
    expect(wallet.body.data.packages).toEqual([
      expect.objectContaining({ id: instrument.id, left: 5, of: 5, service_ids: [massage.id] }),
    ]);
    expect(wallet.body.data.gift_cards).toEqual([
      { id: card.id, code_end: card.code.slice(-4), left: 50_000, expires_on: null },
    ]);
    expect(JSON.stringify(wallet.body)).not.toContain(card.code);
  });

  it('refuses a session of another company, an expired one and a forged one', async () => {
    const visitor = await signIn(await person());
    const elsewhere = await publicApi(server).post(`/api/public/booking/${otherSlug}/wallet`, { visitor });
    expect(elsewhere.status).toBe(401);
    const forged = await publicApi(server).post(`/api/public/booking/${slug}/wallet`, {
      visitor: `${visitor.split('.')[0]}.${'b'.repeat(32)}`,
    });
    expect(forged.status).toBe(401);
    server.clock.advance(31 * 60_000);
    const expired = await publicApi(server).post(`/api/public/booking/${slug}/wallet`, { visitor });
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0].message).toContain('Pide un código nuevo');
  });

  it('a cross-site form post carries no session and is refused', async () => {
    const response = await fetch(`${server.url}/api/public/booking/${slug}/wallet`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://malo.test' },
      body: 'visitor=1.abc',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
