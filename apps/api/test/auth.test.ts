import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newCompany, signIn, signUpToken, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;

beforeAll(async () => {
  server = await startTestServer({ signInPerMinute: 5 });
  company = await newCompany(server, { category: 'comercializadora_productos' });
});

afterAll(async () => {
  await server?.close();
});

const anonymous = () => apiClient(server);

describe('business sign-up', () => {
  it('creates owner, company, site, roles and an administrator, and signs in', async () => {
    const me = await company.admin.get('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body.data.company.category_business).toBe('comercializadora_productos');
    expect(me.body.data.roles.map((role: { name: string }) => role.name)).toEqual(['Administrador']);
    expect(me.body.data.sites).toHaveLength(1);
    expect(me.body.data.permissions).toContainEqual({ module: 'settings', action: 'delete' });
    const roles = await company.admin.get('/api/items/sari_role', { fields: ['name'], sort: ['name'] });
    expect(roles.body.data.map((role: { name: string }) => role.name)).toEqual([
      'Administrador',
      'Especialista',
      'Recepcionista',
    ]);
  });

  it('answers the same for a taken e-mail, which gets an e-mail instead, and creates nothing', async () => {
    const count = async () =>
      (await server.db.rows<{ n: number }>(sql`select count(*)::int as n from subscriber_owner_company`))[0]
        .n;
    const before = await count();
    const body = (email: string) => ({
      owner_name: 'Otra Persona',
      email,
      password: 'Mariposa-Azul-77',
      company_name: 'Otra',
      site_name: 'Sede',
    });
    const taken = await anonymous().post('/api/auth/sign-up/business', body(company.email));
    const fresh = await anonymous().post('/api/auth/sign-up/business', body('nadie-aun@test.local'));
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(Object.keys(taken.body.data)).toEqual(Object.keys(fresh.body.data));
    expect(taken.body.data.status).toBe(fresh.body.data.status);
    const mail = server.mailer.outbox.findLast((sent) => sent.to === company.email);
    expect(mail?.subject).toBe('Ya tienes una cuenta en Sari');
    expect(mail?.text).not.toContain('signUp?confirm=');
    const bad = await anonymous().post('/api/auth/sign-up/business', {
      owner_name: 'X',
      email: 'no-es-correo',
      password: '1',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { extensions: { field: string } }) => error.extensions.field)).toEqual(
      expect.arrayContaining(['owner_name', 'email', 'password', 'company_name']),
    );
    expect(await count()).toBe(before);
  });

  it('refuses common and trivial passwords with a clear message, creating nothing', async () => {
    for (const password of ['12345678', 'password1', 'qwertyuiop', 'salonsalon']) {
      const response = await anonymous().post('/api/auth/sign-up/business', {
        owner_name: 'Dueña',
        email: `clave-${password}@test.local`,
        password,
        company_name: 'Salón Clave',
      });
      expect(response.status, password).toBe(400);
      expect(response.body.errors[0].extensions.field).toBe('password');
      expect(response.body.errors[0].message).toMatch(/común o fácil de adivinar|al menos 8/);
    }
    expect(server.mailer.outbox.some((sent) => sent.to.startsWith('clave-'))).toBe(false);
  });

  it('a confirmation link works once and an unknown one is a 404', async () => {
    const email = 'una-vez@test.local';
    await anonymous().post('/api/auth/sign-up/business', {
      owner_name: 'Una Vez',
      email,
      password: 'Mariposa-Azul-77',
      company_name: 'Salón Una Vez',
    });
    const token = signUpToken(server, email);
    expect((await anonymous().post('/api/auth/sign-up/business/confirm', { token })).status).toBe(200);
    const again = await anonymous().post('/api/auth/sign-up/business/confirm', { token });
    expect(again.status).toBe(404);
    const unknown = await anonymous().post('/api/auth/sign-up/business/confirm', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(await signIn(server, email, 'Mariposa-Azul-77')).toBeTypeOf('string');
  });

  it('keeps better-auth’s own open sign-up closed', async () => {
    const response = await anonymous().request(
      'POST',
      '/api/auth/sign-up/email',
      { email: 'x@y.z', password: 'contrasena-1', name: 'X' },
      { origin: server.url },
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    const rows = await server.db.rows(sql`select 1 from auth_user where email = 'x@y.z'`);
    expect(rows).toEqual([]);
  });
});

describe('sessions', () => {
  it('sign-in returns a string token usable as Bearer and as the cookie', async () => {
    const response = await anonymous().request(
      'POST',
      '/api/auth/sign-in/email',
      { email: company.email, password: company.password },
      {
        origin: server.url,
        'x-forwarded-for': '10.1.0.1',
      },
    );
    expect(response.status).toBe(200);
    expect(typeof response.body.token).toBe('string');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    const viaCookie = await fetch(`${server.url}/api/users/me`, {
      headers: { cookie: cookie.split(';')[0] },
    });
    expect(viaCookie.status).toBe(200);
    const session = await apiClient(server, response.body.token).get('/api/auth/get-session');
    expect(session.body.user.email).toBe(company.email);
  });

  it('sign-out ends the session for data calls at once', async () => {
    const token = await signIn(server, company.email, company.password, '10.1.0.2');
    const client = apiClient(server, token);
    expect((await client.get('/api/items/site')).status).toBe(200);
    const out = await client.request('POST', '/api/auth/sign-out', {}, { origin: server.url });
    expect(out.status).toBe(200);
    expect((await client.get('/api/items/site')).status).toBe(401);
  });

  it('a session whose last refresh is over 7 days old is refused', async () => {
    const token = await signIn(server, company.email, company.password, '10.1.0.3');
    await server.db.rows(
      sql`update auth_session set expires_at = now() - interval '1 second' where token = ${token}`,
    );
    const response = await apiClient(server, token).get('/api/users/me');
    expect(response.status).toBe(401);
    expect(response.body.errors[0].message).toMatch(/sesión/);
  });

  it('get-session moves the expiry to 7 days after the refresh', async () => {
    const token = await signIn(server, company.email, company.password, '10.1.0.4');
    await server.db.rows(
      sql`update auth_session set expires_at = now() + interval '1 day', updated_at = now() - interval '6 days' where token = ${token}`,
    );
    await apiClient(server, token).get('/api/auth/get-session');
    const [row] = await server.db.rows<{ days: number }>(
      sql`select extract(epoch from expires_at - now()) / 86400 as days from auth_session where token = ${token}`,
    );
    expect(row.days).toBeGreaterThan(6.9);
    expect(row.days).toBeLessThanOrEqual(7);
  });

  it('rate-limits sign-in per client IP', async () => {
    const attempt = (ip: string) =>
      anonymous().request(
        'POST',
        '/api/auth/sign-in/email',
        { email: company.email, password: 'equivocada-123' },
        { origin: server.url, 'x-forwarded-for': ip },
      );
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await attempt('10.9.9.9')).status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    expect((await attempt('10.9.9.10')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('e-mails a link whose token sets a new password', async () => {
    const request = await anonymous().request(
      'POST',
      '/api/auth/request-password-reset',
      { email: company.email, redirectTo: '/resetPassword' },
      {
        origin: server.url,
        'x-forwarded-for': '10.2.0.1',
      },
    );
    expect(request.status).toBe(200);
    const mail = server.mailer.outbox.at(-1)!;
    expect(mail.to).toBe(company.email);
    const link = /(http\S+)/.exec(mail.text)![1];
    const follow = await fetch(link, { redirect: 'manual' });
    const location = follow.headers.get('location') ?? '';
    expect(location).toMatch(/\/resetPassword\?token=/);
    const token = new URL(location, server.url).searchParams.get('token');
    const reset = await anonymous().request(
      'POST',
      '/api/auth/reset-password',
      { token, newPassword: 'nueva-contrasena-9' },
      { origin: server.url },
    );
    expect(reset.status).toBe(200);
    expect(typeof (await signIn(server, company.email, 'nueva-contrasena-9', '10.2.0.2'))).toBe('string');
    company.password = 'nueva-contrasena-9';
  });
});

describe('service endpoints', () => {
  it('health reports the database and the business clock', async () => {
    const response = await anonymous().get('/api/health');
    expect(response.body).toEqual({
      status: 'ok',
      time: expect.any(String),
      database: { kind: expect.any(String), status: 'ok' },
    });
    // The test's clock (TEST_START), not the machine's.
    expect(Math.abs(Date.parse(response.body.time) - server.clock.now().getTime())).toBeLessThan(60_000);
  });

  it('serves an OpenAPI description of every collection', async () => {
    const response = await anonymous().get('/api/openapi.json');
    expect(response.body.openapi).toBe('3.1.0');
    expect(response.body.paths['/api/items/specialist']).toBeDefined();
    expect(response.body.components.schemas.specialist.properties.color_in_reserve).toBeDefined();
    // A public booking may wait its turn and be told to retry (decision 029).
    const booking = response.body.paths['/api/public/booking/{slug}/reservations'].post;
    expect(Object.keys(booking.responses)).toEqual(expect.arrayContaining(['200', '409', '429', '503']));
  });

  it('unknown API routes are denied without a session and a JSON 404 with one', async () => {
    expect((await anonymous().get('/api/nothing-here')).status).toBe(401);
    const token = await signIn(server, company.email, company.password, '10.2.0.3');
    const response = await apiClient(server, token).get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.errors[0].extensions.code).toBe('ROUTE_NOT_FOUND');
  });
});
