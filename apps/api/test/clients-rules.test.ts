import { phoneLookupDigits } from '@sari/domain/contact-links';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, newCompany, newUser, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  admin = company.admin;
});

afterAll(async () => {
  await server?.close();
});

const clientCount = async () =>
  (
    await server.db.rows<{ n: number }>(
      sql`select count(*)::int as n from client where subscriber_owner_company_id = ${company.companyId}`,
    )
  )[0].n;

describe('client validation', () => {
  it('refuses a bad e-mail, phone, document type or future birth date with Spanish messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: 'Ana', email: 'ana@' }, 'correo electrónico no es válido'],
      [{ first_name: 'Ana', phone: '12' }, 'teléfono no es válido'],
      [{ first_name: 'Ana', document_type: 'XX' }, 'tipo de documento'],
      [{ first_name: 'Ana', birth_date: '2999-01-01' }, 'no puede ser futura'],
      [{ first_name: '   ' }, 'nombre es obligatorio'],
    ];
    const before = await clientCount();
    for (const [body, message] of cases) {
      const response = await admin.post('/api/items/client', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors[0].message).toContain(message);
    }
    expect(await clientCount()).toBe(before);
  });

  it('checks the changed fields of an update too, and trims names', async () => {
    const created = await admin.post('/api/items/client', { first_name: '  Berta ', phone: '300 123 4567' });
    expect(created.status).toBe(200);
    expect(created.body.data.first_name).toBe('Berta');
    const bad = await admin.patch(`/api/items/client/${created.body.data.id}`, { email: 'sin-arroba' });
    expect(bad.status).toBe(400);
    const good = await admin.patch(`/api/items/client/${created.body.data.id}`, { email: 'berta@correo.co' });
    expect(good.status).toBe(200);
    expect(good.body.data.email).toBe('berta@correo.co');
  });

  it('refuses deleting a client with reservations (in use) and lets it be deactivated', async () => {
    const created = await admin.post('/api/items/client', { first_name: 'Carla' });
    const id = created.body.data.id;
    const reservation = await admin.post('/api/items/service_reservation', {
      client_id: id,
      site_id: company.siteId,
      date: '2026-12-01',
    });
    expect(reservation.status).toBe(200);
    const removed = await admin.del(`/api/items/client/${id}`);
    expect(removed.status).toBe(409);
    expect(removed.body.errors[0].extensions.code).toBe('RECORD_IN_USE');
    const deactivated = await admin.patch(`/api/items/client/${id}`, { is_active: false });
    expect(deactivated.body.data.is_active).toBe(false);
  });

  it('finds duplicates by phone, e-mail or document the way the form asks', async () => {
    await admin.post('/api/items/client', {
      first_name: 'Dora',
      phone: '3110001111',
      document_number: '99887766',
    });
    const found = await admin.get('/api/items/client', {
      fields: ['id', 'first_name'],
      filter: { _or: [{ phone: { _eq: '3110001111' } }, { document_number: { _eq: '00000000' } }] },
    });
    expect(found.body.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Dora']);
  });

  it('compares phones by their digits: with or without spaces or the country code', async () => {
    await admin.post('/api/items/client', { first_name: 'Eva', last_name: 'Pinto', phone: '315 222 3344' });
    await admin.post('/api/items/client', {
      first_name: 'Flor',
      last_name: 'Pinto',
      phone: '+57 315-222-3344',
    });
    await admin.post('/api/items/client', { first_name: 'Gala', last_name: 'Pinto', phone: '301 765 4321' });
    const names = (body: { data: { first_name: string }[] }) => body.data.map((row) => row.first_name).sort();

    // The form's duplicate check: every digit form of the number typed.
    for (const typed of ['3152223344', '+57 315 222 3344', '573152223344', '(315) 222-33 44']) {
      const duplicates = await admin.get('/api/items/client', {
        fields: ['first_name', 'phone_digits'],
        filter: { phone_digits: { _in: phoneLookupDigits(typed, 'CO') } },
      });
      expect(names(duplicates.body), typed).toEqual(['Eva', 'Flor']);
    }
    // Searching the digits finds the number saved with spaces or dashes.
    const search = await admin.get('/api/items/client', { search: '3152223344', fields: ['first_name'] });
    expect(names(search.body)).toEqual(['Eva', 'Flor']);
    const partial = await admin.get('/api/items/client', { search: '7654321', fields: ['first_name'] });
    expect(names(partial.body)).toEqual(['Gala']);
    // The digits are the database's: a client cannot write them.
    const written = await admin.post('/api/items/client', { first_name: 'Hada', phone_digits: '1' });
    expect(written.status).toBe(400);
  });

  it("gives the company's country to the app, Colombia by default", async () => {
    const me = await admin.get('/api/items/sari_user', {
      fields: ['subscriber_owner_company_id.country'],
      limit: 1,
    });
    expect(me.body.data[0].subscriber_owner_company_id.country).toBe('CO');
    const wrong = await admin.patch(`/api/items/subscriber_owner_company/${company.companyId}`, {
      country: 'ZZ',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].message).toMatch(/^El país debe ser uno de: AR, /);
    const mexico = await admin.patch(`/api/items/subscriber_owner_company/${company.companyId}`, {
      country: 'MX',
    });
    expect(mexico.body.data.country).toBe('MX');
    await admin.patch(`/api/items/subscriber_owner_company/${company.companyId}`, { country: 'CO' });
  });
});

