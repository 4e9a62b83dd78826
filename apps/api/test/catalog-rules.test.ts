import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, type TestCompany } from './factories';
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

describe('settings catalogues', () => {
  it('keeps a single default price type', async () => {
    const admin = company.admin;
    const retail = await admin.post('/api/items/product_type_price', {
      name: 'Público al detal',
      is_default: true,
    });
    const wholesale = await admin.post('/api/items/product_type_price', {
      name: 'Mayorista',
      is_default: true,
    });
    const defaults = async () =>
      (
        await server.db.rows<{ name: string }>(
          sql`select name from product_type_price where subscriber_owner_company_id = ${company.companyId} and is_default`,
        )
      ).map((row) => row.name);
    expect(await defaults()).toEqual(['Mayorista']);
    await admin.patch(`/api/items/product_type_price/${retail.body.data.id}`, { is_default: true });
    expect(await defaults()).toEqual(['Público al detal']);
    await admin.patch(`/api/items/product_type_price/${wholesale.body.data.id}`, { name: 'Mayoristas' });
    expect(await defaults()).toEqual(['Público al detal']);
  });

  it('refuses deleting a brand, category or specialty in use, and deletes an unused one', async () => {
    const admin = company.admin;
    const brand = await admin.post('/api/items/brand', { name: 'Loreal' });
    const category = await admin.post('/api/items/product_category', { name: 'Cabello' });
    const specialty = await admin.post('/api/items/specialty', { name: 'Colorista' });
    await admin.post('/api/items/product', {
      name: 'Tinte 7.1',
      brand_id: brand.body.data.id,
      product_category_id: category.body.data.id,
    });
    await admin.post('/api/items/specialist', { name: 'Sofía', specialty_id: specialty.body.data.id });
    for (const [collection, id] of [
      ['brand', brand.body.data.id],
      ['product_category', category.body.data.id],
    ]) {
      const response = await admin.del(`/api/items/${collection}/${id}`);
      expect(response.status, collection).toBe(409);
      expect(response.body.errors[0].extensions.code).toBe('RECORD_IN_USE');
    }
    // A specialist's specialty is optional: deleting it leaves the specialist without one.
    expect((await admin.del(`/api/items/specialty/${specialty.body.data.id}`)).status).toBe(204);
    const unused = await admin.post('/api/items/brand', { name: 'Sin uso' });
    expect((await admin.del(`/api/items/brand/${unused.body.data.id}`)).status).toBe(204);
  });

  it('refuses a nameless record and an out-of-range consumable discount', async () => {
    const admin = company.admin;
    expect((await admin.post('/api/items/brand', { name: null })).status).toBe(400);
    const blank = await admin.post('/api/items/brand', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].message).toBe('El nombre no puede estar vacío.');
    const response = await admin.post('/api/items/discount_consumable_product', {
      description: 'Tintes',
      discount_type: '%',
      discount_value: 150,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toContain('un porcentaje va de 0 a 100');
  });
});
