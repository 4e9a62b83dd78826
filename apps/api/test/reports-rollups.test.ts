import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRating } from './data-factories';
import { type ReportBusiness, reportBusiness } from './report-fixture';
import { startTestServer, type TestServer } from './server';

// The sales and appointment reports read daily sums per site (decision 026): whatever writes a
// sale, a line, a refund, a movement, a reservation, a booked service or a rating after a report
// has run, the next report counts it.
let server: TestServer;
let biz: ReportBusiness;

beforeAll(async () => {
  server = await startTestServer();
  biz = await reportBusiness(server);
});

afterAll(async () => {
  await server?.close();
});

const data = (id: string, query: Record<string, unknown> = {}) => biz.data(id, query);
const norteOf = (rows: { site: string }[]) => rows.find((row) => row.site === 'Sede Norte');

// A sale through the checkout at Norte, dated `at` with its movements.
async function norteSale(at: string, amount: number) {
  const response = await biz.company.admin.post('/api/items/history_payment', {
    site_id: biz.norte,
    client_id: biz.pedro.id,
    cart_type: 'product',
    lines: [{ product_id: biz.champu.id, amount }],
    payments: [{ amountPay: amount * 10_000, paymentMethod: 'efectivo' }],
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const id = response.body.data.id as number;
  await server.db.rows(sql`update history_payment set date_created = ${at}::timestamptz where id = ${id}`);
  await server.db.rows(
    sql`update money_movement set date_created = ${at}::timestamptz
        where id in (select money_movement_id from history_payment_method where history_payment_id = ${id})`,
  );
  return id;
}

describe('sales rollups', () => {
  it('a sale and its refund made after a report are in the next one, in every sales report', async () => {
    const before = await data('salesSite');
    expect(norteOf(before.rows)).toMatchObject({ sales: 1, gross: 30_000, refunded: 0 });
    const methodsBefore = await data('salesPaymentMethods');
    const pedroOf = async () =>
      ((await data('salesClient')).rows as { client: string }[]).find((row) => row.client === 'Pedro Paz');
    const pedroBefore = await pedroOf();
    expect(pedroBefore).toMatchObject({ sales: 1, total: 30_000, last_purchase: '2026-11-09' });

    const id = await norteSale('2026-11-20T15:00:00Z', 2);
    expect(norteOf((await data('salesSite')).rows)).toMatchObject({ sales: 2, gross: 50_000, total: 50_000 });
    expect((await data('productSales')).rows).toEqual([
      { product: 'Champú', sales: 3, units: 7, total: 70_000, cost: 28_000, margin: 42_000 },
    ]);
    const methods = await data('salesPaymentMethods');
    expect(methods.totals.received).toBe(methodsBefore.totals.received + 20_000);
    expect(methods.totals.sales).toBe(methodsBefore.totals.sales + 1);
    expect((await data('salesMonth')).rows).toEqual([
      { month: '2026-11', sales: 5, total: 140_000, average: 28_000 },
    ]);
    expect(await pedroOf()).toEqual({
      client: 'Pedro Paz',
      sales: 2,
      total: 50_000,
      average: 25_000,
      last_purchase: '2026-11-20',
    });

    const refund = await biz.company.admin.post(`/api/sales/${id}/refunds`, {
      reason: 'Producto defectuoso',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    // Refunded whole, the sale is void: it leaves the sales and the product's lines.
    expect(norteOf((await data('salesSite')).rows)).toMatchObject({ sales: 1, gross: 30_000 });
    expect((await data('productSales')).rows).toEqual([
      { product: 'Champú', sales: 2, units: 5, total: 50_000, cost: 20_000, margin: 30_000 },
    ]);
    // The refund is paid out when it is made: what the methods took in for the sale stays.
    expect((await data('salesPaymentMethods')).totals.received).toBe(methods.totals.received);
    expect(await pedroOf()).toEqual(pedroBefore);
  });

  it('a sale moved to another day leaves the day it was on', async () => {
    const id = await norteSale('2026-11-21T15:00:00Z', 1);
    expect(norteOf((await data('salesSite', { from: '2026-11-21', to: '2026-11-21' })).rows)).toMatchObject({
      sales: 1,
    });
    await server.db.rows(
      sql`update history_payment set date_created = '2026-10-21T15:00:00Z' where id = ${id}`,
    );
    expect((await data('salesSite', { from: '2026-11-21', to: '2026-11-21' })).rows).toEqual([]);
    expect(norteOf((await data('salesSite', { from: '2026-10-01', to: '2026-10-31' })).rows)).toMatchObject({
      sales: 1,
      total: 10_000,
    });
  });

  it('the general participation rounds the consumables per line, as the detailed lines do', async () => {
    // Two cuts by Ana at $12.345 each: Cabello's 10% is $1.234,5 a line, $1.235 rounded; the sum
    // of both lines rounded at once would be $2.469.
    const line = { service_id: biz.corte.id, specialist_id: biz.ana.id, price_change: { amount: 12_345 } };
    const response = await biz.company.admin.post('/api/items/history_payment', {
      site_id: biz.centro,
      lines: [line, line],
      payments: [{ amountPay: 24_690, paymentMethod: 'efectivo' }],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    await server.db.rows(
      sql`update history_payment set date_created = '2026-11-26T15:00:00Z' where id = ${response.body.data.id}`,
    );
    const day = { from: '2026-11-26', to: '2026-11-26' };
    const general = await data('specialistGeneralParticipation', day);
    expect(general.rows).toEqual([
      expect.objectContaining({
        specialist: 'Ana Ríos',
        services: 2,
        service_sales: 24_690,
        commission: 9876,
      }),
    ]);
    expect(general.rows[0].consumables).toBe(2470);
    const detailed = await data('specialistDetailedParticipation', { ...day, specialist_id: biz.ana.id });
    expect(detailed.totals).toMatchObject({ commission: 9876, consumable: 2470 });

    // The rules of today count: Cabello's rule goes to 20% ($2.469 a line)...
    const [rule] = await server.db.rows<{ id: number }>(
      sql`select id from discount_consumable_product where subscriber_owner_company_id = ${biz.company.companyId}
          and description = 'Tintes'`,
    );
    const changed = await biz.company.admin.patch(`/api/items/discount_consumable_product/${rule.id}`, {
      discount_value: 20,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await data('specialistGeneralParticipation', day)).rows[0].consumables).toBe(4938);
    // ...and a cut moved to a category without rules takes the general $1.000 per service.
    const [unas] = await server.db.rows<{ id: number }>(
      sql`select service_category_id as id from service where id = ${biz.manicure.id}`,
    );
    const moved = await biz.company.admin.patch(`/api/items/service/${biz.corte.id}`, {
      service_category_id: unas.id,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await data('specialistGeneralParticipation', day)).rows[0].consumables).toBe(2000);
    expect(
      (await data('specialistDetailedParticipation', { ...day, specialist_id: biz.ana.id })).totals
        .consumable,
    ).toBe(2000);
  });

  it('many stale days at once (a range summed for the first time) count as a few do', async () => {
    const reports = ['salesSite', 'salesSpecialist', 'productSales', 'salesPaymentMethods', 'salesClient'];
    const range = { from: '2026-08-01', to: '2026-11-30' };
    const before = await Promise.all(reports.map((id) => data(id, range)));
    // Every day from August to November at both sites: summed by the other plan (over 100 days).
    await server.db.rows(sql`
      insert into sys_report_stale_day (subscriber_owner_company_id, site_id, day)
      select ${biz.company.companyId}, s.id, d::date
      from site s cross join generate_series('2026-08-01'::date, '2026-11-30'::date, interval '1 day') d
      where s.subscriber_owner_company_id = ${biz.company.companyId}`);
    const after = await Promise.all(reports.map((id) => data(id, range)));
    expect(after).toEqual(before);
    const [left] = await server.db.rows<{ n: number }>(
      sql`select count(*)::int as n from sys_report_stale_day where subscriber_owner_company_id = ${biz.company.companyId}
          and day between '2026-08-01' and '2026-11-30'`,
    );
    expect(left.n).toBe(0);
  });

  it('a site whose time zone changes counts its sales on its new clock', async () => {
    // 30 Nov 23:30 in Bogotá is 1 Dec 05:30 in Madrid.
    await norteSale('2026-12-01T04:30:00Z', 1);
    const months = async () =>
      (await data('salesMonth', { from: '2026-11-01', to: '2026-12-31', site_id: biz.norte })).rows;
    expect(await months()).toEqual([{ month: '2026-11', sales: 2, total: 40_000, average: 20_000 }]);
    const moved = await biz.company.admin.patch(`/api/items/site/${biz.norte}`, {
      time_zone: 'Europe/Madrid',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await months()).toEqual([
      { month: '2026-11', sales: 1, total: 30_000, average: 30_000 },
      { month: '2026-12', sales: 1, total: 10_000, average: 10_000 },
    ]);
  });
});

describe('appointment rollups', () => {
  it('a reservation booked, changed, rated, moved and deleted after a report is in the next one', async () => {
    const { company, laura, ana, beto, corte, manicure } = biz;
    const week = { from: '2026-12-07', to: '2026-12-13' };
    const clients = async () => (await data('appointmentClient', week)).rows;
    const specialists = async () =>
      (await data('appointmentSpecialist', { ...week, sort: 'specialist' })).rows;
    const dayOf = async (day: string) => (await data('appointmentSummary', { from: day, to: day })).rows[0];
    expect(await clients()).toEqual([]);
    expect(await specialists()).toEqual([]);
    // Both work Tuesday and Thursday mornings (a specialist without windows works no hours).
    const c = company.companyId;
    await server.db.rows(sql`
      insert into specialist_availability (subscriber_owner_company_id, specialist_id, site_id, weekday, start_time, end_time)
      values (${c}, ${ana.id}, ${biz.centro}, 2, '09:00', '13:00'), (${c}, ${ana.id}, ${biz.centro}, 4, '09:00', '13:00'),
        (${c}, ${beto.id}, ${biz.centro}, 2, '09:00', '13:00'), (${c}, ${beto.id}, ${biz.centro}, 4, '09:00', '13:00')`);

    const reservation = await biz.newReservation(company, {
      clientId: laura.id,
      date: '2026-12-08',
      services: [
        { serviceId: corte.id, specialistId: ana.id, time: '09:00' },
        { serviceId: manicure.id, specialistId: beto.id, time: '10:00' },
      ],
    });
    const laurasWeek = {
      client: 'Laura Mora',
      appointments: 1,
      attended: 0,
      no_shows: 0,
      cancelled: 0,
      services: 2,
      value: 50_000,
      last_visit: '2026-12-08',
    };
    expect(await clients()).toEqual([laurasWeek]);
    expect(await dayOf('2026-12-08')).toMatchObject({ appointments: 1, services: 2, booked_hours: 2 });
    const anasWeek = {
      specialist: 'Ana Ríos',
      services: 1,
      clients: 1,
      hours: 1,
      no_shows: 0,
      cancelled: 0,
      value: 20_000,
      rating: null,
    };
    expect(await specialists()).toEqual([anasWeek, { ...anasWeek, specialist: 'Beto Gil', value: 30_000 }]);

    const patch = async (path: string, body: Record<string, unknown>) => {
      const response = await company.admin.patch(`/api/items/${path}`, body);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    await patch(`service_reservation/${reservation.id}`, { status: 'no_llego' });
    expect(await clients()).toEqual([
      { ...laurasWeek, no_shows: 1, services: 0, value: 0, last_visit: null },
    ]);
    expect((await specialists())[0]).toEqual({
      ...anasWeek,
      services: 0,
      clients: 0,
      hours: 0,
      no_shows: 1,
      value: 0,
    });

    // She came after all and rated the visit: both specialists get her rating.
    await patch(`service_reservation/${reservation.id}`, { status: 'cliente_llego' });
    await newRating(server, company, { reservationId: reservation.id, clientId: laura.id, rating: 3 });
    expect(await clients()).toEqual([{ ...laurasWeek, attended: 1 }]);
    expect((await specialists()).map((row: { rating: number }) => row.rating)).toEqual([3, 3]);

    // Beto's service is taken off the reservation.
    const [betos] = await server.db.rows<{ id: number }>(
      sql`select id from service_reservation_service where service_reservation_id = ${reservation.id} and specialist_id = ${beto.id}`,
    );
    const off = await company.admin.del(`/api/items/service_reservation_service/${betos.id}`);
    expect(off.status, JSON.stringify(off.body)).toBeLessThan(300);
    expect(await clients()).toEqual([{ ...laurasWeek, attended: 1, services: 1, value: 20_000 }]);
    expect(await specialists()).toEqual([{ ...anasWeek, rating: 3 }]);
    expect(await dayOf('2026-12-08')).toMatchObject({ appointments: 1, services: 1, booked_hours: 1 });

    // Moved to Thursday: the Tuesday it left is empty.
    await patch(`service_reservation/${reservation.id}`, { date: '2026-12-10' });
    expect(await dayOf('2026-12-08')).toMatchObject({ appointments: 0, services: 0, booked_hours: 0 });
    expect(await dayOf('2026-12-10')).toMatchObject({ appointments: 1, services: 1, booked_hours: 1 });
    expect((await clients())[0]).toMatchObject({ last_visit: '2026-12-10' });

    const gone = await company.admin.del(`/api/items/service_reservation/${reservation.id}`);
    expect(gone.status, JSON.stringify(gone.body)).toBeLessThan(300);
    expect(await clients()).toEqual([]);
    expect(await specialists()).toEqual([]);
    expect(await dayOf('2026-12-10')).toMatchObject({ appointments: 0, services: 0 });
  });
});

describe('stale marks', () => {
  it('are kept as one per day by the compaction, and the day is still summed again', async () => {
    const id = await norteSale('2026-11-27T15:00:00Z', 1);
    const day = { from: '2026-11-27', to: '2026-11-27' };
    expect(norteOf((await data('salesSite', day)).rows)).toMatchObject({ sales: 1, refunded: 0 });
    // Three committed writes to the day, each its own transaction and mark.
    for (const refunded of [1000, 2000, 3000]) {
      await server.db.rows(sql`update history_payment set refunded_total = ${refunded} where id = ${id}`);
    }
    const marks = async () =>
      (
        await server.db.rows<{ n: number }>(
          sql`select count(*)::int as n from sys_report_stale_day where site_id = ${biz.norte} and day = '2026-11-27'`,
        )
      )[0].n;
    expect(await marks()).toBe(3);
    await server.runChores();
    expect(await marks()).toBe(1);
    expect(norteOf((await data('salesSite', day)).rows)).toMatchObject({ refunded: 3000, total: 7000 });
    expect(await marks()).toBe(0);
  });
});

// A report that runs while a transaction is writing a day it sums: the report clears only the
// marks of committed transactions, so the running one's mark stays and the next report counts it,
// even when the day was already marked stale by an earlier, committed write.
describe.runIf(process.env.SARI_TEST_DB === 'pg')('a report during a write (PostgreSQL)', () => {
  it('counts the write once it commits', async () => {
    const id = await norteSale('2026-11-25T15:00:00Z', 1);
    const day = { from: '2026-11-25', to: '2026-11-25' };
    expect(norteOf((await data('salesSite', day)).rows)).toMatchObject({ refunded: 0 });
    // A committed write marks the day stale.
    await server.db.rows(sql`update history_payment set notes = 'revisada' where id = ${id}`);
    await server.db.orm.transaction(async (tx) => {
      await server.db.rows(sql`update history_payment set refunded_total = 4000 where id = ${id}`, tx);
      // Still running: the report sums the day without it and keeps its mark.
      expect(norteOf((await data('salesSite', day)).rows)).toMatchObject({ refunded: 0 });
    });
    expect(norteOf((await data('salesSite', day)).rows)).toMatchObject({ refunded: 4000, total: 6000 });
  });

  // A report holds the company's marks (shared) from before it reads them until it commits; the
  // compaction waits for it, so it never removes a mark a report read around.
  it('compacts the marks only when no report is taking them', async () => {
    const id = await norteSale('2026-11-28T15:00:00Z', 1);
    for (const refunded of [1000, 2000]) {
      await server.db.rows(sql`update history_payment set refunded_total = ${refunded} where id = ${id}`);
    }
    let compacted = false;
    let chores: Promise<void> = Promise.resolve();
    await server.db.orm.transaction(async (tx) => {
      await server.db.rows(sql`select pg_advisory_xact_lock_shared(7304, ${biz.company.companyId})`, tx);
      chores = server.runChores().then(() => {
        compacted = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(compacted).toBe(false);
    });
    await chores;
    expect(compacted).toBe(true);
    const [left] = await server.db.rows<{ n: number }>(
      sql`select count(*)::int as n from sys_report_stale_day where site_id = ${biz.norte} and day = '2026-11-28'`,
    );
    expect(left.n).toBe(1);
  });
});
