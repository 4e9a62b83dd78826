import { randomBytes } from 'node:crypto';
import { DEFAULT_TIME_ZONE, wallClock } from '@sari/domain/zoned-time';
import { sql } from 'drizzle-orm';
import type { Database, Orm } from '../client';
import { addWeeklySchedule, createCompanyUser, provisionCompany } from '../provision';
import { type DemoMoment, seedActivity } from './activity';
import { seedCatalogue, type Window } from './catalogue';
import { type Writer, writer } from './insert';
import { addDays, createRandom, isoDate, type Random } from './random';

export const DEMO_PASSWORD = 'demo12345';
export const DEMO_ACCOUNTS = [
  { label: 'Aurora Spa (Administrador)', email: 'admin@aurora.demo', password: DEMO_PASSWORD },
  {
    label: 'Aurora Spa (Recepcionista, Sede Chapinero)',
    email: 'recepcion@aurora.demo',
    password: DEMO_PASSWORD,
  },
  { label: 'Aurora Spa (Consulta: solo lectura)', email: 'consulta@aurora.demo', password: DEMO_PASSWORD },
  { label: 'Distribuidora Lumen (Administrador)', email: 'admin@lumen.demo', password: DEMO_PASSWORD },
];

// A custom role beside the system ones: the accountant reads everything and changes nothing.
const READ_ONLY_MODULES = [
  'calendar',
  'cash_drawer',
  'clients',
  'products',
  'promotions',
  'services',
  'specialists',
  'sales',
  'shopping',
  'reports',
  'settings',
];

export type DemoOptions = {
  // better-auth's password hasher, so demo users sign in like any other.
  hashPassword: (password: string) => Promise<string>;
  today?: Date;
};

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.rows<{ n: number }>(sql`select count(*)::int as n from subscriber_owner_company`);
  return rows[0].n === 0;
}

const authId = () => randomBytes(16).toString('hex');

async function seedShopping(
  w: Writer,
  r: Random,
  companyId: number,
  siteId: number,
  productIds: number[],
  today: Date,
) {
  const c = { subscriber_owner_company_id: companyId };
  const supplierIds = await w.insert(
    'supplier',
    [
      'Distribuciones Belleza SAS',
      'Importadora Glamour',
      'Cosméticos del Valle',
      'Suministros Estética Pro',
      'Química Capilar Ltda',
    ].map((name, index) => ({
      ...c,
      name,
      tax_id: `900${100000 + index * 3571}-${index}`,
      contact_name: `Contacto ${index + 1}`,
      phone: `601${3000000 + index * 1117}`,
      email: `ventas${index + 1}@proveedor.demo`,
    })),
  );
  const statuses = ['received', 'received', 'ordered', 'draft', 'cancelled'];
  const orders = statuses.map((status, index) => ({
    status,
    date: isoDate(addDays(today, -40 + index * 9)),
    lines: [0, 1, 2].map(() => ({
      product: r.pick(productIds),
      quantity: r.int(5, 24),
      cost: r.int(8, 60) * 1000,
    })),
  }));
  const orderIds = await w.insert(
    'purchase_order',
    orders.map((order, index) => ({
      ...c,
      supplier_id: supplierIds[index % supplierIds.length],
      site_id: siteId,
      status: order.status,
      order_date: order.date,
      expected_date: isoDate(addDays(new Date(`${order.date}T00:00:00Z`), 7)),
      received_at:
        order.status === 'received'
          ? `${isoDate(addDays(new Date(`${order.date}T00:00:00Z`), 5))}T15:00:00-05:00`
          : null,
      total: order.lines.reduce((sum, line) => sum + line.quantity * line.cost, 0),
    })),
  );
  await w.insert(
    'purchase_order_line',
    orders.flatMap((order, index) =>
      order.lines.map((line) => ({
        ...c,
        purchase_order_id: orderIds[index],
        product_id: line.product,
        quantity: line.quantity,
        unit_cost_on_order: line.cost,
        received_quantity: order.status === 'received' ? line.quantity : 0,
      })),
    ),
  );
}

