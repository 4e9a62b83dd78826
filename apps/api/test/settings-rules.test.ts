import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const settingId = async (key: string) =>
  (
    await server.db.rows<{ id: number }>(
      sql`select id from setting where subscriber_owner_company_id = ${company.companyId} and key = ${key}`,
    )
  )[0].id;

const WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  is_active: weekday !== 0,
  start_time: '09:00',
  end_time: weekday === 6 ? '14:00' : '19:00',
}));

describe('sales settings', () => {
  it('accepts valid values and refuses bad ones by key', async () => {
    const admin = company.admin;
    const idle = await settingId('user_idle_timeout');
    expect((await admin.patch(`/api/items/setting/${idle}`, { value: '900' })).status).toBe(200);
    for (const value of ['0', '100000', 'media hora', '']) {
      const bad = await admin.patch(`/api/items/setting/${idle}`, { value });
      expect(bad.status, value).toBe(400);
      expect(bad.body.errors[0].message).toContain('entre 1 y 86400');
    }
    const force = await settingId('force_logout');
    expect((await admin.patch(`/api/items/setting/${force}`, { value: 'quizás' })).status).toBe(400);
    expect((await admin.patch(`/api/items/setting/${force}`, { key: 'otra' })).status).toBe(400);
    const batch = await admin.patch('/api/items/setting', [
      { id: force, value: 'false' },
      { id: await settingId('allow_credit_sales'), value: 'false' },
    ]);
    expect(batch.status).toBe(200);
  });
});

describe('site schedule', () => {
  it('saves a week in one call, reusing windows, and a new site starts with a default week', async () => {
    const admin = company.admin;
    const saved = await admin.request('PUT', `/api/sites/${company.siteId}/schedule`, { days: WEEK });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data[6]).toEqual({
      weekday: 6,
      is_active: true,
      start_time: '09:00:00',
      end_time: '14:00:00',
    });
    expect(saved.body.data[0].is_active).toBe(false);
    const site = await admin.post('/api/items/site', { name: 'Sede Nueva' });
    const schedule = await admin.get('/api/items/site_schedule', {
      filter: { site_id: { _eq: site.body.data.id } },
      fields: ['weekday', 'is_active', 'site_schedule_time_id.start_time'],
      sort: ['weekday'],
    });
    expect(schedule.body.data).toHaveLength(7);
    expect(schedule.body.data[1]).toEqual({
      weekday: 1,
      is_active: true,
      site_schedule_time_id: { start_time: '08:00:00' },
    });
  });

  it('refuses a closing before opening, a missing day, and other companies’ sites', async () => {
    const admin = company.admin;
    const cases: unknown[] = [
      { days: WEEK.map((day) => (day.weekday === 2 ? { ...day, end_time: '08:00' } : day)) },
      { days: WEEK.slice(1) },
      { days: WEEK.map((day) => ({ ...day, weekday: 1 })) },
      { days: WEEK.map((day) => ({ ...day, start_time: '9am' })) },
      null,
    ];
    for (const body of cases) {
      const response = await admin.request('PUT', `/api/sites/${company.siteId}/schedule`, body);
      expect(response.status, JSON.stringify(body)?.slice(0, 80)).toBe(400);
    }
    const stranger = await newCompany(server);
    expect(
      (await stranger.admin.request('PUT', `/api/sites/${company.siteId}/schedule`, { days: WEEK })).status,
    ).toBe(404);
    const receptionist = await newUser(server, company, { role: 'recepcionista' });
    expect(
      (await receptionist.client.request('PUT', `/api/sites/${company.siteId}/schedule`, { days: WEEK }))
        .status,
    ).toBe(403);
  });
});

