import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spendAttempts } from '../src/access/rate-limit';
import { newClient, newRating, newReservation, newSalon, newService, newSpecialist } from './data-factories';
import { apiClient, newCompany, newUser, signIn, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
});

afterAll(async () => {
  await server?.close();
});

describe('site limits hold on every site-bound collection', () => {
  it('a receptionist of one site reads only that site’s ratings and comments', async () => {
    const south = (await company.admin.post('/api/items/site', { name: 'Sede Sur' })).body.data.id;
    const here = await newSalon(company);
    const specialist = await newSpecialist(company, { siteIds: [south] });
    const service = await newService(company, { specialistIds: [specialist.id] });
    const there = await newReservation(company, {
      clientId: here.client.id,
      siteId: south,
      date: '2026-12-02',
      services: [{ serviceId: service.id, specialistId: specialist.id, time: '10:00' }],
    });
    await newRating(server, company, { reservationId: here.reservation.id, comment: 'Centro' });
    await newRating(server, company, { reservationId: there.id, comment: 'Secreto del sur' });
    const receptionist = await newUser(server, company, { role: 'recepcionista', siteIds: [company.siteId] });
    const ratings = await receptionist.client.get('/api/items/qualification', {
      fields: ['comment'],
      limit: -1,
    });
    expect(ratings.status).toBe(200);
    expect(ratings.body.data).toEqual([{ comment: 'Centro' }]);
    const nested = await receptionist.client.get('/api/items/client', {
      fields: ['qualification.comment'],
      filter: { id: { _eq: here.client.id } },
    });
    expect(JSON.stringify(nested.body)).not.toContain('Secreto');
  });
});

describe('every field that places a service in time is recomputed', () => {
  it('a service never moves under another reservation (another day, another sale); its own changes are placed again', async () => {
    const client = await newClient(company);
    const specialist = await newSpecialist(company);
    const service = await newService(company, { specialistIds: [specialist.id], duration: 60 });
    const monday = await newReservation(company, {
      clientId: client.id,
      date: '2026-12-07',
      services: [{ serviceId: service.id, specialistId: specialist.id, time: '10:00' }],
    });
    const tuesday = await newReservation(company, {
      clientId: client.id,
      date: '2026-12-08',
      services: [{ serviceId: service.id, specialistId: specialist.id, time: '10:00' }],
    });
    const [moving] = (
      await company.admin.get('/api/items/service_reservation_service', {
        filter: { service_reservation_id: { _eq: tuesday.id } },
      })
    ).body.data;
    // Issue 26: a booked service belongs to its reservation (its sale, its consumables).
    for (const body of [
      { service_reservation_id: monday.id },
      { service_reservation_id: monday.id, service_time: '11:00' },
    ]) {
      const moved = await company.admin.patch(`/api/items/service_reservation_service/${moving.id}`, body);
      expect(moved.status).toBe(400);
      expect(moved.body.errors[0].message).toBe(
        'El campo "service_reservation_service.service_reservation_id" no se puede cambiar después de crear el registro.',
      );
    }
    // Added to Monday instead, at the busy hour, it is refused as a clash.
    const clash = await company.admin.post('/api/items/service_reservation_service', {
      service_reservation_id: monday.id,
      service_id: service.id,
      specialist_id: specialist.id,
      service_time: '10:00',
    });
    expect(clash.status).toBe(409);
    const shifted = await company.admin.patch(`/api/items/service_reservation_service/${moving.id}`, {
      service_time: '11:00',
    });
    expect(shifted.status).toBe(200);
    expect(shifted.body.data.date).toBe('2026-12-08');
    expect(shifted.body.data.start_at).toContain('2026-12-08');
  });
});

describe('who did something is set by the server', () => {
  it('a reservation records the signed-in user, whatever the body says', async () => {
    const client = await newClient(company);
    const other = await company.admin.post('/api/items/service_reservation', {
      site_id: company.siteId,
      client_id: client.id,
      date: '2026-12-09',
      sari_user_id: 1,
    });
    expect(other.status).toBe(400);
    const created = await company.admin.post('/api/items/service_reservation', {
      site_id: company.siteId,
      client_id: client.id,
      date: '2026-12-09',
    });
    expect(created.status).toBe(200);
    expect(created.body.data.sari_user_id).toBe(company.adminUserId);
    const patch = await company.admin.patch(`/api/items/service_reservation/${created.body.data.id}`, {
      sari_user_id: 1,
    });
    expect(patch.status).toBe(400);
  });
});