async function seedAurora(db: Database, tx: Orm, hash: string, moment: DemoMoment) {
  const { today } = moment;
  const r = createRandom(20261122);
  const w = writer(db, tx);
  const company = await provisionCompany(db, tx, {
    ownerName: 'Aurora Méndez',
    ownerEmail: 'admin@aurora.demo',
    companyName: 'Aurora Spa',
    categoryBusiness: 'centro_belleza',
    siteName: 'Sede Chapinero',
  });
  const c = { subscriber_owner_company_id: company.companyId };
  await db.rows(
    sql`update subscriber_owner_company set tax_id = '901234567-8', address = 'Calle 63 # 9-45, Bogotá', phone = '6017654321', public_slug = 'aurora-spa' where id = ${company.companyId}`,
    tx,
  );
  await db.rows(
    sql`update site set address = 'Calle 63 # 9-45, Chapinero', phone = '6017654321' where id = ${company.siteId}`,
    tx,
  );
  const [second] = await w.insert('site', [
    { ...c, name: 'Sede Usaquén', address: 'Carrera 7 # 120-20, Usaquén', phone: '6011234567' },
  ]);
  await addWeeklySchedule(db, tx, company.companyId, second, '09:00', '19:00');
  const [sundayHours] = await w.insert('site_schedule_time', [
    { ...c, start_time: '10:00', end_time: '16:00' },
  ]);
  await db.rows(
    sql`update site_schedule set is_active = true, site_schedule_time_id = ${sundayHours} where site_id = ${second} and weekday = 0`,
    tx,
  );
  const admin = await createCompanyUser(db, tx, {
    authUserId: authId(),
    companyId: company.companyId,
    firstName: 'Aurora',
    lastName: 'Méndez',
    email: 'admin@aurora.demo',
    passwordHash: hash,
    roleIds: [company.roles.administrador],
  });
  await createCompanyUser(db, tx, {
    authUserId: authId(),
    companyId: company.companyId,
    firstName: 'Rosa',
    lastName: 'Quintero',
    email: 'recepcion@aurora.demo',
    passwordHash: hash,
    roleIds: [company.roles.recepcionista],
    siteIds: [company.siteId],
  });
  const [readOnlyRole] = await w.insert('sari_role', [
    {
      ...c,
      name: 'Consulta',
      description: 'Ve todo el negocio sin poder cambiar nada (contabilidad, auditoría).',
    },
  ]);
  await w.insert(
    'sari_permissions',
    READ_ONLY_MODULES.map((module) => ({
      ...c,
      sari_role_id: readOnlyRole,
      sari_module_id: module,
      action: 'read',
    })),
  );
  await createCompanyUser(db, tx, {
    authUserId: authId(),
    companyId: company.companyId,
    firstName: 'Clara',
    lastName: 'Contreras',
    email: 'consulta@aurora.demo',
    passwordHash: hash,
    roleIds: [readOnlyRole],
  });
  const catalogue = await seedCatalogue(
    w,
    r,
    company.companyId,
    [company.siteId, second],
    { clients: 300, products: 40, specialists: 8 },
    today,
  );
  // The sites' hours as set above (the first site's from provisioning): Chapinero 08:00-20:00
  // Monday to Saturday; Usaquén 09:00-19:00 and Sundays 10:00-16:00.
  const weekdays = (from: number, to: number) =>
    new Map([1, 2, 3, 4, 5, 6].map((weekday) => [weekday, [from * 60, to * 60] as Window]));
  const usaquen = weekdays(9, 19);
  usaquen.set(0, [10 * 60, 16 * 60]);
  const siteHours = new Map([
    [company.siteId, weekdays(8, 20)],
    [second, usaquen],
  ]);
  const activity = await seedActivity(
    w,
    r,
    company.companyId,
    catalogue,
    moment,
    admin.sariUserId,
    siteHours,
  );
  const promotions = [
    {
      name: 'Martes de uñas',
      discount_type: '%',
      discount_value: 20,
      start: -30,
      end: 60,
      services: catalogue.services.filter((s) => s.categoryIndex === 1),
      status: 'vigente',
    },
    {
      name: 'Masaje + facial',
      discount_type: 'fixed',
      discount_value: 15000,
      start: -10,
      end: 20,
      services: catalogue.services.filter((s) => s.categoryIndex === 4).slice(0, 2),
      status: 'vigente',
    },
    {
      name: 'Temporada de verano',
      discount_type: '%',
      discount_value: 15,
      start: -120,
      end: -60,
      services: catalogue.services.filter((s) => s.categoryIndex === 5),
      status: 'vencido',
    },
  ];
  const promotionIds = await w.insert(
    'discount_promotion',
    promotions.map((promotion) => ({
      ...c,
      name: promotion.name,
      type_element: 'servicio',
      date_start: isoDate(addDays(today, promotion.start)),
      date_end: isoDate(addDays(today, promotion.end)),
      time_start: '08:00',
      time_end: '20:00',
      status: promotion.status,
      discount_type: promotion.discount_type,
      discount_value: promotion.discount_value,
    })),
  );
  await w.insert(
    'discount_promotion_site',
    promotionIds.flatMap((id) =>
      catalogue.siteIds.map((siteId) => ({ ...c, discount_promotion_id: id, site_id: siteId })),
    ),
  );
  await w.insert(
    'discount_promotion_service',
    promotions.flatMap((promotion, index) =>
      promotion.services.map((service) => ({
        ...c,
        discount_promotion_id: promotionIds[index],
        service_id: service.id,
      })),
    ),
  );
  // Session packages of the catalogue (decision 051): priced per site a little under their
  // sessions at the site's price; none sold yet (a sale goes through the checkout and its wallet).
  const packages = [
    { name: 'Plan 10 masajes', sessions: 10, validity: 6, unit: 'months', category: 4, off: 0.85 },
    { name: 'Plan uñas 5 sesiones', sessions: 5, validity: 3, unit: 'months', category: 1, off: 0.9 },
    { name: 'Depilación 8 sesiones', sessions: 8, validity: 12, unit: 'months', category: 5, off: 0.8 },
  ].map((item) => ({
    ...item,
    services: catalogue.services.filter((s) => s.categoryIndex === item.category),
  }));
  const packageIds = await w.insert(
    'session_package',
    packages.map((item) => ({
      ...c,
      name: item.name,
      description: `${item.sessions} sesiones para usar en ${item.validity} meses.`,
      sessions: item.sessions,
      validity: item.validity,
      validity_unit: item.unit,
      is_active: true,
    })),
  );
  await w.insert(
    'session_package_service',
    packages.flatMap((item, index) =>
      item.services.map((service) => ({
        ...c,
        session_package_id: packageIds[index],
        service_id: service.id,
      })),
    ),
  );
  await w.insert(
    'session_package_site_price',
    packages.flatMap((item, index) =>
      catalogue.siteIds.map((siteId) => ({
        ...c,
        session_package_id: packageIds[index],
        site_id: siteId,
        price:
          Math.round((item.sessions * (item.services[0]?.prices.get(siteId) ?? 0) * item.off) / 1000) * 1000,
      })),
    ),
  );
  // One membership plan (decision 055): 10 % off services and one included manicure a month,
  // at every site; none sold yet.
  const manicure = catalogue.services.find((s) => s.categoryIndex === 1);
  const [membershipId] = await w.insert('membership_plan', [
    {
      ...c,
      name: 'Club Sari mensual',
      description: '10 % en todos los servicios y una manicura incluida cada mes.',
      period: 'monthly',
      service_discount: 10,
      product_discount: null,
      included_services: manicure ? 1 : 0,
      rolls_over: false,
      is_active: true,
    },
  ]);
  if (manicure) {
    await w.insert('membership_plan_service', [
      { ...c, membership_plan_id: membershipId, service_id: manicure.id },
    ]);
  }
  await w.insert(
    'membership_plan_site_price',
    catalogue.siteIds.map((siteId) => ({
      ...c,
      membership_plan_id: membershipId,
      site_id: siteId,
      price: 89_000,
    })),
  );
  await seedShopping(
    w,
    r,
    company.companyId,
    company.siteId,
    catalogue.products.map((p) => p.id),
    today,
  );
  await w.insert(
    'opportunity',
    catalogue.clients.slice(0, 12).map((clientId, index) => ({
      ...c,
      client_id: clientId,
      site_id: catalogue.siteIds[index % 2],
      title: [
        'Paquete novia',
        'Plan mensual de uñas',
        'Tratamiento capilar 6 sesiones',
        'Depilación láser 8 sesiones',
      ][index % 4],
      status: ['new', 'contacted', 'won', 'lost'][index % 4],
      expected_value: ((index % 4) + 1) * 250000,
      expected_close_date: isoDate(addDays(today, index * 3 - 10)),
      sari_user_id: admin.sariUserId,
    })),
  );
  return activity;
}

