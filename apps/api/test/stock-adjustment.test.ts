import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, newCompany, newUser, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;
let admin: ApiClient;
let productId: number;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  admin = company.admin;
  const created = await admin.post('/api/items/product', { name: 'Shampoo neutro', cost: 12000 });
  productId = created.body.data.id;
});

afterAll(async () => {
  await server?.close();
});

const adjust = (body: unknown, client = admin, id = productId) =>
  client.post(`/api/products/${id}/stock-adjustments`, body);

const movements = async () =>
  server.db.rows<{ quantity: number; balance_after: number; type: string; reason: string }>(
    sql`select quantity, balance_after, type, reason from stock_movement where product_id = ${productId} order by id`,
  );
const stock = async () =>
  (
    await server.db.rows<{ current_stock: number }>(
      sql`select current_stock from product_stock where product_id = ${productId} and site_id = ${company.siteId}`,
    )
  )[0]?.current_stock;

describe('stock adjustment', () => {
  it('adds units and records the movement with the balance after it', async () => {
    const response = await adjust({
      site_id: company.siteId,
      mode: 'delta',
      quantity: 10,
      reason: 'Inventario inicial',
      min_stock: 3,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ current_stock: 10, quantity: 10 });
    expect(await stock()).toBe(10);
    expect(await movements()).toEqual([
      { quantity: 10, balance_after: 10, type: 'adjustment', reason: 'Inventario inicial' },
    ]);
  });

  it('sets a counted quantity as the difference', async () => {
    const response = await adjust({
      site_id: company.siteId,
      mode: 'count',
      quantity: 7,
      reason: 'Conteo físico',
    });
    expect(response.body.data).toMatchObject({ current_stock: 7, quantity: -3 });
    expect((await movements()).at(-1)).toMatchObject({ quantity: -3, balance_after: 7 });
  });

  it('refuses taking units of a product never stocked at the site, or beyond the maximum, leaving no row behind', async () => {
    const created = await admin.post('/api/items/product', { name: 'Cera sin estrenar', cost: 9000 });
    const fresh = created.body.data.id as number;
    const rowsOf = () =>
      server.db.rows(sql`select 1 from product_stock where product_id = ${fresh}
        union all select 1 from stock_movement where product_id = ${fresh}`);
    const out = await adjust(
      { site_id: company.siteId, mode: 'delta', quantity: -1, reason: 'Rotura' },
      admin,
      fresh,
    );
    expect(out.status).toBe(422);
    expect(out.body.errors[0].message).toContain('no puede quedar negativo: hay 0');
    const huge = await adjust(
      { site_id: company.siteId, mode: 'delta', quantity: 1_000_001, reason: 'Error' },
      admin,
      fresh,
    );
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(await rowsOf()).toEqual([]);
    const first = await adjust(
      { site_id: company.siteId, mode: 'delta', quantity: 4, reason: 'Llegada' },
      admin,
      fresh,
    );
    expect(first.body.data).toMatchObject({ current_stock: 4, quantity: 4 });
  });

  it('refuses going below zero, no change, no reason and bad numbers, changing nothing', async () => {
    const before = await movements();
    const cases: [unknown, number, string][] = [
      [
        { site_id: company.siteId, mode: 'delta', quantity: -8, reason: 'Rotura' },
        422,
        'no puede quedar negativo: hay 7',
      ],
      [{ site_id: company.siteId, mode: 'count', quantity: 7, reason: 'Conteo' }, 400, 'no cambia'],
      [{ site_id: company.siteId, mode: 'delta', quantity: 2, reason: '' }, 400, 'motivo'],
      [{ site_id: company.siteId, mode: 'delta', quantity: 1.5, reason: 'Rotura' }, 400, 'entero'],
      [{ site_id: company.siteId, mode: 'delta', quantity: '2', reason: 'Rotura' }, 400, 'entero'],
      [{ site_id: company.siteId, mode: 'swap', quantity: 2, reason: 'Rotura' }, 400, 'modo'],
      [{ mode: 'delta', quantity: 2, reason: 'Rotura' }, 400, 'sede'],
      [{ site_id: 999999, mode: 'delta', quantity: 2, reason: 'Rotura' }, 400, 'sede'],
      [null, 400, ''],
    ];
    for (const [body, status, message] of cases) {
      const response = await adjust(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.errors[0].message).toContain(message);
    }
    expect(await movements()).toEqual(before);
    expect(await stock()).toBe(7);
  });

  it('answers 404 for an unknown or malformed product id', async () => {
    const body = { site_id: company.siteId, mode: 'delta', quantity: 1, reason: 'Prueba' };
    expect((await adjust(body, admin, 99999999)).status).toBe(404);
    expect((await admin.post('/api/products/abc/stock-adjustments', body)).status).toBe(404);
  });

  it('is refused to users without products:update, other sites and other companies', async () => {
    const body = { site_id: company.siteId, mode: 'delta', quantity: 1, reason: 'Prueba' };
    const receptionist = await newUser(server, company, { role: 'recepcionista' });
    expect((await adjust(body, receptionist.client)).status).toBe(403);
    const [other] = await server.db.rows<{ id: number }>(
      sql`insert into site (subscriber_owner_company_id, name) values (${company.companyId}, 'Sede Norte') returning id`,
    );
    const limited = await newUser(server, company, { role: 'administrador', siteIds: [company.siteId] });
    expect((await adjust({ ...body, site_id: other.id }, limited.client)).status).toBe(403);
    const stranger = await newCompany(server);
    expect((await adjust(body, stranger.admin)).status).toBe(404);
    expect((await adjust({ ...body, site_id: stranger.siteId }, stranger.admin)).status).toBe(404);
    expect((await apiClient(server).post(`/api/products/${productId}/stock-adjustments`, body)).status).toBe(
      401,
    );
    expect(await stock()).toBe(7);
  });

  it('keeps stock right under concurrent adjustments', async () => {
    const body = { site_id: company.siteId, mode: 'delta', quantity: 1, reason: 'Entrada' };
    const results = await Promise.all(Array.from({ length: 8 }, () => adjust(body)));
    expect(results.every((response) => response.status === 200)).toBe(true);
    expect(await stock()).toBe(15);
    const balances = (await movements()).slice(-8).map((movement) => movement.balance_after);
    expect(balances.sort((a, b) => a - b)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('keeps current_stock out of reach of the items API', async () => {
    const [row] = await server.db.rows<{ id: number }>(
      sql`select id from product_stock where product_id = ${productId}`,
    );
    const response = await admin.patch(`/api/items/product_stock/${row.id}`, { current_stock: 500 });
    expect(response.status).toBe(400);
    expect(await stock()).toBe(15);
  });
});

describe('stock is never deleted silently', () => {
  it('refuses deleting a stock row or a product that still has units, directly or nested', async () => {
    const [row] = await server.db.rows<{ id: number }>(
      sql`select id from product_stock where product_id = ${productId} and site_id = ${company.siteId}`,
    );
    const direct = await admin.del(`/api/items/product_stock/${row.id}`);
    expect(direct.status).toBe(409);
    expect(direct.body.errors[0].message).toContain('unidades en inventario');
    const nested = await admin.patch(`/api/items/product/${productId}`, { product_stock: [] });
    expect(nested.status).toBe(409);
    const product = await admin.del(`/api/items/product/${productId}`);
    expect(product.status).toBe(409);
    expect(await stock()).toBe(15);
  });

  it('lets an empty stock row go', async () => {
    const created = await admin.post('/api/items/product', {
      name: 'Sin existencias',
      product_stock: [{ site_id: company.siteId, min_stock: 2 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const removed = await admin.patch(`/api/items/product/${created.body.data.id}`, { product_stock: [] });
    expect(removed.status).toBe(200);
    expect((await admin.del(`/api/items/product/${created.body.data.id}`)).status).toBe(204);
  });
});