describe('the Administrador role stays whole', () => {
  const adminRole = async () =>
    (
      await server.db.rows<{ id: number }>(
        sql`select id from sari_role where subscriber_owner_company_id = ${company.companyId} and system_key = 'administrador'`,
      )
    )[0].id;

  it('its system key cannot be cleared', async () => {
    const response = await company.admin.patch(`/api/items/sari_role/${await adminRole()}`, {
      system_key: null,
    });
    expect(response.status).toBe(400);
    const [row] = await server.db.rows<{ key: string }>(
      sql`select system_key as key from sari_role where id = ${await adminRole()}`,
    );
    expect(row.key).toBe('administrador');
  });

  it('a permission cannot be moved into or out of it', async () => {
    const role = await company.admin.post('/api/items/sari_role', {
      name: 'Caja',
      sari_permissions: [{ sari_module_id: 'cash_drawer', action: 'read' }],
    });
    const [{ id: permission }] = await server.db.rows<{ id: number }>(
      sql`select id from sari_permissions where sari_role_id = ${role.body.data.id}`,
    );
    const into = await company.admin.patch(`/api/items/sari_permissions/${permission}`, {
      sari_role_id: await adminRole(),
    });
    expect(into.status).toBe(422);
  });

  it('nobody removes their own administrator link by pointing it elsewhere', async () => {
    const [link] = await server.db.rows<{ id: number }>(
      sql`select id from sari_user_role where sari_user_id = ${company.adminUserId}`,
    );
    const other = await company.admin.post('/api/items/sari_role', { name: 'Otro rol' });
    const repoint = await company.admin.patch(`/api/items/sari_user_role/${link.id}`, {
      sari_role_id: other.body.data.id,
    });
    expect(repoint.status).toBe(422);
    const me = await company.admin.get('/api/users/me');
    expect(me.body.data.roles.map((role: { name: string }) => role.name)).toContain('Administrador');
  });
});

describe('revoking access counts at once', () => {
  it('a deactivated user, a removed permission and a deleted session are refused on the next request', async () => {
    const user = await newUser(server, company, { role: 'recepcionista' });
    expect((await user.client.post('/api/items/client', { first_name: 'Antes' })).status).toBe(200);
    const [role] = await server.db.rows<{ id: number }>(
      sql`select id from sari_role where subscriber_owner_company_id = ${company.companyId} and system_key = 'recepcionista'`,
    );
    const [permission] = await server.db.rows<{ id: number }>(
      sql`select id from sari_permissions where sari_role_id = ${role.id} and sari_module_id = 'clients' and action = 'create'`,
    );
    await company.admin.del(`/api/items/sari_permissions/${permission.id}`);
    expect((await user.client.post('/api/items/client', { first_name: 'Después' })).status).toBe(403);
    const [sariUser] = await server.db.rows<{ id: number }>(
      sql`select id from sari_user where email = ${user.email}`,
    );
    await company.admin.patch(`/api/items/sari_user/${sariUser.id}`, { is_active: false });
    expect((await user.client.get('/api/users/me')).status).toBe(403);
    await company.admin.patch(`/api/items/sari_user/${sariUser.id}`, { is_active: true });
    expect((await user.client.get('/api/users/me')).status).toBe(200);
    await server.db.rows(sql`delete from auth_session where token = ${user.token}`);
    expect((await user.client.get('/api/users/me')).status).toBe(401);
  });
});

describe('invitations do not tell whether an e-mail has an account elsewhere', () => {
  it('answers the same and e-mails the address instead of inviting it', async () => {
    const elsewhere = await newCompany(server);
    const [role] = await server.db.rows<{ id: number }>(
      sql`select id from sari_role where subscriber_owner_company_id = ${company.companyId} and system_key = 'recepcionista'`,
    );
    const taken = await company.admin.post('/api/users/invite', {
      email: elsewhere.email,
      first_name: 'Ya',
      role_ids: [role.id],
    });
    const fresh = await company.admin.post('/api/users/invite', {
      email: 'nueva-recepcionista@test.local',
      first_name: 'Nueva',
      role_ids: [role.id],
    });
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(taken.body).toEqual({ data: { email: elsewhere.email, invited: true } });
    expect(Object.keys(fresh.body.data)).toEqual(Object.keys(taken.body.data));
    const users = await server.db.rows(
      sql`select 1 from sari_user where email = ${elsewhere.email} and subscriber_owner_company_id = ${company.companyId}`,
    );
    expect(users).toEqual([]);
    expect(server.mailer.outbox.findLast((mail) => mail.to === elsewhere.email)?.subject).toMatch(
      /otra empresa/,
    );
  });
});

