import { REPORT_IDS } from '@sari/contracts/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newCompany, newUser, signIn } from './factories';
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
const november = { from: '2026-11-01', to: '2026-11-30' };

// The figures below are worked out by hand from report-fixture.ts: Ana earns 40% of the Corte
// (8.000) minus consumables 10% of it (2.000) and $1.000 for the Manicure (no Uñas rule, so the
// general one), plus her 5.000 tip, minus her 8.000 advance: 2.000. Beto earns his fixed 5.000
// minus 2.000 of consumables: 3.000.
describe('specialist participation reports', () => {
  it('specialistGeneralParticipation: every specialist’s figures and pay', async () => {
    const report = await data('specialistGeneralParticipation');
    expect(report.rows).toEqual([
      {
        specialist: 'Ana Ríos',
        services: 2,
        service_sales: 50_000,
        product_sales: 20_000,
        commission: 8000,
        consumables: 3000,
        tips: 5000,
        advances: 8000,
        pay: 2000,
      },
      {
        specialist: 'Beto Gil',
        services: 1,
        service_sales: 20_000,
        product_sales: 0,
        commission: 5000,
        consumables: 2000,
        tips: 0,
        advances: 0,
        pay: 3000,
      },
    ]);
    expect(report.totals).toMatchObject({ commission: 13_000, pay: 5000 });
  });

  it('specialistDetailedParticipation: one specialist, every line; the specialist is required', async () => {
    const report = await data('specialistDetailedParticipation', { specialist_id: biz.ana.id });
    const line = (fields: Record<string, unknown>) => ({
      date: expect.stringMatching(/^2026-11-\d\dT10:00$/),
      category: null,
      sale: null,
      sold: 0,
      commission: 0,
      consumable: 0,
      tip: 0,
      advance: 0,
      ...fields,
    });
    expect(report.rows).toEqual([
      line({
        kind: 'Producto',
        description: 'Champú',
        sale: biz.sales.s1.id,
        sold: 20_000,
        pay: 0,
      }),
      // Lines of one moment are ordered by their kind.
      line({ kind: 'Propina', description: `Propina de la venta #${biz.sales.s1.id}`, tip: 5000, pay: 5000 }),
      line({
        kind: 'Servicio',
        description: 'Corte',
        category: 'Cabello',
        sale: biz.sales.s1.id,
        sold: 20_000,
        commission: 8000,
        consumable: 2000,
        pay: 6000,
      }),
      line({
        kind: 'Servicio',
        description: 'Manicure',
        category: 'Uñas',
        sale: biz.sales.s3.id,
        sold: 30_000,
        consumable: 1000,
        pay: -1000,
      }),
      line({ kind: 'Anticipo', description: 'Anticipo de nómina', advance: 8000, pay: -8000 }),
    ]);
    expect(report.totals).toEqual({
      sold: 70_000,
      commission: 8000,
      consumable: 3000,
      tip: 5000,
      advance: 8000,
      pay: 2000,
    });
    const missing = await biz.report('specialistDetailedParticipation');
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].message).toBe('Elige el especialista.');
  });

  it('specialistPayslip report: the lines that make the pay (no product sales)', async () => {
    const report = await data('specialistPayslip', { specialist_id: biz.ana.id });
    expect(report.rows.map((row: { kind: string }) => row.kind)).toEqual([
      'Propina',
      'Servicio',
      'Servicio',
      'Anticipo',
    ]);
    expect(report.totals.pay).toBe(2000);
  });
});

