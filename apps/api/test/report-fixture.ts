import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  newClient,
  newReservation,
  newServiceCategory,
  newStockedProduct,
  openDrawer,
} from './data-factories';
import { newCompany, type TestCompany } from './factories';
import type { TestServer } from './server';

// A small hand-made business for the report tests (decision 015), every figure chosen so the
// expected answers can be worked out by hand. Two sites in Bogotá: Centro (the first) and Norte.
//
// Services: Corte $20.000 (Cabello), Manicure $30.000 (Uñas). Product: Champú $10.000 (Cuidado,
// cost $4.000) with 50 units at each site, minimum 60 at Centro.
// Ana: 40% on Cabello, nothing on Uñas. Beto: $5.000 fixed per Cabello service.
// Consumables: Cabello 10%; any other category $1.000 per service.
// Sales (November 2026):
//   S1 5 Nov Centro, Laura: Corte by Ana + 2 Champú by Ana, $40.000 cash, tip $5.000 for Ana (cash)
//   S2 6 Nov Centro, no client: Corte by Beto, $20.000 card
//   S3 7 Nov Centro, Laura: Manicure by Ana, $30.000 card
//   S4 8 Nov Centro, Laura: 1 Champú $10.000 cash, then refunded whole (anulado)
//   S5 9 Nov Norte, Pedro: 3 Champú, $30.000 cash
//   S6 2 Dec Centro: Corte by Ana $20.000 cash (outside the November range)
// Advance to Ana: $8.000 cash at Centro on 10 Nov.
export async function reportBusiness(server: TestServer) {
  const company = await newCompany(server);
  const admin = company.admin;
  const post = async (path: string, body: unknown) => {
    const response = await admin.post(path, body);
    if (response.status !== 200) {
      throw new Error(`${path} failed: ${response.status} ${JSON.stringify(response.body)}`);
    }
    return response.body.data;
  };
  const centro = company.siteId;
  const norte = (await post('/api/items/site', { name: 'Sede Norte' })).id as number;
  const cabello = await newServiceCategory(company, 'Cabello');
  const unas = await newServiceCategory(company, 'Uñas');
  const ana = await post('/api/items/specialist', {
    name: 'Ana',
    last_name: 'Ríos',
    color_in_reserve: '#7E57C2',
    specialist_site: [{ site_id: centro }, { site_id: norte }],
    specialist_commission: [{ service_category_id: cabello.id, commission: 40, commission_type: '%' }],
  });
  const beto = await post('/api/items/specialist', {
    name: 'Beto',
    last_name: 'Gil',
    color_in_reserve: '#26A69A',
    specialist_site: [{ site_id: centro }],
    specialist_commission: [{ service_category_id: cabello.id, commission: 5000, commission_type: 'fixed' }],
  });
  const service = (name: string, categoryId: number, price: number) =>
    post('/api/items/service', {
      name,
      duration: 60,
      service_category_id: categoryId,
      service_site_price: [{ site_id: centro, price }],
      service_specialist: [{ specialist_id: ana.id }, { specialist_id: beto.id }],
    });
  const corte = await service('Corte', cabello.id, 20_000);
  const manicure = await service('Manicure', unas.id, 30_000);
  await post('/api/items/discount_consumable_product', {
    description: 'Tintes',
    service_category_id: cabello.id,
    discount_type: '%',
    discount_value: 10,
  });
  await post('/api/items/discount_consumable_product', {
    description: 'Insumos generales',
    discount_type: 'fixed',
    discount_value: 1000,
  });
  const cuidado = await post('/api/items/product_category', { name: 'Cuidado' });
  const champu = await newStockedProduct(company, { name: 'Champú', price: 10_000, units: 50 });
  const [type] = await server.db.rows<{ id: number }>(
    sql`select id from product_type_price where subscriber_owner_company_id = ${company.companyId} and is_default`,
  );
  await post('/api/items/product_price', {
    product_id: champu.id,
    site_id: norte,
    product_type_price_id: type.id,
    price: 10_000,
  });
  await post(`/api/products/${champu.id}/stock-adjustments`, {
    site_id: norte,
    mode: 'delta',
    quantity: 50,
    reason: 'Inventario inicial',
  });
  await server.db.rows(
    sql`update product set cost = 4000, product_category_id = ${cuidado.id} where id = ${champu.id}`,
  );
  await server.db.rows(
    sql`update product_stock set min_stock = 60 where product_id = ${champu.id} and site_id = ${centro}`,
  );
  await openDrawer(company);
  await post('/api/cash-drawer/sessions', { site_id: norte, opening_amount: 100_000 });
  const laura = await newClient(company, { first_name: 'Laura', last_name: 'Mora' });
  const pedro = await newClient(company, { first_name: 'Pedro', last_name: 'Paz' });

  // A sale through the checkout, then dated `at` with all its money movements.
  const sale = async (at: string, body: Record<string, unknown>) => {
    const data = await post('/api/items/history_payment', { site_id: centro, ...body });
    await server.db.rows(
      sql`update history_payment set date_created = ${at}::timestamptz where id = ${data.id}`,
    );
    await server.db.rows(
      sql`update money_movement set date_created = ${at}::timestamptz
          where id in (select money_movement_id from history_payment_method where history_payment_id = ${data.id}
                       union select money_movement_id from history_payment_tip where history_payment_id = ${data.id})`,
    );
    return data as { id: number; total: number };
  };
  const cash = (amountPay: number) => [{ amountPay, paymentMethod: 'efectivo' }];
  const card = (amountPay: number) => [{ amountPay, paymentMethod: 'tarjeta' }];
  const s1 = await sale('2026-11-05T15:00:00Z', {
    client_id: laura.id,
    lines: [
      { service_id: corte.id, specialist_id: ana.id },
      { product_id: champu.id, amount: 2, specialist_id: ana.id },
    ],
    payments: cash(40_000),
    tips: [{ specialist_id: ana.id, amount: 5000, paymentMethod: 'efectivo' }],
  });
  const s2 = await sale('2026-11-06T15:00:00Z', {
    lines: [{ service_id: corte.id, specialist_id: beto.id }],
    payments: card(20_000),
  });
  const s3 = await sale('2026-11-07T15:00:00Z', {
    client_id: laura.id,
    lines: [{ service_id: manicure.id, specialist_id: ana.id }],
    payments: card(30_000),
  });
  const s4 = await sale('2026-11-08T15:00:00Z', {
    client_id: laura.id,
    cart_type: 'product',
    lines: [{ product_id: champu.id, amount: 1 }],
    payments: cash(10_000),
  });
  await post(`/api/sales/${s4.id}/refunds`, { reason: 'Devolución de prueba' });
  const s5 = await sale('2026-11-09T15:00:00Z', {
    site_id: norte,
    client_id: pedro.id,
    cart_type: 'product',
    lines: [{ product_id: champu.id, amount: 3 }],
    payments: cash(30_000),
  });
  const s6 = await sale('2026-12-02T15:00:00Z', {
    lines: [{ service_id: corte.id, specialist_id: ana.id }],
    payments: cash(20_000),
  });
  const advance = await post('/api/cash-drawer/movements', {
    site_id: centro,
    type: 'specialist_advance',
    amount: 8000,
    concept: 'Anticipo de nómina',
    specialist_id: ana.id,
  });
  await server.db.rows(
    sql`update money_movement set date_created = '2026-11-10T15:00:00Z' where id = ${advance.id}`,
  );
  const report = (id: string, query: Record<string, unknown> = {}, as: TestCompany['admin'] = admin) =>
    as.get(`/api/reports/${id}`, { from: '2026-11-01', to: '2026-11-30', limit: 100, ...query });
  return {
    server,
    company,
    centro,
    norte,
    ana,
    beto,
    corte,
    manicure,
    champu,
    laura,
    pedro,
    sales: { s1, s2, s3, s4, s5, s6 },
    report,
    // The report's answer, which must be a 200.
    data: async (id: string, query: Record<string, unknown> = {}) => {
      const response = await report(id, query);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    },
    newReservation,
  };
}

export type ReportBusiness = Awaited<ReturnType<typeof reportBusiness>>;