describe('a refused sign-up changes nothing', () => {
  let limited: TestServer;

  beforeAll(async () => {
    limited = await startTestServer({ signUpPerHour: 2 });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('past the limit the answer is 429, with no pending sign-up and no e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await apiClient(limited).post('/api/auth/sign-up/business', {
        owner_name: 'Dueña Rápida',
        email: `rapida-${i}@test.local`,
        password: 'Mariposa-Azul-77',
        company_name: `Salón ${i}`,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
    const pending = await limited.db.rows(
      sql`select 1 from auth_verification where identifier like 'business-sign-up:%'`,
    );
    expect(pending).toHaveLength(2);
    expect(limited.mailer.outbox.map((mail) => mail.to)).toEqual([
      'rapida-0@test.local',
      'rapida-1@test.local',
    ]);
  });
});

describe('a new password passes the same policy everywhere', () => {
  it('a reset to a common password is refused and the old one still works', async () => {
    const user = await newUser(server, company, { role: 'recepcionista' });
    await apiClient(server).post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/resetPassword',
    });
    const link = server.mailer.outbox.findLast((mail) => mail.to === user.email)!.text;
    const token = /token=([\w-]+)|reset-password\/([\w-]+)/.exec(link)!.slice(1).find(Boolean)!;
    const weak = await apiClient(server).post('/api/auth/reset-password', { token, newPassword: '12345678' });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(weak.body)).toMatch(/común o fácil de adivinar/);
    expect(await signIn(server, user.email, user.password)).toBeTypeOf('string');
  });
});

describe('exports never carry a formula', () => {
  it('a client whose name starts like a formula is exported as text', async () => {
    await newClient(company, { first_name: "-2+3+cmd|' /C calc'!A0", last_name: '=HYPERLINK("x")' });
    const response = await company.admin.request('GET', '/api/clients/export');
    expect(response.status).toBe(200);
    expect(response.body).toContain(`'-2+3+cmd|' /C calc'!A0`);
    expect(response.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(response.body).not.toMatch(/(^|,)-2\+3/m);
  });
});

describe('text-keyed collections', () => {
  it('are read by their key', async () => {
    const response = await company.admin.get('/api/items/sari_module/calendar');
    expect(response.status).toBe(200);
    expect(response.body.data.id).toBe('calendar');
    expect((await company.admin.get('/api/items/sari_module/no-such-module')).status).toBe(404);
    expect((await company.admin.get("/api/items/sari_module/x'or'1")).status).toBe(400);
  });
});

describe('rate limits', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('spends several keys in one statement, each in its own window, whatever the key holds', async () => {
    const odd = `public-book:email:"o'hara\\\\x"@correo.test,{}`;
    const attempts = [
      { key: odd, limit: { max: 2, windowSeconds: 3600 }, message: 'por correo' },
      { key: 'public-book:ip:10.0.0.9', limit: { max: 3, windowSeconds: 60 }, message: 'por dirección' },
    ];
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i++) {
      outcomes.push(
        await spendAttempts(server.db, attempts).then(
          () => 'ok',
          (error: Error) => error.message,
        ),
      );
    }
    // Both keys count every attempt; the first limit passed is the one reported.
    expect(outcomes).toEqual(['ok', 'ok', 'por correo', 'por correo']);
    const rows = await server.db.rows<{ key: string; hits: number }>(
      sql`select key, hits from sys_rate_limit where key in (${odd}, 'public-book:ip:10.0.0.9') order by key`,
    );
    expect(rows).toEqual([
      { key: odd, hits: 4 },
      { key: 'public-book:ip:10.0.0.9', hits: 4 },
    ]);
    // A window that has passed starts again from one.
    await server.db.rows(
      sql`update sys_rate_limit set window_start = now() - interval '2 minutes' where key = 'public-book:ip:10.0.0.9'`,
    );
    await spendAttempts(server.db, [attempts[1]]);
    const [ip] = await server.db.rows<{ hits: number }>(
      sql`select hits from sys_rate_limit where key = 'public-book:ip:10.0.0.9'`,
    );
    expect(ip.hits).toBe(1);
  });
});
