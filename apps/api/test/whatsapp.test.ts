import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../src/jobs/queue';
import { newClient, newReservation, newService, newSpecialist } from './data-factories';
import { apiClient, newCompany, newUser, signIn, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';
import { startFakeWhatsapp } from './support/fake-whatsapp';

// WhatsApp as a channel (issue 31, decision 054): the company's account, sending through the
// jobs with the e-mail fallback, and the signed webhook that hears back. Meta is the local fake.

const TEMPLATES = {
  confirmation: 'cita_confirmada',
  moved: 'cita_cambiada',
  cancelled: 'cita_cancelada',
  reminder: 'recordatorio_cita',
  rating: 'califica_visita',
  waitlist_offer: 'horario_libre',
};
const DAY = '2026-11-25';
let fake: Awaited<ReturnType<typeof startFakeWhatsapp>>;
let server: TestServer;

type Connected = TestCompany & { slug: string; phoneNumberId: string; appSecret: string; webhook: string };

async function connected(name: string, phoneNumberId: string): Promise<Connected> {
  const company = await newCompany(server, { name });
  const appSecret = `secreto-${phoneNumberId}`;
  const saved = await company.admin.request('PUT', '/api/whatsapp/settings', {
    phone_number_id: phoneNumberId,
    access_token: `EAAG-token-${phoneNumberId}`,
    app_secret: appSecret,
    verify_token: `verifica-${phoneNumberId}`,
    templates: TEMPLATES,
    enabled: true,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const [row] = await server.db.rows<{ slug: string }>(
    sql`select public_slug as slug from subscriber_owner_company where id = ${company.companyId}`,
  );
  return { ...company, slug: row.slug, phoneNumberId, appSecret, webhook: saved.body.data.webhook_url };
}

let times = 0;
async function visit(company: TestCompany, client: Record<string, unknown>) {
  const customer = await newClient(company, client);
  const specialist = await newSpecialist(company);
  const service = await newService(company, { name: 'Manicura', specialistIds: [specialist.id] });
  const hour = String(8 + (times++ % 10)).padStart(2, '0');
  const reservation = await newReservation(company, {
    clientId: customer.id,
    date: DAY,
    services: [{ serviceId: service.id, specialistId: specialist.id, time: `${hour}:00` }],
  });
  return { client: customer, reservation };
}

// The confirmation job, as the public booking queues it.
async function confirm(reservationId: number, to: string | null) {
  await enqueue(server.db, undefined, {
    kind: 'booking.mail',
    payload: { reservation_id: reservationId, event: 'booked', to },
  });
  await server.runJobs();
}

const logOf = (reservationId: number) =>
  server.db.rows<{
    channel: string;
    kind: string;
    status: string;
    provider_message_id: string | null;
    error: string | null;
    sent_at: string | null;
    delivered_at: string | null;
    read_at: string | null;
  }>(sql`select channel, kind, status, provider_message_id, error, sent_at::text, delivered_at::text, read_at::text
         from client_message where service_reservation_id = ${reservationId} order by id`);

beforeAll(async () => {
  fake = await startFakeWhatsapp();
  server = await startTestServer({ whatsappApiUrl: fake.url });
});

afterAll(async () => {
  await server?.close();
  await fake?.close();
});

describe('the WhatsApp account in settings', () => {
  it('keeps the secrets encrypted, answers only whether each is set, and refuses bad input', async () => {
    const company = await newCompany(server, { name: 'Salón Secretos' });
    const empty = await company.admin.get('/api/whatsapp/settings');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ access_token_set: false, app_secret_set: false, enabled: false });
    const saved = await company.admin.request('PUT', '/api/whatsapp/settings', {
      phone_number_id: '1234567890',
      access_token: 'EAAG-muy-secreto',
      app_secret: 'app-secreto-123',
      verify_token: 'verificame',
      templates: { reminder: 'recordatorio_cita' },
      enabled: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await company.admin.get('/api/whatsapp/settings');
    expect(read.body.data).toMatchObject({
      phone_number_id: '1234567890',
      access_token_set: true,
      app_secret_set: true,
      verify_token_set: true,
      enabled: true,
      templates: { reminder: 'recordatorio_cita' },
    });
    expect(read.body.data.webhook_url).toMatch(/\/api\/public\/whatsapp\/[\w-]+$/);
    for (const answer of [saved, read]) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain('muy-secreto');
      expect(text).not.toContain('app-secreto');
      expect(text).not.toContain('verificame');
    }
    const [stored] = await server.db.rows<{ access_token: string; app_secret: string; verify_token: string }>(
      sql`select access_token, app_secret, verify_token from sys_whatsapp_account where subscriber_owner_company_id = ${company.companyId}`,
    );
    for (const value of Object.values(stored)) {
      expect(value).toMatch(/^v1\./);
      expect(value).not.toMatch(/secreto|verificame/);
    }
    // Left out: kept. Empty: removed.
    const cleared = await company.admin.request('PUT', '/api/whatsapp/settings', { app_secret: '' });
    expect(cleared.body.data).toMatchObject({ access_token_set: true, app_secret_set: false });

    for (const bad of [
      { phone_number_id: 'abc' },
      { templates: { reminder: 'Con Espacios' } },
      { templates: { desconocido: 'x' } },
      { language: 'español' },
      { enabled: 'si' },
    ]) {
      const refused = await company.admin.request('PUT', '/api/whatsapp/settings', bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.errors[0].message).toMatch(/[a-záéíóúñ]/i);
    }
    const off = await company.admin.request('PUT', '/api/whatsapp/settings', { access_token: '' });
    expect(off.status).toBe(422);
    expect(off.body.errors[0].message).toContain('token de acceso');

    const reception = await newUser(server, company, { role: 'recepcionista' });
    const receptionist = apiClient(server, await signIn(server, reception.email, reception.password));
    expect((await receptionist.request('PUT', '/api/whatsapp/settings', { enabled: false })).status).toBe(
      403,
    );
  });

  it('sends a test message with the saved account, and says why Meta refused one', async () => {
    const company = await connected('Salón Prueba', '5550001');
    const before = fake.sends.length;
    const sent = await company.admin.post('/api/whatsapp/test', { phone: '300 765 4321' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [send] = fake.sends.slice(before);
    expect(send).toMatchObject({ phoneNumberId: '5550001', token: 'EAAG-token-5550001' });
    expect(send.body).toMatchObject({
      to: '573007654321',
      type: 'template',
      template: { name: 'hello_world' },
    });
    expect(sent.body.data.message_id).toBe(send.id);
    fake.failNext({ status: 400, code: 132001, message: 'Template name does not exist in the translation' });
    const refused = await company.admin.post('/api/whatsapp/test', {
      phone: '300 765 4321',
      template: 'no_existe',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toContain('132001');
    expect((await company.admin.post('/api/whatsapp/test', { phone: 'x' })).status).toBe(400);
  });
});

describe('sending', () => {
  let salon: Connected;

  beforeAll(async () => {
    salon = await connected('Salón Aurora WA', '5550002');
  });

  it('sends the confirmation as the approved template to the client’s WhatsApp, and logs it', async () => {
    const { reservation } = await visit(salon, { phone: '300 123 4567', email: 'ana@correo.test' });
    const before = fake.sends.length;
    const mails = server.mailer.outbox.length;
    await confirm(reservation.id, 'ana@correo.test');
    const [send] = fake.sends.slice(before);
    expect(send.body.to).toBe('573001234567');
    expect(send.body.template?.name).toBe('cita_confirmada');
    expect(send.body.template?.language.code).toBe('es');
    const body = send.body.template!.components.find((part) => part.type === 'body')!;
    const values = body.parameters.map((parameter) => parameter.text);
    expect(values.slice(0, 4)).toEqual([
      'Salón Aurora WA',
      'Manicura',
      'miércoles, 25 de noviembre',
      expect.stringMatching(/a\.\sm\.$/),
    ]);
    expect(values[4]).toContain('/reservationOnline?reserva=');
    // One channel: WhatsApp, the client has a number and the company is connected.
    expect(server.mailer.outbox.length).toBe(mails);
    expect(await logOf(reservation.id)).toEqual([
      expect.objectContaining({
        channel: 'whatsapp',
        kind: 'confirmation',
        status: 'queued',
        provider_message_id: send.id,
      }),
    ]);
  });

  it('sends e-mail to a client who prefers it, and both when the owner chooses both', async () => {
    const prefers = await visit(salon, {
      phone: '300 222 3333',
      email: 'bea@correo.test',
      message_channel: 'email',
    });
    let before = fake.sends.length;
    await confirm(prefers.reservation.id, 'bea@correo.test');
    expect(fake.sends.length).toBe(before);
    expect(server.mailer.outbox.at(-1)?.to).toBe('bea@correo.test');
    expect((await logOf(prefers.reservation.id)).map((row) => [row.channel, row.status])).toEqual([
      ['email', 'sent'],
    ]);

    const setting = await salon.admin.post('/api/items/setting', { key: 'message_channels', value: 'both' });
    expect(setting.status, JSON.stringify(setting.body)).toBe(200);
    const both = await visit(salon, { phone: '300 444 5555', email: 'cata@correo.test' });
    before = fake.sends.length;
    await confirm(both.reservation.id, 'cata@correo.test');
    expect(fake.sends.length).toBe(before + 1);
    expect((await logOf(both.reservation.id)).map((row) => row.channel).sort()).toEqual([
      'email',
      'whatsapp',
    ]);
    await salon.admin.patch(`/api/items/setting/${setting.body.data.id}`, { value: 'preferred' });
    const wrong = await salon.admin.post('/api/items/setting', { key: 'message_channels', value: 'todos' });
    expect([400, 409]).toContain(wrong.status);
  });

  it('falls back to e-mail when Meta refuses the message for good, and retries a passing failure', async () => {
    const refused = await visit(salon, { phone: '300 666 7777', email: 'dora@correo.test' });
    fake.failNext({ status: 400, code: 131026, message: 'Message undeliverable' });
    await confirm(refused.reservation.id, 'dora@correo.test');
    const log = await logOf(refused.reservation.id);
    expect(log.map((row) => [row.channel, row.status])).toEqual([
      ['whatsapp', 'failed'],
      ['email', 'sent'],
    ]);
    expect(log[0].error).toContain('131026');
    expect(server.mailer.outbox.at(-1)?.to).toBe('dora@correo.test');

    // A rate limit or a 500 is retried by the job: nothing falls back, nothing is doubled.
    const busy = await visit(salon, { phone: '300 888 9999', email: 'eva@correo.test' });
    const mails = server.mailer.outbox.length;
    fake.failNext({ status: 500, code: 1, message: 'An unknown error occurred' });
    await confirm(busy.reservation.id, 'eva@correo.test');
    let rows = await logOf(busy.reservation.id);
    expect(rows.map((row) => [row.channel, row.status, row.provider_message_id])).toEqual([
      ['whatsapp', 'queued', null],
    ]);
    server.clock.advance(3 * 60_000);
    await server.runJobs();
    rows = await logOf(busy.reservation.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].provider_message_id).toMatch(/^wamid\./);
    expect(server.mailer.outbox.length).toBe(mails);
  });

  it('sends e-mail only when the client has no phone, and nothing on WhatsApp when the company is not connected', async () => {
    const noPhone = await visit(salon, { email: 'fer@correo.test' });
    const before = fake.sends.length;
    await confirm(noPhone.reservation.id, 'fer@correo.test');
    expect((await logOf(noPhone.reservation.id)).map((row) => row.channel)).toEqual(['email']);
    const other = await newCompany(server, { name: 'Salón Sin WhatsApp' });
    const plain = await visit(other, { phone: '300 123 0000', email: 'gina@correo.test' });
    await confirm(plain.reservation.id, 'gina@correo.test');
    expect((await logOf(plain.reservation.id)).map((row) => row.channel)).toEqual(['email']);
    expect(fake.sends.length).toBe(before);
  });
});

describe('the webhook', () => {
  let salon: Connected;
  let rival: Connected;
  let reservationId: number;
  let messageId: string;

  beforeAll(async () => {
    salon = await connected('Salón Webhook', '5550003');
    rival = await connected('Salón Rival', '5550004');
    const { reservation } = await visit(salon, { phone: '310 555 0101', email: 'hana@correo.test' });
    reservationId = reservation.id;
    const before = fake.sends.length;
    await confirm(reservationId, null);
    messageId = fake.sends[before].id!;
  });

  it('answers the verification handshake only with the company’s verify token', async () => {
    const ok = await fetch(
      `${salon.webhook}?hub.mode=subscribe&hub.verify_token=verifica-5550003&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await fetch(
      `${salon.webhook}?hub.mode=subscribe&hub.verify_token=verifica-5550004&hub.challenge=1`,
    );
    expect(wrong.status).toBe(403);
    const unknown = await fetch(
      `${server.url}/api/public/whatsapp/no-existe?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1`,
    );
    expect(unknown.status).toBe(403);
  });

  it('refuses a notification without the app secret’s signature, before anything is written', async () => {
    const payload = fake.statusNotification('5550003', messageId, 'read', 1_795_000_000);
    for (const secret of ['otro-secreto', rival.appSecret]) {
      const refused = await fake.post(salon.webhook, secret, payload);
      expect(refused.status).toBe(403);
    }
    const unsigned = await fetch(salon.webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    expect(unsigned.status).toBe(403);
    // Not even read: a body that is no JSON, or no notification, badly signed is refused as
    // unsigned (403), not as malformed (400).
    for (const raw of ['{"object":', '[]']) {
      expect((await fake.post(salon.webhook, 'otro-secreto', null, raw)).status, raw).toBe(403);
    }
    expect((await logOf(reservationId))[0]).toMatchObject({ status: 'queued', read_at: null });
  });

  it('moves the log forward with each status, once, and never back', async () => {
    const post = (status: string, at: number) =>
      fake.post(salon.webhook, salon.appSecret, fake.statusNotification('5550003', messageId, status, at));
    expect((await post('sent', 1_795_000_000)).status).toBe(200);
    expect((await post('delivered', 1_795_000_060)).status).toBe(200);
    expect((await post('read', 1_795_002_400)).status).toBe(200);
    const after = await logOf(reservationId);
    expect(after[0]).toMatchObject({ status: 'read' });
    expect(after[0].sent_at).not.toBeNull();
    expect(after[0].delivered_at).not.toBeNull();
    expect(after[0].read_at).not.toBeNull();
    // A replay, and a late "delivered": nothing changes.
    expect((await post('read', 1_795_009_999)).status).toBe(200);
    expect((await post('delivered', 1_795_009_999)).status).toBe(200);
    expect(await logOf(reservationId)).toEqual(after);
  });

  it('ignores another company’s message ids', async () => {
    const { reservation } = await visit(rival, { phone: '310 555 0202' });
    const before = fake.sends.length;
    await confirm(reservation.id, null);
    const theirs = fake.sends[before].id!;
    const posted = await fake.post(
      salon.webhook,
      salon.appSecret,
      fake.statusNotification('5550003', theirs, 'failed', 1_795_000_000),
    );
    expect(posted.status).toBe(200);
    expect((await logOf(reservation.id))[0]).toMatchObject({ status: 'queued', error: null });
  });

  it('sends by e-mail what Meta reports failed after accepting it, once', async () => {
    const { reservation } = await visit(salon, { phone: '310 555 0303', email: 'ines@correo.test' });
    const before = fake.sends.length;
    await confirm(reservation.id, 'ines@correo.test');
    const accepted = fake.sends[before].id!;
    const mails = server.mailer.outbox.length;
    const failed = fake.statusNotification('5550003', accepted, 'failed', 1_795_000_500);
    expect((await fake.post(salon.webhook, salon.appSecret, failed)).status).toBe(200);
    expect((await fake.post(salon.webhook, salon.appSecret, failed)).status).toBe(200);
    await server.runJobs();
    expect(server.mailer.outbox.slice(mails).map((mail) => mail.to)).toEqual(['ines@correo.test']);
    const log = await logOf(reservation.id);
    expect(log.map((row) => [row.channel, row.kind, row.status])).toEqual([
      ['whatsapp', 'confirmation', 'failed'],
      ['email', 'confirmation', 'sent'],
    ]);
    expect(log[0].error).toContain('131026');
  });

  it('"Confirmo" marks the visit confirmed by the client, once', async () => {
    const reply = fake.replyNotification('5550003', {
      id: 'wamid.REPLY-CONFIRMO',
      from: '573105550101',
      timestamp: 1_795_003_000,
      payload: `confirmo:${reservationId}`,
      text: 'Confirmo',
      contextId: messageId,
    });
    expect((await fake.post(salon.webhook, salon.appSecret, reply)).status).toBe(200);
    await server.runJobs();
    const [row] = await server.db.rows<{ at: string | null }>(
      sql`select client_confirmed_at::text as at from service_reservation where id = ${reservationId}`,
    );
    expect(row.at).not.toBeNull();
    expect((await fake.post(salon.webhook, salon.appSecret, reply)).status).toBe(200);
    await server.runJobs();
    const [again] = await server.db.rows<{ at: string | null }>(
      sql`select client_confirmed_at::text as at from service_reservation where id = ${reservationId}`,
    );
    expect(again.at).toBe(row.at);
    const read = await salon.admin.get(`/api/items/service_reservation/${reservationId}`, {
      fields: ['client_confirmed_at'],
    });
    expect(read.body.data.client_confirmed_at).not.toBeNull();
    // The agenda's day read brings each visit's messages for the card's call mark (decision
    // 059), to the front desk too: no request per card.
    const reception = await newUser(server, salon, { role: 'recepcionista' });
    const desk = apiClient(server, await signIn(server, reception.email, reception.password));
    const day = await desk.get('/api/items/service_reservation_service', {
      fields: [
        'id',
        'service_reservation_id.client_confirmed_at',
        'service_reservation_id.client_message.kind',
        'service_reservation_id.client_message.channel',
        'service_reservation_id.client_message.status',
      ],
      filter: { site_id: { _eq: salon.siteId }, date: { _eq: DAY } },
    });
    expect(day.status, JSON.stringify(day.body)).toBe(200);
    const visitRow = day.body.data.find(
      (row: { service_reservation_id: { client_message: { kind: string }[] } }) =>
        row.service_reservation_id.client_message.length > 0,
    );
    expect(visitRow.service_reservation_id.client_message).toEqual([
      { kind: 'confirmation', channel: 'whatsapp', status: 'read' },
    ]);
  });

  it('"Necesito cambiar" answers with the booking’s link and rings the bell; free text becomes a note', async () => {
    const before = fake.sends.length;
    const change = fake.replyNotification('5550003', {
      id: 'wamid.REPLY-CAMBIAR',
      from: '573105550101',
      timestamp: 1_795_003_100,
      payload: `cambiar:${reservationId}`,
      text: 'Necesito cambiar',
      contextId: messageId,
    });
    expect((await fake.post(salon.webhook, salon.appSecret, change)).status).toBe(200);
    expect((await fake.post(salon.webhook, salon.appSecret, change)).status).toBe(200);
    await server.runJobs();
    await server.runJobs();
    const answers = fake.sends.slice(before);
    expect(answers).toHaveLength(1);
    expect(answers[0].body).toMatchObject({ to: '573105550101', type: 'text' });
    expect(answers[0].body.text?.body).toContain('/reservationOnline?reserva=');
    const text = fake.replyNotification('5550003', {
      id: 'wamid.REPLY-TEXTO',
      from: '573105550101',
      timestamp: 1_795_003_200,
      text: '¿Puedo llevar a mi hija?',
    });
    expect((await fake.post(salon.webhook, salon.appSecret, text)).status).toBe(200);
    await server.runJobs();
    const bell = await salon.admin.get('/api/items/notification', {
      fields: ['kind', 'body', 'link'],
      sort: ['id'],
      filter: { kind: { _in: ['whatsapp_cambio', 'whatsapp_mensaje'] } },
    });
    expect(bell.body.data).toEqual([
      expect.objectContaining({
        kind: 'whatsapp_cambio',
        link: expect.stringContaining(`reservation=${reservationId}`),
      }),
      expect.objectContaining({
        kind: 'whatsapp_mensaje',
        body: expect.stringContaining('¿Puedo llevar a mi hija?'),
      }),
    ]);
    const log = await salon.admin.get('/api/items/client_message', {
      fields: ['channel', 'kind', 'status', 'read_at'],
      filter: { service_reservation_id: { _eq: reservationId } },
      sort: ['id'],
    });
    expect(log.status).toBe(200);
    expect(log.body.data.map((row: { kind: string }) => row.kind)).toEqual(['confirmation', 'change_link']);
    expect(JSON.stringify(log.body)).not.toContain('send_key');
  });

  it('answers malformed, oversized or unknown bodies with a 4xx, never a 500', async () => {
    const cases: [string, number][] = [
      ['{"object":', 400],
      ['[]', 400],
      ['{"object":"page","entry":[]}', 400],
      [
        JSON.stringify({
          object: 'whatsapp_business_account',
          entry: [{ changes: [{ value: { statuses: [{ id: 5 }, null, 'x'] } }] }],
        }),
        200,
      ],
      [JSON.stringify({ object: 'whatsapp_business_account', entry: 'x' }), 400],
    ];
    for (const [raw, status] of cases) {
      const answer = await fake.post(salon.webhook, salon.appSecret, null, raw);
      expect(answer.status, raw).toBe(status);
    }
    const big = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [],
      pad: 'x'.repeat(300 * 1024),
    });
    expect((await fake.post(salon.webhook, salon.appSecret, null, big)).status).toBe(413);
  });

  it('is rate-limited per company', async () => {
    const busy = await connected('Salón Concurrido', '5550006');
    // The company's count this minute, as 1200 notifications would have left it.
    await server.db.rows(
      sql`insert into sys_rate_limit (key, window_start, hits) values (${`whatsapp-webhook:${busy.slug}`}, now(), 1200)`,
    );
    const payload = fake.statusNotification('5550006', 'wamid.X', 'read', 1_795_000_000);
    const limited = await fake.post(busy.webhook, busy.appSecret, payload);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { errors: { message: string }[] }).errors[0].message).toContain(
      'Demasiadas notificaciones',
    );
    expect((await fake.post(salon.webhook, salon.appSecret, payload)).status).toBe(200);
  });
});

describe('the reminder', () => {
  it('goes out on WhatsApp the company’s hours before, with the two quick replies', async () => {
    const salon = await connected('Salón Recordatorio', '5550005');
    const { reservation } = await visit(salon, { phone: '311 000 1111' });
    const before = fake.sends.length;
    server.clock.set('2026-11-24T23:00:00.000Z');
    await server.runJobs();
    const reminder = fake.sends
      .slice(before)
      .find((send) => send.body.template?.name === 'recordatorio_cita' && send.body.to === '573110001111');
    expect(reminder).toBeDefined();
    const buttons = reminder!.body.template!.components.filter((part) => part.type === 'button');
    expect(buttons.map((button) => button.parameters[0].payload)).toEqual([
      `confirmo:${reservation.id}`,
      `cambiar:${reservation.id}`,
    ]);
    expect((await logOf(reservation.id)).map((row) => row.kind)).toContain('reminder');
  });
});

// Meta accepts a message and reports it failed later, by webhook (decision 059): every kind a
// client is sent goes once by e-mail, when she has an address and the job did not already send it.
describe('a late failure falls back to e-mail, for every kind of message', () => {
  let salon: Connected;

  beforeAll(async () => {
    salon = await connected('Salón Respaldo', '5550007');
    // Every visit of DAY is over: the rating links can go out.
    server.clock.set('2026-11-26T15:00:00.000Z');
  });

  // The message WhatsApp accepted for `to` and, after Meta reports it failed (twice: a replay),
  // the e-mails that reached `email`.
  async function failLate(to: string, email: string) {
    const sent = fake.sends.filter((send) => send.body.to === to && send.id);
    expect(sent, to).toHaveLength(1);
    const mails = server.mailer.outbox.length;
    const failed = fake.statusNotification('5550007', sent[0].id!, 'failed', 1_795_100_000);
    expect((await fake.post(salon.webhook, salon.appSecret, failed)).status).toBe(200);
    expect((await fake.post(salon.webhook, salon.appSecret, failed)).status).toBe(200);
    await server.runJobs();
    await server.runJobs();
    return server.mailer.outbox.slice(mails).filter((mail) => mail.to === email);
  }

  it('the change, the cancellation, the reminder and the rating link (the confirmation: above)', async () => {
    const cases: [string, (id: number) => Promise<void>, RegExp][] = [
      ['moved', (id) => job('booking.mail', { reservation_id: id, event: 'moved' }), /cambi/i],
      [
        'cancelled',
        async (id) => {
          await server.db.rows(sql`update service_reservation set status = 'cancelado' where id = ${id}`);
          await job('booking.mail', { reservation_id: id, event: 'cancelled' });
        },
        /cancel/i,
      ],
      ['reminder', (id) => job('booking.reminder', { reservation_id: id, start: startOf(id) }), /recorda/i],
      ['rating', (id) => job('rating.request', { reservation_id: id }), /cómo te fue/i],
    ];
    let n = 10;
    for (const [kind, send, subject] of cases) {
      n += 1;
      const email = `${kind}@respaldo.test`;
      const { reservation } = await visit(salon, { phone: `312 000 00${n}`, email });
      starts.set(
        reservation.id,
        await server.db
          .rows<{ start: string }>(
            sql`select r.date::text || ' ' || to_char(min(s.start_at), 'HH24:MI') as start from service_reservation r
            join service_reservation_service s on s.service_reservation_id = r.id where r.id = ${reservation.id} group by r.id`,
          )
          .then(([row]) => row.start),
      );
      await send(reservation.id);
      const mails = await failLate(`5731200000${n}`, email);
      expect(
        mails.map((mail) => mail.subject),
        kind,
      ).toEqual([expect.stringMatching(subject)]);
      const log = await logOf(reservation.id);
      expect(
        log.filter((row) => row.kind === kind).map((row) => [row.channel, row.status]),
        kind,
      ).toEqual([
        ['whatsapp', 'failed'],
        ['email', 'sent'],
      ]);
    }
  });

  it('the waitlist offer, with its own claim link', async () => {
    const date = '2026-11-30';
    const holder = await newClient(salon);
    const specialist = await newSpecialist(salon, { name: 'Bea Respaldo' });
    const service = await newService(salon, { name: 'Pedicura', specialistIds: [specialist.id] });
    const taken = await newReservation(salon, {
      clientId: holder.id,
      date,
      services: [{ serviceId: service.id, specialistId: specialist.id, time: '10:00' }],
    });
    const waiting = await newClient(salon, {
      first_name: 'Olga',
      phone: '312 000 0099',
      email: 'olga@respaldo.test',
    });
    const entry = await salon.admin.post('/api/items/waitlist_entry', {
      site_id: salon.siteId,
      client_id: waiting.id,
      service_id: service.id,
      date_from: date,
      date_to: date,
      time_from: '09:00',
      time_to: '13:00',
    });
    expect(entry.status, JSON.stringify(entry.body)).toBe(200);
    const cancel = await salon.admin.patch(`/api/items/service_reservation/${taken.id}`, {
      status: 'cancelado',
    });
    expect(cancel.status).toBe(200);
    await server.runJobs();
    const mails = await failLate('573120000099', 'olga@respaldo.test');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Se liberó un horario');
    const [offer] = await server.db.rows<{ token: string }>(
      sql`select offer_token as token from waitlist_entry where id = ${entry.body.data.id}`,
    );
    expect(mails[0].text).toContain(`espera=${offer.token}`);
  });

  it('nothing when the client has no e-mail, or the job already sent it by e-mail', async () => {
    const { reservation } = await visit(salon, { phone: '312 000 0077' });
    await job('booking.mail', { reservation_id: reservation.id, event: 'booked' });
    expect(await failLate('573120000077', 'nadie@respaldo.test')).toEqual([]);
    const setting = await salon.admin.post('/api/items/setting', { key: 'message_channels', value: 'both' });
    expect(setting.status).toBe(200);
    const both = await visit(salon, { phone: '312 000 0078', email: 'ambos@respaldo.test' });
    await job('booking.mail', {
      reservation_id: both.reservation.id,
      event: 'booked',
      to: 'ambos@respaldo.test',
    });
    const before = server.mailer.outbox.filter((mail) => mail.to === 'ambos@respaldo.test').length;
    expect(before).toBe(1);
    expect(await failLate('573120000078', 'ambos@respaldo.test')).toEqual([]);
    await salon.admin.patch(`/api/items/setting/${setting.body.data.id}`, { value: 'preferred' });
  });
});

const starts = new Map<number, string>();
const startOf = (id: number) => starts.get(id)!;

async function job(kind: string, payload: Record<string, unknown>) {
  await enqueue(server.db, undefined, { kind, payload });
  await server.runJobs();
}