describe('site time zones', () => {
  it('a site runs on America/Bogota unless it or the company says otherwise; nonsense is refused', async () => {
    const first = await company.admin.get(`/api/items/site/${company.siteId}`, { fields: ['time_zone'] });
    expect(first.body.data.time_zone).toBe('America/Bogota');
    const bad = await company.admin.post('/api/items/site', { name: 'Luna', time_zone: 'Marte/Olympus' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toMatch(/zona horaria/);
    const own = await company.admin.post('/api/items/site', {
      name: 'CDMX',
      time_zone: 'America/Mexico_City',
    });
    expect(own.body.data.time_zone).toBe('America/Mexico_City');
    const companyRow = `/api/items/subscriber_owner_company/${company.companyId}`;
    const wrong = await company.admin.patch(companyRow, { timezone: 'Hora/Falsa' });
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(400);
    expect((await company.admin.patch(companyRow, { timezone: 'America/Lima' })).status).toBe(200);
    const inherited = await company.admin.post('/api/items/site', { name: 'Lima' });
    expect(inherited.body.data.time_zone).toBe('America/Lima');
    const moved = await company.admin.patch(`/api/items/site/${inherited.body.data.id}`, {
      time_zone: 'Europa/Nada',
    });
    expect(moved.status).toBe(400);
  });
});

describe('roles and users', () => {
  it('keeps the Administrador role whole and refuses deleting roles in use', async () => {
    const admin = company.admin;
    const [adminRole] = await server.db.rows<{ id: number; perm: number }>(sql`
      select r.id, (select min(p.id) from sari_permissions p where p.sari_role_id = r.id) as perm
      from sari_role r where r.subscriber_owner_company_id = ${company.companyId} and r.system_key = 'administrador'`);
    const removal = await admin.patch(`/api/items/sari_role/${adminRole.id}`, {
      sari_permissions: { delete: [adminRole.perm] },
    });
    expect(removal.status).toBe(422);
    expect(removal.body.errors[0].message).toContain('siempre tiene todos los permisos');
    expect((await admin.del(`/api/items/sari_role/${adminRole.id}`)).status).toBe(409);

    const custom = await admin.post('/api/items/sari_role', {
      name: 'Caja',
      sari_permissions: [
        { sari_module_id: 'cash_drawer', action: 'read' },
        { sari_module_id: 'cash_drawer', action: 'create' },
      ],
    });
    expect(custom.status, JSON.stringify(custom.body)).toBe(200);
    const invite = await admin.post('/api/users/invite', {
      email: 'cajera@salon.test',
      first_name: 'Carmen',
      role_ids: [custom.body.data.id],
      site_ids: [company.siteId],
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(200);
    const inUse = await admin.del(`/api/items/sari_role/${custom.body.data.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.errors[0].message).toContain('asignado a un usuario');
  });

  it('invites a user by e-mail: the link sets the password and the user signs in with the role and sites', async () => {
    const admin = company.admin;
    const [receptionRole] = await server.db.rows<{ id: number }>(
      sql`select id from sari_role where subscriber_owner_company_id = ${company.companyId} and system_key = 'recepcionista'`,
    );
    const invite = await admin.post('/api/users/invite', {
      email: 'Nueva.Recepcion@Salon.test',
      first_name: 'Nora',
      last_name: 'Ruiz',
      role_ids: [receptionRole.id],
      site_ids: [company.siteId],
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(200);
    // Until the link is used the user list shows the invitation as pending; the owner never was.
    const pendingOf = async () =>
      (
        await admin.get(
          '/api/items/sari_user?fields[]=email&fields[]=invitation_pending&sort[]=id&filter[email][_in]=nueva.recepcion@salon.test,' +
            encodeURIComponent(company.email.toLowerCase()),
        )
      ).body.data;
    expect(await pendingOf()).toEqual([
      { email: company.email.toLowerCase(), invitation_pending: false },
      { email: 'nueva.recepcion@salon.test', invitation_pending: true },
    ]);
    const mail = server.mailer.outbox.find((item) => item.to === 'nueva.recepcion@salon.test');
    expect(mail?.subject).toBe('Te invitaron a Sari');
    const link = /(https?:\/\/\S+)/.exec(mail!.text)![1];
    const redirect = await fetch(link, { redirect: 'manual' });
    const token = new URL(redirect.headers.get('location')!, server.url).searchParams.get('token');
    const reset = await apiClient(server).request(
      'POST',
      '/api/auth/reset-password',
      { newPassword: 'una-clave-nueva-1', token },
      { origin: server.url },
    );
    expect(reset.status).toBe(200);
    expect((await pendingOf())[1]).toEqual({
      email: 'nueva.recepcion@salon.test',
      invitation_pending: false,
    });
    // Nobody clears or sets it through the items engine: the invitation and the link do.
    const [noraRow] = await server.db.rows<{ id: number }>(
      sql`select id from sari_user where email = 'nueva.recepcion@salon.test'`,
    );
    const forged = await admin.patch(`/api/items/sari_user/${noraRow.id}`, { invitation_pending: true });
    expect(forged.status).toBe(400);
    const nora = apiClient(server, await signIn(server, 'nueva.recepcion@salon.test', 'una-clave-nueva-1'));
    const me = await nora.get('/api/users/me');
    expect(me.body.data.roles.map((role: { name: string }) => role.name)).toEqual(['Recepcionista']);
    expect(me.body.data.sites.map((site: { id: number }) => site.id)).toEqual([company.siteId]);

    const again = await admin.post('/api/users/invite', {
      email: 'nueva.recepcion@salon.test',
      first_name: 'Otra',
      role_ids: [receptionRole.id],
    });
    expect(again.status).toBe(409);
  });

  it('refuses bad invitations, invitations without users:create, and switching yourself off', async () => {
    const admin = company.admin;
    const stranger = await newCompany(server);
    const [strangerRole] = await server.db.rows<{ id: number }>(
      sql`select id from sari_role where subscriber_owner_company_id = ${stranger.companyId} limit 1`,
    );
    const cases: unknown[] = [
      { email: 'x', first_name: 'X', role_ids: [1] },
      { email: 'ok@salon.test', first_name: '', role_ids: [1] },
      { email: 'ok@salon.test', first_name: 'X', role_ids: [] },
      { email: 'ok@salon.test', first_name: 'X', role_ids: [strangerRole.id] },
      { email: 'ok@salon.test', first_name: 'X', role_ids: [strangerRole.id], site_ids: [stranger.siteId] },
    ];
    for (const body of cases) {
      const response = await admin.post('/api/users/invite', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const receptionist = await newUser(server, company, { role: 'recepcionista' });
    expect(
      (
        await receptionist.client.post('/api/users/invite', {
          email: 'a@b.co',
          first_name: 'A',
          role_ids: [1],
        })
      ).status,
    ).toBe(403);
    const self = await admin.patch(`/api/items/sari_user/${company.adminUserId}`, { is_active: false });
    expect(self.status).toBe(422);
    expect(self.body.errors[0].message).toBe('No puedes desactivar tu propio usuario.');
    expect((await admin.del(`/api/items/sari_user/${company.adminUserId}`)).status).toBe(409);
  });
});
