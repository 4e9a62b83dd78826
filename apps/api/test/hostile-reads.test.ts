import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDatabaseError } from '../src/platform/errors';
import { registry } from '../src/tenancy/meta';
import { newClient, newProduct, newSalon } from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  await newCompany(server);
  for (const date of ['2026-12-01', '2026-12-02', '2026-12-03']) {
    await newSalon(company, date);
  }
  await newProduct(company);
});

afterAll(async () => {
  await server?.close();
});

const WILDCARDS = ['*', '*.*', '*.*.*', '*.*.*.*', '*.*.*.*.*', '*.*.*.*.*.*.*'];

describe('hostile reads: every answer is quick, bounded and never a 500', () => {
  for (const collection of registry.keys()) {
    it(collection, async () => {
      for (const fields of WILDCARDS) {
        const started = performance.now();
        const response = await company.admin.get(`/api/items/${collection}`, { fields: [fields], limit: -1 });
        const took = performance.now() - started;
        expect(
          [200, 400],
          `${collection} ${fields}: ${JSON.stringify(response.body).slice(0, 200)}`,
        ).toContain(response.status);
        expect(took, `${collection} ${fields}`).toBeLessThan(2000);
        if (response.status === 400) {
          expect(response.body.errors[0].extensions.code).toMatch(/QUERY_TOO_EXPENSIVE|INVALID_QUERY/);
        }
      }
    });
  }

  it('wildcards never follow the company’s one-to-many lists (every row hangs there)', async () => {
    const response = await company.admin.get('/api/items/client', { fields: ['*.*.*'], limit: -1 });
    expect(response.status).toBe(200);
    const owner = response.body.data[0].subscriber_owner_company_id;
    expect(owner.name).toBeTruthy();
    for (const alias of registry.get('subscriber_owner_company')!.o2m.keys()) {
      expect(owner, alias).not.toHaveProperty(alias);
    }
    const company_ = await company.admin.get('/api/items/subscriber_owner_company', { fields: ['*.*'] });
    expect(company_.body.data[0]).not.toHaveProperty('client');
  });

  it('wildcards reach two levels of relations; a third is a 400 that says what to narrow', async () => {
    const response = await company.admin.get('/api/items/service_reservation_service', {
      fields: ['*.*.*.*'],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('QUERY_TOO_EXPENSIVE');
    expect(response.body.errors[0].message).toMatch(/campos concretos/);
  });

  it('a request asks for at most 100 relations', async () => {
    const company_ = registry.get('subscriber_owner_company')!;
    const paths = [...company_.o2m.keys()].map((alias) => `${alias}.id`);
    for (const child of ['site', 'client', 'specialist', 'product', 'service']) {
      paths.push(...[...registry.get(child)!.o2m.keys()].map((alias) => `${child}.${alias}.id`));
    }
    expect(paths.length).toBeGreaterThan(100);
    const response = await company.admin.get('/api/items/subscriber_owner_company', { fields: paths });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toMatch(/100 relaciones/);
  });

  it('lists nest at most three deep', async () => {
    const ok = await company.admin.get('/api/items/client', {
      fields: ['service_reservation.service_reservation_service.service_reservation_service_product.id'],
    });
    expect(ok.status).toBe(200);
    const deep = await company.admin.get('/api/items/site', {
      fields: [
        'service_reservation.service_reservation_service.service_reservation_service_product.product_id.stock_movement.id',
      ],
    });
    expect(deep.status).toBe(400);
  });
});

describe('the answer size is bounded', () => {
  let small: TestServer;
  let tiny: TestCompany;

  beforeAll(async () => {
    small = await startTestServer({ maxAnswerBytes: 4096 });
    tiny = await newCompany(small);
    for (let i = 0; i < 40; i++) {
      await newClient(tiny, { notes: 'x'.repeat(100) });
    }
  });

  afterAll(async () => {
    await small?.close();
  });

  it('past the bound the read is a 400 that says to narrow it, and a narrower read works', async () => {
    const all = await tiny.admin.get('/api/items/client', { limit: -1 });
    expect(all.status).toBe(400);
    expect(all.body.errors[0].extensions.code).toBe('QUERY_TOO_EXPENSIVE');
    expect(all.body.errors[0].message).toMatch(/limit/);
    const page = await tiny.admin.get('/api/items/client', { limit: 5, fields: ['id', 'first_name'] });
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(5);
  });
});

describe.runIf(process.env.SARI_TEST_DB === 'pg')('every statement has a time budget (PostgreSQL)', () => {
  let slow: TestServer;

  beforeAll(async () => {
    slow = await startTestServer({ statementTimeoutMs: 200 });
  });

  afterAll(async () => {
    await slow?.close();
  });

  it('the server’s connections cancel a statement past statement_timeout, answered as a 400', async () => {
    const [setting] = await slow.db.rows<{ t: string }>(
      sql`select current_setting('statement_timeout') as t`,
    );
    expect(setting.t).toBe('200ms');
    const error = await slow.db.rows(sql`select pg_sleep(2)`).catch((caught: unknown) => caught);
    const mapped = fromDatabaseError(error);
    expect(mapped?.status).toBe(400);
    expect(mapped?.code).toBe('QUERY_TOO_EXPENSIVE');
  });
});
