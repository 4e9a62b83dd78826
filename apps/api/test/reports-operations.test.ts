import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRating, newReservation } from './data-factories';
import { type ReportBusiness, reportBusiness } from './report-fixture';
import { startTestServer, type TestServer } from './server';

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

// The figures below are worked out by hand from report-fixture.ts.
describe('cash drawer reports', () => {
  it('cashDrawerPaymentMethods: every kind of movement by method, floats apart', async () => {
    const report = await data('cashDrawerPaymentMethods');
    expect(report.rows).toEqual([
      // S1 40.000 + tip 5.000 + S4 10.000 + S5 30.000 in; S4's refund 10.000 and the advance 8.000 out.
      { method: 'Efectivo', movements: 6, income: 85_000, outflow: 18_000, net: 67_000 },
      { method: 'Tarjeta', movements: 2, income: 50_000, outflow: 0, net: 50_000 },
    ]);
    expect(report.totals).toEqual({ movements: 8, income: 135_000, outflow: 18_000, net: 117_000 });
  });

  it('cashDrawerIncome: where the money came from and went to', async () => {
    const report = await data('cashDrawerIncome');
    expect(report.rows).toEqual([
      { concept: 'Ventas', movements: 5, income: 130_000, outflow: 0, net: 130_000 },
      { concept: 'Propinas', movements: 1, income: 5000, outflow: 0, net: 5000 },
      { concept: 'Anticipos a especialistas', movements: 1, income: 0, outflow: 8000, net: -8000 },
      { concept: 'Devoluciones', movements: 1, income: 0, outflow: 10_000, net: -10_000 },
    ]);
  });

  it('cashDrawer: each session with its balance, and what was counted once closed', async () => {
    const status = await biz.company.admin.get('/api/cash-drawer/status', { site_id: biz.norte });
    const closed = await biz.company.admin.post(
      `/api/cash-drawer/sessions/${status.body.data.session.id}/close`,
      {
        counts: [{ payment_methods_name: 'efectivo', counted_amount: 129_000 }],
      },
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const report = await data('cashDrawer', { sort: 'site' });
    expect(report.rows).toEqual([
      {
        session: expect.any(Number),
        site: 'Sede Centro',
        opened_at: expect.stringMatching(/^2026-11-\d\dT\d\d:\d\d$/),
        closed_at: null,
        opened_by: expect.any(String),
        opening: 100_000,
        // Every sale of the session counts, S6 too (dated in December, charged in this session).
        income: 125_000,
        outflow: 18_000,
        balance: 207_000,
        counted: null,
        difference: null,
      },
      {
        session: status.body.data.session.id,
        site: 'Sede Norte',
        opened_at: expect.stringMatching(/^2026-11-\d\dT\d\d:\d\d$/),
        closed_at: expect.stringMatching(/^2026-11-\d\dT\d\d:\d\d$/),
        opened_by: expect.any(String),
        opening: 100_000,
        income: 30_000,
        outflow: 0,
        balance: 130_000,
        counted: 129_000,
        difference: -1000,
      },
    ]);
    expect(report.totals).toMatchObject({
      opening: 200_000,
      balance: 337_000,
      counted: 129_000,
      difference: -1000,
    });
  });
});

describe('product reports', () => {
  it('lowStocks: what is at or below its minimum, and how many are missing', async () => {
    const report = await data('lowStocks');
    // Centro: 50 - 2 (S1) - 1 (S4) + 1 (S4 refunded) = 48, minimum 60.
    expect(report.rows).toEqual([
      { product: 'Champú', site: 'Sede Centro', stock: 48, min_stock: 60, missing: 12, supplier: null },
    ]);
  });

  it('stocks: units on each shelf and what they are worth at cost', async () => {
    const report = await data('stocks');
    expect(report.rows).toEqual([
      { product: 'Champú', site: 'Sede Centro', stock: 48, min_stock: 60, cost: 4000, value: 192_000 },
      { product: 'Champú', site: 'Sede Norte', stock: 47, min_stock: 0, cost: 4000, value: 188_000 },
    ]);
    expect(report.totals).toEqual({ stock: 95, value: 380_000 });
  });
});

describe('purchase reports', () => {
  beforeAll(async () => {
    const company = biz.company.companyId;
    const supplier = async (name: string) =>
      (
        await server.db.rows<{ id: number }>(
          sql`insert into supplier (subscriber_owner_company_id, name) values (${company}, ${name}) returning id`,
        )
      )[0].id;
    const sur = await supplier('Proveedora Sur');
    const norte = await supplier('Distribuidora Norte');
    const order = async (
      supplierId: number,
      siteId: number,
      date: string,
      status: string,
      line: { quantity: number; cost: number; received: number },
      paid = 0,
    ) => {
      const [row] = await server.db.rows<{ id: number }>(sql`
        insert into purchase_order (subscriber_owner_company_id, supplier_id, site_id, status, order_date, total, paid_total)
        values (${company}, ${supplierId}, ${siteId}, ${status}, ${date}, ${line.quantity * line.cost}, ${paid}) returning id`);
      const [orderLine] = await server.db.rows<{ id: number }>(sql`
        insert into purchase_order_line (subscriber_owner_company_id, purchase_order_id, product_id, quantity, unit_cost_on_order, received_quantity)
        values (${company}, ${row.id}, ${biz.champu.id}, ${line.quantity}, ${line.cost}, ${line.received}) returning id`);
      return { id: row.id, lineId: orderLine.id };
    };
    const p1 = await order(
      sur,
      biz.centro,
      '2026-11-03',
      'received',
      { quantity: 10, cost: 4000, received: 10 },
      20_000,
    );
    const [ret] = await server.db.rows<{ id: number }>(sql`
      insert into purchase_return (subscriber_owner_company_id, purchase_order_id, reason, total)
      values (${company}, ${p1.id}, 'Dañado', 4000) returning id`);
    await server.db.rows(sql`
      insert into purchase_return_line (subscriber_owner_company_id, purchase_return_id, purchase_order_line_id, quantity)
      values (${company}, ${ret.id}, ${p1.lineId}, 1)`);
    await order(norte, biz.norte, '2026-11-20', 'ordered', { quantity: 5, cost: 5000, received: 0 });
    // A draft and an order of another month are left out.
    await order(sur, biz.centro, '2026-11-21', 'draft', { quantity: 7, cost: 1000, received: 0 });
    await order(sur, biz.centro, '2026-10-15', 'received', { quantity: 7, cost: 1000, received: 7 });
  });

  const both = { orders: 2, ordered: 65_000, received: 40_000, returned: 4000, paid: 20_000, owed: 16_000 };

  it('purchaseMonth', async () => {
    const report = await data('purchaseMonth', { from: '2026-10-16' });
    expect(report.rows).toEqual([{ month: '2026-11', ...both }]);
  });

  it('purchaseSite and purchaseSupplier', async () => {
    const centro = {
      orders: 1,
      ordered: 40_000,
      received: 40_000,
      returned: 4000,
      paid: 20_000,
      owed: 16_000,
    };
    const norte = { orders: 1, ordered: 25_000, received: 0, returned: 0, paid: 0, owed: 0 };
    expect((await data('purchaseSite')).rows).toEqual([
      { site: 'Sede Centro', ...centro },
      { site: 'Sede Norte', ...norte },
    ]);
    const suppliers = await data('purchaseSupplier');
    expect(suppliers.rows).toEqual([
      { supplier: 'Proveedora Sur', ...centro },
      { supplier: 'Distribuidora Norte', ...norte },
    ]);
    expect(suppliers.totals).toEqual(both);
  });

  it('purchaseProduct', async () => {
    expect((await data('purchaseProduct')).rows).toEqual([
      {
        product: 'Champú',
        orders: 2,
        quantity: 15,
        received_quantity: 10,
        ordered: 65_000,
        received: 40_000,
        unit_cost: 4333,
      },
    ]);
  });
});

describe('appointment reports', () => {
  beforeAll(async () => {
    const { ana, beto, corte, manicure, laura, pedro, company } = biz;
    const c = company.companyId;
    // Ana works Tuesday to Thursday 09:00-13:00, Beto Tuesday 09:00-11:00; Ana is away on
    // Thursday from 10:00 to 12:00 (set first: the bookings below follow her windows).
    await server.db.rows(sql`
      insert into specialist_availability (subscriber_owner_company_id, specialist_id, site_id, weekday, start_time, end_time)
      values (${c}, ${ana.id}, ${biz.centro}, 2, '09:00', '13:00'), (${c}, ${ana.id}, ${biz.centro}, 3, '09:00', '13:00'),
        (${c}, ${ana.id}, ${biz.centro}, 4, '09:00', '13:00'), (${c}, ${beto.id}, ${biz.centro}, 2, '09:00', '11:00')`);
    await server.db.rows(sql`
      insert into specialist_absence (subscriber_owner_company_id, specialist_id, date_start, date_end, start_time, end_time)
      values (${c}, ${ana.id}, '2026-11-26', '2026-11-26', '10:00', '12:00')`);
    // Tuesday 24: Laura with Ana (Corte 09:00) and Beto (Manicure 10:00), she arrived.
    const r1 = await newReservation(company, {
      clientId: laura.id,
      date: '2026-11-24',
      services: [
        { serviceId: corte.id, specialistId: ana.id, time: '09:00' },
        { serviceId: manicure.id, specialistId: beto.id, time: '10:00' },
      ],
    });
    // Wednesday 25: Pedro with Ana, did not come. Thursday 26: Laura with Ana, cancelled.
    const r2 = await newReservation(company, {
      clientId: pedro.id,
      date: '2026-11-25',
      services: [{ serviceId: corte.id, specialistId: ana.id, time: '09:00' }],
    });
    const r3 = await newReservation(company, {
      clientId: laura.id,
      date: '2026-11-26',
      services: [{ serviceId: manicure.id, specialistId: ana.id, time: '09:00' }],
    });
    for (const [id, status] of [
      [r1.id, 'cliente_llego'],
      [r2.id, 'no_llego'],
      [r3.id, 'cancelado'],
    ] as const) {
      const changed = await company.admin.patch(`/api/items/service_reservation/${id}`, { status });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    }
    await newRating(server, company, { reservationId: r1.id, clientId: laura.id, rating: 4 });
  });

  it('appointmentClient', async () => {
    const report = await data('appointmentClient');
    expect(report.rows).toEqual([
      {
        client: 'Laura Mora',
        appointments: 2,
        attended: 1,
        no_shows: 0,
        cancelled: 1,
        services: 2,
        value: 50_000,
        last_visit: '2026-11-24',
      },
      {
        client: 'Pedro Paz',
        appointments: 1,
        attended: 0,
        no_shows: 1,
        cancelled: 0,
        services: 0,
        value: 0,
        last_visit: null,
      },
    ]);
  });

  it('appointmentSpecialist, with the clients’ rating', async () => {
    const report = await data('appointmentSpecialist', { sort: 'specialist' });
    // Hours are a length of time, shown as 'Xh Ymin' by the screen.
    expect(report.columns.find((column: { key: string }) => column.key === 'hours')?.type).toBe('hours');
    expect(report.rows).toEqual([
      {
        specialist: 'Ana Ríos',
        services: 1,
        clients: 1,
        hours: 1,
        no_shows: 1,
        cancelled: 1,
        value: 20_000,
        rating: 4,
      },
      {
        specialist: 'Beto Gil',
        services: 1,
        clients: 1,
        hours: 1,
        no_shows: 0,
        cancelled: 0,
        value: 30_000,
        rating: 4,
      },
    ]);
  });

  it('appointmentSummary: occupancy of each day against the hours available', async () => {
    const report = await data('appointmentSummary', { from: '2026-11-24', to: '2026-11-27' });
    expect(report.rows).toEqual([
      {
        date: '2026-11-24',
        appointments: 1,
        services: 2,
        no_shows: 0,
        cancelled: 0,
        booked_hours: 2,
        available_hours: 6,
        occupancy: 33.3,
      },
      {
        date: '2026-11-25',
        appointments: 0,
        services: 0,
        no_shows: 1,
        cancelled: 0,
        booked_hours: 0,
        available_hours: 4,
        occupancy: 0,
      },
      {
        date: '2026-11-26',
        appointments: 0,
        services: 0,
        no_shows: 0,
        cancelled: 1,
        booked_hours: 0,
        available_hours: 2,
        occupancy: 0,
      },
      // Friday: nobody works.
      {
        date: '2026-11-27',
        appointments: 0,
        services: 0,
        no_shows: 0,
        cancelled: 0,
        booked_hours: 0,
        available_hours: 0,
        occupancy: null,
      },
    ]);
    expect(report.chart).toEqual({ kind: 'line', x: 'date', series: ['occupancy'] });
  });
});
