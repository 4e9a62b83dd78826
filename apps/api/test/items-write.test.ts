import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, newService, newSpecialist } from './data-factories';
import { type ApiClient, newCompany, type TestCompany } from './factories';
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

const count = async (table: string) =>
  (await server.db.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n;

describe('writes', () => {
  it('creates one item and answers it with the requested fields', async () => {
    const response = await admin.request('POST', '/api/items/client?fields[]=id&fields[]=first_name', {
      first_name: 'Luisa',
      phone: '3001234567',
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.data).sort()).toEqual(['first_name', 'id']);
    const [row] = await server.db.rows<{ company: number }>(
      sql`select subscriber_owner_company_id as company from client where id = ${response.body.data.id}`,
    );
    expect(row.company).toBe(company.companyId);
  });

  it('creates a batch, updates a batch and deletes a batch', async () => {
    const created = await admin.post('/api/items/brand', [{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
    const ids = created.body.data.map((row: { id: number }) => row.id);
    expect(ids).toHaveLength(3);
    const updated = await admin.patch('/api/items/brand', { keys: ids.slice(0, 2), data: { name: 'Z' } });
    expect(updated.body.data.map((row: { name: string }) => row.name)).toEqual(['Z', 'Z']);
    const each = await admin.patch('/api/items/brand', [{ id: ids[2], name: 'Y' }]);
    expect(each.body.data[0].name).toBe('Y');
    const deleted = await admin.del('/api/items/brand', ids);
    expect(deleted.status).toBe(204);
    expect((await admin.get('/api/items/brand', { filter: { id: { _in: ids } } })).body.data).toEqual([]);
  });

  it('creates nested one-to-many children and edits them with create/update/delete', async () => {
    const created = await admin.post('/api/items/specialist?fields[]=*&fields[]=specialist_commission.*', {
      name: 'Marta',
      color_in_reserve: '#FFAA00',
      specialist_commission: [
        { commission: 40, commission_type: '%' },
        { commission: 5000, commission_type: 'fixed' },
      ],
    });
    expect(created.status).toBe(200);
    const children = created.body.data.specialist_commission;
    expect(children).toHaveLength(2);
    const patched = await admin.request(
      'PATCH',
      `/api/items/specialist/${created.body.data.id}?fields[]=specialist_commission.commission`,
      {
        specialist_commission: {
          create: [{ commission: 10, commission_type: '%' }],
          update: [{ id: children[0].id, commission: 45 }],
          delete: [children[1].id],
        },
      },
    );
    expect(patched.status).toBe(200);
    expect(
      patched.body.data.specialist_commission.map((row: { commission: number }) => row.commission),
    ).toEqual([45, 10]);
  });

  it('rolls the whole request back when a nested child is invalid', async () => {
    const before = await count('specialist');
    const response = await admin.post('/api/items/specialist', {
      name: 'Rota',
      specialist_commission: [{ commission: 'mucho', commission_type: '%' }],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toMatch(/commission/);
    expect(await count('specialist')).toBe(before);
  });

  it('refuses unknown fields, read-only fields and missing required fields', async () => {
    const unknown = await admin.post('/api/items/client', { first_name: 'X', hacker: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].message).toMatch(/desconocido/);
    const system = await admin.post('/api/items/client', { first_name: 'X', subscriber_owner_company_id: 1 });
    expect(system.status).toBe(400);
    expect(system.body.errors[0].message).toMatch(/no se puede modificar/);
    const required = await admin.post('/api/items/service', { duration: 30 });
    expect(required.status).toBe(400);
    expect(required.body.errors[0].message).toMatch(/obligatorio/);
  });

  it('answers 409 with a clear message when deleting a row in use', async () => {
    const category = await admin.post('/api/items/service_category', { name: 'Cabello' });
    await admin.post('/api/items/service', {
      name: 'Corte',
      duration: 30,
      service_category_id: category.body.data.id,
    });
    const response = await admin.del(`/api/items/service_category/${category.body.data.id}`);
    expect(response.status).toBe(409);
    expect(response.body.errors[0].extensions.code).toBe('RECORD_IN_USE');
  });

  it('keeps money and stock collections read-only for the generic API', async () => {
    const response = await admin.post('/api/items/money_movement', { amount: 100 });
    expect(response.status).toBe(403);
    expect(await count('money_movement')).toBe(0);
  });
});

describe('double booking', () => {
  it('is refused by the database and frees the slot when the reservation is cancelled', async () => {
    const specialist = await newSpecialist(company, { name: 'Sofía' });
    const service = await newService(company, {
      name: 'Masaje',
      duration: 60,
      specialistIds: [specialist.id],
    });
    const client = await newClient(company, { first_name: 'Paula' });
    const book = (time: string) =>
      admin.post('/api/items/service_reservation?fields[]=id&fields[]=service_reservation_service.end_at', {
        site_id: company.siteId,
        client_id: client.id,
        date: '2026-12-01',
        service_reservation_service: [
          { service_id: service.id, specialist_id: specialist.id, service_time: time },
        ],
      });
    const first = await book('10:00');
    expect(first.status).toBe(200);
    expect(first.body.data.service_reservation_service[0].end_at).toMatch(/2026-12-01.11:00:00/);
    const overlapping = await book('10:30');
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.errors[0].extensions.code).toBe('SCHEDULE_CONFLICT');
    expect((await book('11:00')).status).toBe(200);
    const cancel = await admin.patch(`/api/items/service_reservation/${first.body.data.id}`, {
      status: 'cancelado',
    });
    expect(cancel.status).toBe(200);
    expect((await book('10:00')).status).toBe(200);
  });

  it('moves the service when its time changes (spec PATCH body id, service_time, specialist_id)', async () => {
    const rows = await admin.get('/api/items/service_reservation_service', {
      filter: { service_reservation_id: { status: { _eq: 'confirmada' } } },
      fields: ['id', 'specialist_id'],
      sort: ['start_at'],
    });
    const last = rows.body.data.at(-1);
    const moved = await admin.patch(`/api/items/service_reservation_service/${last.id}`, {
      id: last.id,
      service_time: '15:15',
      specialist_id: last.specialist_id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.start_at).toMatch(/15:15:00/);
    expect(moved.body.data.end_at).toMatch(/16:15:00/);
  });
});
