import { addDays } from '@sari/domain/local-days';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testToday } from './clock';
import {
  chargeReservation,
  newClient,
  newService,
  newSpecialist,
  openDrawer,
  saveSetting,
  sellGiftCard,
} from './data-factories';
import { apiClient, newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';
import { soldPackage, unitsLeft } from './wallet-factories';

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
      sql`select code_hash, client_id from sys_public_sign_in where id = ${id}`,
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
    const { instrument } = await soldPackage(company, {
      serviceIds: [massage.id],
      sessions: 5,
      price: 300_000,
      clientId: lucia.id,
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

// A free time each: one of seven Tuesdays inside the online limits, at one of six hours.
let slot = 0;
const TIMES = ['09:00', '10:30', '12:00', '13:30', '15:00', '16:30'];
function aTime() {
  const n = slot++;
  let date = addDays(testToday(), 7 + (n % 7) * 7);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 2) {
    date = addDays(date, 1);
  }
  return { date, time: TIMES[Math.floor(n / 7) % TIMES.length] };
}

let phones = 3_209_000_000;
const bookOnline = (fields: Record<string, unknown>, to = slug) =>
  publicApi(server).post(`/api/public/booking/${to}/reservations`, {
    site_id: company.siteId,
    service_ids: [massage.id],
    specialist_id: null,
    ...aTime(),
    first_name: 'Visitante',
    phone: `+57 ${++phones}`,
    email: `visitante-${phones}@spa.test`,
    privacy_consent: true,
    ...fields,
  });

async function setOnlineCards(value: 'true' | 'false') {
  const saved = await saveSetting(company, 'online_gift_cards', value);
  expect(saved.status).toBe(200);
}

describe('a proven client books a service her package covers', () => {
  it('marks the visit for the package, asks no advance for it, and spends nothing until the checkout', async () => {
    await company.admin.patch(`/api/items/service/${massage.id}`, { online_deposit: 20_000 });
    const who = await person();
    const { instrument } = await soldPackage(company, {
      serviceIds: [massage.id],
      sessions: 2,
      price: 200_000,
      clientId: who.id,
    });
    const visitor = await signIn(who);
    const booked = await bookOnline({ visitor, email: who.email });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.data).toMatchObject({ deposit: 0, package_services: 1, gift_card_used: 0 });
    const [row] = await server.db.rows<{
      client_id: number;
      package_instrument_id: number;
      online_deposit: number;
    }>(
      sql`select r.client_id, srs.package_instrument_id, r.online_deposit::int as online_deposit
          from service_reservation r join service_reservation_service srs on srs.service_reservation_id = r.id
          where r.id = ${booked.body.data.reservation_id}`,
    );
    expect(row).toEqual({ client_id: who.id, package_instrument_id: instrument.id, online_deposit: 0 });
    expect(await unitsLeft(server, instrument.id)).toBe(2);
    // A second visit takes the second session; a third finds none left for it and pays as usual.
    const second = await bookOnline({ visitor, email: who.email });
    expect(second.body.data.package_services).toBe(1);
    const third = await bookOnline({ visitor, email: who.email });
    expect(third.body.data).toMatchObject({ package_services: 0, deposit: 20_000 });
    // The desk's checkout uses the session (decision 051): only then is one spent.
    const services = await server.db.rows<{ id: number; specialist_id: number }>(
      sql`select id, specialist_id from service_reservation_service where service_reservation_id = ${booked.body.data.reservation_id}`,
    );
    const charged = await company.admin.post('/api/sales/checkout', {
      site_id: company.siteId,
      client_id: who.id,
      service_reservation_id: booked.body.data.reservation_id,
      lines: services.map((service) => ({
        service_id: massage.id,
        specialist_id: service.specialist_id,
        service_reservation_service_id: service.id,
        use_package: instrument.id,
      })),
      payments: [],
    });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    expect(await unitsLeft(server, instrument.id)).toBe(1);
    await company.admin.patch(`/api/items/service/${massage.id}`, { online_deposit: 0 });
  });

  it("gives no package to a visitor who did not sign in, even with the client's phone and e-mail", async () => {
    const who = await person();
    await soldPackage(company, { serviceIds: [massage.id], sessions: 3, price: 90_000, clientId: who.id });
    const booked = await bookOnline({ email: who.email });
    expect(booked.status).toBe(200);
    expect(booked.body.data.package_services).toBe(0);
  });
});

describe('a gift card pays a booking online', () => {
  it('is refused while the company does not allow it, and nothing is booked', async () => {
    await setOnlineCards('false');
    const { card } = await sellGiftCard(company, { amount: 50_000 });
    const before = await server.db.rows(sql`select id from service_reservation`);
    const refused = await bookOnline({ gift_card_code: card.code });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toContain('no recibe tarjetas de regalo en la reserva en línea');
    expect(await server.db.rows(sql`select id from service_reservation`)).toHaveLength(before.length);
    expect(await unitsLeft(server, card.id)).toBe(50_000);
  });

  it('holds what the visit costs as its advance; the desk charges the rest; a refund gives it back to the card', async () => {
    await setOnlineCards('true');
    const { card } = await sellGiftCard(company, { amount: 50_000 });
    const booked = await bookOnline({ gift_card_code: card.code.match(/.{4}/g)!.join('-').toLowerCase() });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.data.gift_card_used).toBe(50_000);
    expect(await unitsLeft(server, card.id)).toBe(0);
    const reservationId = booked.body.data.reservation_id;
    const [advance] = await server.db.rows<{
      amount: number;
      money_movement_id: number | null;
      card: number;
    }>(
      sql`select advance_payment::int as amount, money_movement_id, wallet_instrument_id as card from advance_payment
          where service_reservation_id = ${reservationId}`,
    );
    expect(advance).toEqual({ amount: 50_000, money_movement_id: null, card: card.id });
    // The massage costs 80.000: the desk collects 30.000.
    const sale = await chargeReservation(company, reservationId, {
      amountPay: 30_000,
      paymentMethod: 'efectivo',
    });
    expect((sale as unknown as { advance_used: number }).advance_used).toBe(50_000);
    const refund = await company.admin.post(`/api/sales/${sale.id}/refunds`, { reason: 'No quedó bien' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(await unitsLeft(server, card.id)).toBe(50_000);
  });

  it('takes only what the visit costs from a larger card, and a cancellation gives it back once', async () => {
    const { card } = await sellGiftCard(company, { amount: 200_000 });
    const booked = await bookOnline({ gift_card_code: card.code });
    expect(booked.body.data.gift_card_used).toBe(80_000);
    expect(await unitsLeft(server, card.id)).toBe(120_000);
    const id = booked.body.data.reservation_id;
    // Its history names the reservation that took the pesos (it has no sale yet).
    const looked = await company.admin.get('/api/gift-cards/lookup', { code: card.code });
    expect(
      looked.body.data.history.map((entry: Record<string, unknown>) => entry.service_reservation_id),
    ).toEqual([null, id]);
    const cancelled = await company.admin.patch(`/api/items/service_reservation/${id}`, {
      status: 'cancelado',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await unitsLeft(server, card.id)).toBe(200_000);
    // Cancelled again, restored and cancelled: nothing more comes back.
    await company.admin.patch(`/api/items/service_reservation/${id}`, { status: 'confirmada' });
    await company.admin.patch(`/api/items/service_reservation/${id}`, { status: 'cancelado' });
    expect(await unitsLeft(server, card.id)).toBe(200_000);
    const kinds = await server.db.rows<{ kind: string; units: number }>(
      sql`select kind, units::int as units from wallet_entry where wallet_instrument_id = ${card.id} order by id`,
    );
    expect(kinds).toEqual([
      { kind: 'issue', units: 200_000 },
      { kind: 'redeem', units: -80_000 },
      { kind: 'restore', units: 80_000 },
    ]);
    const after = await company.admin.get('/api/gift-cards/lookup', { code: card.code });
    expect(
      after.body.data.history.map((entry: Record<string, unknown>) => entry.service_reservation_id),
    ).toEqual([null, id, id]);
  });

  it('a refund gives the card only what the sale took of its advance, and never twice', async () => {
    await setOnlineCards('true');
    const who = await person();
    const deposit = await company.admin.post(`/api/clients/${who.id}/deposits`, {
      site_id: company.siteId,
      amount: 40_000,
      paymentMethod: 'efectivo',
    });
    expect(deposit.status).toBe(200);
    const { card } = await sellGiftCard(company, { amount: 50_000 });
    const booked = await bookOnline({
      visitor: await signIn(who),
      email: who.email,
      gift_card_code: card.code,
    });
    expect(booked.body.data.gift_card_used).toBe(50_000);
    const reservationId = booked.body.data.reservation_id;
    const balanceOf = async () =>
      Number(
        (
          await server.db.rows<{ balance: number }>(
            sql`select ((select coalesce(sum(remaining_amount), 0) from client_deposit where client_id = ${who.id})
              + (select coalesce(sum(case when tipo = 'abono' then remaining_amount else -remaining_amount end), 0)
                 from history_payment_deposit where client_id = ${who.id}))::bigint as balance`,
          )
        )[0].balance,
      );
    // The massage (80.000): her balance pays 40.000 first, the card's advance the other 40.000,
    // and the 10.000 it holds beyond that stay hers as abono.
    const sale = (await chargeReservation(company, reservationId, {
      amountPay: 10_000,
      paymentMethod: 'efectivo',
    })) as unknown as { id: number; deposit_used: number; advance_used: number; abono: number };
    expect(sale).toMatchObject({ deposit_used: 40_000, advance_used: 40_000, abono: 10_000 });
    expect(await balanceOf()).toBe(10_000);
    // The whole refund: the card gets the 40.000 the sale took of it, her balance its 40.000.
    expect((await company.admin.post(`/api/sales/${sale.id}/refunds`, { reason: 'No vino' })).status).toBe(
      200,
    );
    expect(await unitsLeft(server, card.id)).toBe(40_000);
    expect(await balanceOf()).toBe(50_000);
    // Charged again (its advance already spent) and refunded again: the card gets nothing more.
    const again = (await chargeReservation(company, reservationId, {
      amountPay: 80_000,
      paymentMethod: 'efectivo',
    })) as unknown as { id: number; advance_used: number };
    expect(again.advance_used).toBe(0);
    expect((await company.admin.post(`/api/sales/${again.id}/refunds`, { reason: 'Otra vez' })).status).toBe(
      200,
    );
    expect(await unitsLeft(server, card.id)).toBe(40_000);
    expect(await balanceOf()).toBe(50_000);
  });

  it("refuses another company's card, a spent card and a made-up code", async () => {
    const otherCard = (await sellOtherCard()).card;
    const elsewhere = await bookOnline({ gift_card_code: otherCard.code });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors[0].message).toBe('No hay una tarjeta de regalo con ese código.');
    const { card } = await sellGiftCard(company, { amount: 80_000 });
    expect((await bookOnline({ gift_card_code: card.code })).status).toBe(200);
    const spent = await bookOnline({ gift_card_code: card.code });
    expect(spent.status).toBe(422);
    expect(spent.body.errors[0].message).toContain('no alcanza');
    expect((await bookOnline({ gift_card_code: 'ABCDEFGHJKMNPQRS' })).status).toBe(422);
    expect((await bookOnline({ gift_card_code: "'; drop table wallet_entry; --" })).status).toBe(400);
  });
});

async function sellOtherCard() {
  await openDrawer(other, 10_000);
  return sellGiftCard(other, { amount: 30_000 });
}
