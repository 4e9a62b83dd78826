import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSaleAt } from './data-factories';
import { newUser } from './factories';
import { type ReportBusiness, reportBusiness } from './report-fixture';
import { startTestServer, type TestServer } from './server';

// Issue 27: the sales list (Ventas) filters by the spec's filter dates as the reports do: each
// sale on its own site's wall clock, worked out on the server.
let server: TestServer;
let biz: ReportBusiness;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  biz = await reportBusiness(server);
  // Norte keeps Madrid's clock; Centro keeps Bogotá's.
  const moved = await biz.company.admin.patch(`/api/items/site/${biz.norte}`, { time_zone: 'Europe/Madrid' });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  const sale = async (at: string, siteId: number, paymentMethod: string) =>
    (
      await newSaleAt(server, biz.company, {
        at,
        siteId,
        productId: biz.champu.id,
        payments: [{ amountPay: 10_000, paymentMethod }],
      })
    ).id;
  // 14 Dec 23:30 in Bogotá (15 Dec in UTC): Centro's 14th.
  ids.centroLateOn14 = await sale('2026-12-15T04:30:00Z', biz.centro, 'efectivo');
  // 15 Dec 10:00 in Bogotá.
  ids.centro15 = await sale('2026-12-15T15:00:00Z', biz.centro, 'tarjeta');
  // 15 Dec 00:30 in Madrid (14 Dec in UTC): Norte's 15th.
  ids.norteEarlyOn15 = await sale('2026-12-14T23:30:00Z', biz.norte, 'efectivo');
  // 16 Dec 00:30 in Madrid (15 Dec in UTC): Norte's 16th.
  ids.norte16 = await sale('2026-12-15T23:30:00Z', biz.norte, 'efectivo');
});

afterAll(async () => {
  await server?.close();
});

const list = (query: Record<string, unknown>, as = biz.company.admin) => as.get('/api/sales', query);
const idsOf = (response: { body: { data: { data: { id: number }[] } } }) =>
  response.body.data.data.map((row) => row.id);

describe('the sales list', () => {
  it("reads a filter date as each sale's site's own day, in either of the spec's forms", async () => {
    for (const day of ['2026-12-15', '2026-12-15T00:00:00.000Z']) {
      const response = await list({ from: day, to: day });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      // Newest first; the late sale of Bogotá's 14th and Madrid's 16th are not the 15th.
      expect(idsOf(response)).toEqual([ids.centro15, ids.norteEarlyOn15]);
      expect(response.body.data.meta.filter_count).toBe(2);
      expect(response.body.data.data.map((row: { day: string }) => row.day)).toEqual([
        '2026-12-15',
        '2026-12-15',
      ]);
    }
    const fourteenth = await list({ from: '2026-12-14', to: '2026-12-14' });
    expect(idsOf(fourteenth)).toEqual([ids.centroLateOn14]);
  });

  it('a row carries what the list shows: site, client, methods and figures', async () => {
    const response = await list({ from: '2026-12-15', to: '2026-12-15', site_id: biz.centro });
    expect(response.body.data.data).toEqual([
      {
        id: ids.centro15,
        date_created: '2026-12-15T15:00:00.000Z',
        day: '2026-12-15',
        status: 'pagado',
        total: 10_000,
        amount_paid: 10_000,
        refunded_total: 0,
        site_name: 'Sede Centro',
        client: null,
        methods: ['tarjeta'],
      },
    ]);
  });

  it('filters by site, method and page', async () => {
    const range = { from: '2026-12-14', to: '2026-12-16' };
    expect(idsOf(await list({ ...range, site_id: biz.norte }))).toEqual([ids.norte16, ids.norteEarlyOn15]);
    expect(idsOf(await list({ ...range, method: 'tarjeta' }))).toEqual([ids.centro15]);
    // Newest instant first: Madrid's 16th, Bogotá's 15th, Bogotá's late 14th, Madrid's early 15th.
    const page = await list({ ...range, limit: 3, page: 2 });
    expect(idsOf(page)).toEqual([ids.norteEarlyOn15]);
    expect(page.body.data.meta.filter_count).toBe(4);
    const past = await list({ ...range, limit: 3, page: 5 });
    expect(idsOf(past)).toEqual([]);
    expect(past.body.data.meta.filter_count).toBe(4);
  });

  it("a user of one site sees only that site's sales", async () => {
    const receptionist = await newUser(server, biz.company, { role: 'recepcionista', siteIds: [biz.norte] });
    const mine = await list({ from: '2026-12-14', to: '2026-12-16' }, receptionist.client);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(idsOf(mine)).toEqual([ids.norte16, ids.norteEarlyOn15]);
    const other = await list(
      { from: '2026-12-14', to: '2026-12-16', site_id: biz.centro },
      receptionist.client,
    );
    expect(other.status).toBe(403);
  });

  it('an impossible date or range is a clear 400', async () => {
    const bad = await list({ from: '2026-02-30', to: '2026-03-01' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/fecha|día/i);
    const long = await list({ from: '2000-01-01', to: '2026-12-31' });
    expect(long.status).toBe(400);
  });
});
