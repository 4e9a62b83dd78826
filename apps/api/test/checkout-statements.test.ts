import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newClient,
  newService,
  newServiceCategory,
  newSessionPackage,
  newSpecialist,
  newStockedProduct,
  openDrawer,
  sellPackage,
} from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

// What one checkout costs the database (decision 064): the statements a charge sends, counted at
// the PostgreSQL driver, for the two bodies of bench/checkout.ts. A charge's time under load is
// its round trips times the charges in flight; a change that adds one to the path fails here
// and says which statements it sent.

let server: TestServer;
let company: TestCompany;
let product: { id: number };
let service: { id: number };
let specialist: { id: number };
let client: { id: number };
let instrument: number;

// The statements the server sends while `action` runs (the business clock's own setting left out:
// it is sent to a connection only when the test's clock moved).
async function statementsOf(action: () => Promise<unknown>) {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text: string };
    const text = typeof config === 'string' ? config : config.text;
    if (!text.includes('sari.clock_offset_ms')) {
      sent.push(text.replace(/\s+/g, ' ').slice(0, 90));
    }
    return (query as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await action();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

const charge = async (body: Record<string, unknown>) => {
  const response = await company.admin.post('/api/items/history_payment', {
    site_id: company.siteId,
    ...body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
};

const productSale = () =>
  charge({
    cart_type: 'product',
    lines: [{ product_id: product.id, amount: 1 }],
    payments: [{ amountPay: 30_000, paymentMethod: 'efectivo' }],
    total: 25_000,
  });

const packageVisit = () =>
  charge({
    client_id: client.id,
    cart_type: 'service',
    lines: [{ service_id: service.id, specialist_id: specialist.id, use_package: instrument }],
    payments: [],
  });

describe.runIf(process.env.SARI_TEST_DB === 'pg')('the statements of one checkout (PostgreSQL)', () => {
  beforeAll(async () => {
    server = await startTestServer();
    company = await newCompany(server);
    await openDrawer(company);
    product = await newStockedProduct(company, { name: 'Champú', price: 25_000, units: 100 });
    const category = await newServiceCategory(company);
    specialist = await newSpecialist(company, { commission: { categoryId: category.id, value: 10 } });
    service = await newService(company, {
      name: 'Masaje',
      price: 30_000,
      categoryId: category.id,
      specialistIds: [specialist.id],
    });
    const plan = await newSessionPackage(company, { serviceIds: [service.id], sessions: 50, price: 250_000 });
    client = await newClient(company);
    instrument = (await sellPackage(company, { packageId: plan.id, clientId: client.id, price: 250_000 }))
      .instrument.id;
  });

  afterAll(async () => {
    await server?.close();
  });

  // The gate's session, begin, the site with its settings, the catalogue, the drawer, the sale
  // with its line, movement and payment row, the stock, commit.
  it('a product paid in cash: 8 statements', async () => {
    await productSale();
    for (let run = 0; run < 3; run++) {
      const sent = await statementsOf(productSale);
      expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(8);
    }
  });

  // The gate’s session, begin, the site with the client’s lock, the catalogue, the packages locked,
  // their sessions left, the sale with its line and the session used, commit: no balance read
  // for a sale that costs nothing.
  it('a service paid with a package session: 8 statements', async () => {
    const first = await packageVisit();
    expect(first.package_sessions_used).toEqual([
      expect.objectContaining({ instrument_id: instrument, session: 1, of: 50, left: 49 }),
    ]);
    for (let run = 0; run < 3; run++) {
      const sent = await statementsOf(packageVisit);
      expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(8);
    }
  });
});