describe('client CSV import and export', () => {
  const csv = [
    'Nombre;Apellido;Teléfono;Correo;Fecha nacimiento;Etiquetas;Acepta contacto;Color favorito',
    'Elena;Mora;3201112233;elena@correo.co;31/12/1990;VIP|Frecuente;sí;azul',
    '"Fabiola, la de la tarde";Ruiz;3202223344;;;VIP;no;',
    'Gina;;;gina@correo.co;;;;',
  ].join('\n');

  it('imports every row with tags, reports ignored columns, and exports them back', async () => {
    const before = await clientCount();
    const response = await admin.post('/api/clients/import', { csv });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({ created: 3, skipped: 0, ignored_columns: ['Color favorito'] });
    expect(await clientCount()).toBe(before + 3);
    const elena = await admin.get('/api/items/client', {
      filter: { email: { _eq: 'elena@correo.co' } },
      fields: ['birth_date', 'consent_contact', 'client_client_tag.client_tag_id.name'],
    });
    expect(elena.body.data[0].birth_date).toBe('1990-12-31');
    expect(elena.body.data[0].consent_contact).toBe(true);
    expect(elena.body.data[0].client_client_tag.map((t: any) => t.client_tag_id.name).sort()).toEqual([
      'Frecuente',
      'VIP',
    ]);

    const exported = await admin.request('GET', '/api/clients/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    expect(exported.body).toContain('"Fabiola, la de la tarde",Ruiz');
    expect(exported.body).toContain(
      'Elena,Mora,,,3201112233,elena@correo.co,1990-12-31,,,,sí,sí,Frecuente|VIP',
    );
  });

  it('reports bad rows by line number and imports nothing', async () => {
    const before = await clientCount();
    const bad = [
      'nombre,telefono,email,activo',
      'Hilda,3005550001,hilda@correo.co,sí',
      ',3005550002,,sí',
      'Irene,3005550003,irene@,sí',
      'Julia,3005550004,,quizás',
    ].join('\n');
    const response = await admin.post('/api/clients/import', { csv: bad });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toContain('no se importó ningún cliente');
    expect(response.body.errors[0].extensions.rows).toEqual([
      { line: 3, message: 'El nombre es obligatorio.' },
      { line: 4, message: 'El correo electrónico no es válido.' },
      { line: 5, message: 'Las columnas de sí/no admiten "sí", "no", "1" o "0".' },
    ]);
    expect(await clientCount()).toBe(before);
  });

  it('refuses duplicates (in the file or already saved) unless asked to skip them', async () => {
    const before = await clientCount();
    const file = ['nombre,telefono', 'Karen,3201112233', 'Laura,3009990000', 'Lina,3009990000'].join('\n');
    const refused = await admin.post('/api/clients/import', { csv: file });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].extensions.rows).toEqual([
      { line: 2, message: 'El teléfono 3201112233 ya está en un cliente existente.' },
      { line: 4, message: 'El teléfono 3009990000 ya está en la línea 3.' },
    ]);
    expect(await clientCount()).toBe(before);
    const skipped = await admin.post('/api/clients/import', { csv: file, duplicates: 'skip' });
    expect(skipped.body.data).toMatchObject({ created: 1, skipped: 2 });
    expect(await clientCount()).toBe(before + 1);
  });

  it('answers clear errors for a missing name column, an empty file or no body', async () => {
    for (const body of [{ csv: 'telefono\n3001112222' }, { csv: 'nombre\n' }, { csv: '' }, {}, 'x']) {
      const response = await admin.post('/api/clients/import', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors[0].message.length).toBeGreaterThan(10);
    }
  });

  it('needs clients:create to import and clients:read to export', async () => {
    const specialist = await newUser(server, company, { role: 'especialista' });
    // This company's Especialista role loses clients:read before the user's first call.
    await server.db.rows(sql`delete from sari_permissions p using sari_role r
      where r.id = p.sari_role_id and r.subscriber_owner_company_id = ${company.companyId}
        and r.system_key = 'especialista' and p.sari_module_id = 'clients'`);
    const client = apiClient(server, specialist.token);
    expect((await client.post('/api/clients/import', { csv })).status).toBe(403);
    expect((await client.request('GET', '/api/clients/export')).status).toBe(403);
    expect((await apiClient(server).request('GET', '/api/clients/export')).status).toBe(401);
  });
});