async function seedLumen(db: Database, tx: Orm, hash: string, today: Date) {
  const r = createRandom(7);
  const w = writer(db, tx);
  const company = await provisionCompany(db, tx, {
    ownerName: 'Lucía Lumen',
    ownerEmail: 'admin@lumen.demo',
    companyName: 'Distribuidora Lumen',
    categoryBusiness: 'comercializadora_productos',
    siteName: 'Bodega Principal',
  });
  const c = { subscriber_owner_company_id: company.companyId };
  const admin = await createCompanyUser(db, tx, {
    authUserId: authId(),
    companyId: company.companyId,
    firstName: 'Lucía',
    lastName: 'Lumen',
    email: 'admin@lumen.demo',
    passwordHash: hash,
    roleIds: [company.roles.administrador],
  });
  const catalogue = await seedCatalogue(
    w,
    r,
    company.companyId,
    [company.siteId],
    { clients: 40, products: 15, specialists: 2 },
    today,
  );
  const statuses = ['quote', 'confirmed', 'delivered', 'invoiced', 'cancelled'];
  const orders = Array.from({ length: 10 }, (_, index) => ({
    status: statuses[index % statuses.length],
    client: catalogue.clients[index],
    lines: [0, 1].map(() => {
      const product = r.pick(catalogue.products);
      const quantity = r.int(2, 20);
      return { product: product.id, quantity, price: product.price, total: quantity * product.price };
    }),
    date: isoDate(addDays(today, -index * 4)),
  }));
  const orderIds = await w.insert(
    'sales_order',
    orders.map((order) => ({
      ...c,
      client_id: order.client,
      site_id: company.siteId,
      status: order.status,
      order_date: order.date,
      // Delivered on its day; a quote or confirmed order promised five days after it (the older
      // ones are past that day: overdue).
      delivery_date:
        order.status === 'delivered' || order.status === 'invoiced'
          ? order.date
          : order.status === 'cancelled'
            ? null
            : isoDate(addDays(new Date(`${order.date}T00:00:00Z`), 5)),
      total: order.lines.reduce((sum, line) => sum + line.total, 0),
      sari_user_id: admin.sariUserId,
    })),
  );
  await w.insert(
    'sales_order_line',
    orders.flatMap((order, index) =>
      order.lines.map((line) => ({
        ...c,
        sales_order_id: orderIds[index],
        product_id: line.product,
        quantity: line.quantity,
        delivered_quantity: order.status === 'delivered' || order.status === 'invoiced' ? line.quantity : 0,
        unit_price: line.price,
        discount: 0,
        total: line.total,
      })),
    ),
  );
}

// The demo: Aurora Spa (centro_belleza, 2 sites, 8 specialists, 30 services, 40 products,
// 300 clients, ~105 days of reservations and sales) and Distribuidora Lumen
// (comercializadora_productos). Generated, deterministic for a given day, one transaction.
export async function loadDemoData(db: Database, options: DemoOptions) {
  // "Today" of the demo is the demo sites' wall clock (Bogotá), not the server's UTC date: a
  // salon that opens the demo at 20:00 sees tonight's day, not tomorrow's.
  const local = wallClock(DEFAULT_TIME_ZONE, options.today ?? new Date());
  const today = new Date(`${local.date}T00:00:00Z`);
  const [hour, minute] = local.time.split(':').map(Number);
  const hash = await options.hashPassword(DEMO_PASSWORD);
  return db.orm.transaction(async (tx) => {
    const aurora = await seedAurora(db, tx, hash, { today, minutes: hour * 60 + minute });
    await seedLumen(db, tx, hash, today);
    return aurora;
  });
}