describe('the payslip and its payout', () => {
  it('sums the commission per category, consumables, advances and tips', async () => {
    const response = await biz.company.admin.get(`/api/specialists/${biz.ana.id}/payslip`, november);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({
      specialist: { id: biz.ana.id, name: 'Ana Ríos' },
      from: '2026-11-01',
      to: '2026-11-30',
      site_id: 0,
      categories: [
        { category: 'Cabello', services: 1, sold: 20_000, commission: 8000, consumable: 2000 },
        { category: 'Uñas', services: 1, sold: 30_000, commission: 0, consumable: 1000 },
      ],
      totals: {
        services: 2,
        sold: 50_000,
        commission: 8000,
        consumables: 3000,
        tips: 5000,
        advances: 8000,
        total: 2000,
      },
      payments: [],
    });
  });

  it('prints it as a PDF', async () => {
    const response = await biz.company.admin.get(`/api/specialists/${biz.ana.id}/payslip/pdf`, november);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(String(response.body).startsWith('%PDF')).toBe(true);
  });

  it('pays it from the drawer once: the total must agree, the period is then paid', async () => {
    const pay = (body: Record<string, unknown>) =>
      biz.company.admin.post(`/api/specialists/${biz.ana.id}/payslip/pay`, {
        ...november,
        site_id: biz.centro,
        total: 2000,
        ...body,
      });
    const wrong = await pay({ total: 2500 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].message).toBe(
      'La nómina cambió: ahora suma $2.000. Revísala antes de pagar.',
    );
    const before = await server.db.rows(sql`select 1 from money_movement where type = 'specialist_payout'`);
    expect(before).toEqual([]);
    const paid = await pay({});
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ amount: 2000 });
    const [movement] = await server.db.rows<Record<string, unknown>>(
      sql`select m.amount, m.direction, m.specialist_id, m.site_id, c.status
          from money_movement m join cash_drawer_session c on c.id = m.cash_drawer_session_id
          where m.id = ${paid.body.data.money_movement_id}`,
    );
    expect(movement).toEqual({
      amount: 2000,
      direction: 'out',
      specialist_id: biz.ana.id,
      site_id: biz.centro,
      status: 'open',
    });
    const again = await pay({});
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toBe('Ese periodo ya está pagado a este especialista en esta sede.');
    // An overlapping period is the same days paid twice.
    const overlap = await pay({ from: '2026-11-20', to: '2026-12-10', total: 1 });
    expect(overlap.status).toBe(409);
    const payslip = await biz.company.admin.get(`/api/specialists/${biz.ana.id}/payslip`, november);
    expect(payslip.body.data.payments).toEqual([
      {
        id: paid.body.data.id,
        site: 'Sede Centro',
        period_start: '2026-11-01',
        period_end: '2026-11-30',
        amount: 2000,
        date_created: expect.any(String),
      },
    ]);
    // Cash out of the drawer: it shows in the cash reports as a payout.
    const income = await data('cashDrawerIncome');
    expect(income.rows).toContainEqual({
      concept: 'Pagos a especialistas',
      movements: 1,
      income: 0,
      outflow: 2000,
      net: -2000,
    });
  });

  it('the database refuses two payments covering a common day, whoever writes them', async () => {
    const insert = (from: string, to: string) =>
      server.db.rows(sql`
        insert into specialist_payment (subscriber_owner_company_id, specialist_id, site_id, period_start, period_end, amount)
        values (${biz.company.companyId}, ${biz.beto.id}, ${biz.centro}, ${from}, ${to}, 1000)`);
    await insert('2026-09-01', '2026-09-15');
    await expect(insert('2026-09-15', '2026-09-30')).rejects.toThrow();
    // Adjacent periods are fine.
    await insert('2026-09-16', '2026-09-30');
  });

  it('two payouts of the same period at once: one wins', async () => {
    const cashier = await newUser(server, biz.company, { role: 'recepcionista' });
    const pay = (client: typeof cashier.client) =>
      client.post(`/api/specialists/${biz.beto.id}/payslip/pay`, {
        ...november,
        site_id: biz.centro,
        total: 3000,
      });
    const answers = await Promise.all([pay(biz.company.admin), pay(cashier.client), pay(biz.company.admin)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const payments = await server.db.rows(
      sql`select 1 from specialist_payment where specialist_id = ${biz.beto.id} and period_start = '2026-11-01'`,
    );
    expect(payments).toHaveLength(1);
    const payouts = await server.db.rows(
      sql`select 1 from money_movement where type = 'specialist_payout' and specialist_id = ${biz.beto.id}`,
    );
    expect(payouts).toHaveLength(1);
  });

  it('refuses nothing to pay, long periods, other sites and companies, bad input', async () => {
    const admin = biz.company.admin;
    const nothing = await admin.post(`/api/specialists/${biz.beto.id}/payslip/pay`, {
      ...november,
      site_id: biz.norte,
      total: 1,
    });
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors[0].message).toBe('No hay nada que pagar en ese periodo.');
    const long = await admin.get(`/api/specialists/${biz.ana.id}/payslip`, {
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(long.status).toBe(400);
    const reversed = await admin.get(`/api/specialists/${biz.ana.id}/payslip`, {
      from: '2026-12-01',
      to: '2026-11-01',
    });
    expect(reversed.status).toBe(400);
    const other = await newCompany(server);
    expect((await other.admin.get(`/api/specialists/${biz.ana.id}/payslip`, november)).status).toBe(404);
    const stolen = await other.admin.post(`/api/specialists/${biz.ana.id}/payslip/pay`, {
      ...november,
      site_id: other.siteId,
      total: 2000,
    });
    expect(stolen.status).toBe(404);
    const centroOnly = await newUser(server, biz.company, { role: 'administrador', siteIds: [biz.centro] });
    const elsewhere = await centroOnly.client.post(`/api/specialists/${biz.ana.id}/payslip/pay`, {
      from: '2026-12-01',
      to: '2026-12-31',
      site_id: biz.norte,
      total: 1,
    });
    expect(elsewhere.status).toBe(403);
    const bad = await admin.post(`/api/specialists/${biz.ana.id}/payslip/pay`, {
      from: 'ayer',
      site_id: 'x',
    });
    expect(bad.status).toBe(400);
  });
});

describe('who sees what', () => {
  it('a specialist sees only their own participation and payslip', async () => {
    const user = await newUser(server, biz.company, { role: 'especialista' });
    await server.db.rows(
      sql`update sari_user set specialist_id = ${biz.beto.id} where email = ${user.email}`,
    );
    const client = apiClient(server, await signIn(server, user.email, user.password, '10.0.0.7'));
    const general = await client.get('/api/reports/specialistGeneralParticipation', november);
    expect(general.status, JSON.stringify(general.body)).toBe(200);
    expect(general.body.data.rows.map((row: { specialist: string }) => row.specialist)).toEqual(['Beto Gil']);
    // Asking for Ana still answers Beto's lines.
    const detailed = await client.get('/api/reports/specialistDetailedParticipation', {
      ...november,
      specialist_id: biz.ana.id,
    });
    expect(detailed.body.data.totals.commission).toBe(5000);
    expect((await client.get('/api/reports/salesMonth', november)).status).toBe(403);
    expect((await client.get(`/api/specialists/${biz.ana.id}/payslip`, november)).status).toBe(403);
    expect((await client.get(`/api/specialists/${biz.beto.id}/payslip`, november)).status).toBe(200);
  });

  it('no report counts another company’s rows', async () => {
    const other = await newCompany(server);
    for (const id of REPORT_IDS) {
      const response = await other.admin.get(`/api/reports/${id}`, {
        ...november,
        specialist_id: biz.ana.id,
      });
      expect(response.status, `${id} ${JSON.stringify(response.body)}`).toBe(200);
      const { rows, totals } = response.body.data;
      if (id === 'appointmentSummary') {
        expect(totals.services).toBe(0);
      } else {
        expect(rows, id).toEqual([]);
      }
    }
  });

  it('no report counts the sites a user is not given', async () => {
    const centroOnly = await newUser(server, biz.company, { role: 'administrador', siteIds: [biz.centro] });
    for (const id of REPORT_IDS) {
      const response = await centroOnly.client.get(`/api/reports/${id}`, {
        ...november,
        specialist_id: biz.ana.id,
        limit: 1000,
      });
      expect(response.status, id).toBe(200);
      expect(JSON.stringify(response.body.data.rows), id).not.toContain('Sede Norte');
    }
    const methods = await centroOnly.client.get('/api/reports/cashDrawerPaymentMethods', november);
    // Without Norte's S5 (30.000 cash).
    expect(methods.body.data.rows.find((row: { method: string }) => row.method === 'Efectivo').income).toBe(
      55_000,
    );
    const sites = await centroOnly.client.get('/api/reports/salesSite', november);
    expect(sites.body.data.rows.map((row: { site: string }) => row.site)).toEqual(['Sede Centro']);
    const clients = await centroOnly.client.get('/api/reports/salesClient', november);
    expect(clients.body.data.rows.map((row: { client: string }) => row.client)).not.toContain('Pedro Paz');
    expect(
      (await centroOnly.client.get('/api/reports/salesSite', { ...november, site_id: biz.norte })).status,
    ).toBe(403);
  });
});
