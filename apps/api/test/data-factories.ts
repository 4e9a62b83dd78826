import type { TestCompany } from './factories';

// Business data built through the API, as the screens build it. Each returns the created row.
type Row = { id: number } & Record<string, unknown>;

async function created(company: TestCompany, collection: string, body: unknown): Promise<Row> {
  const response = await company.admin.post(`/api/items/${collection}`, body);
  if (response.status !== 200) {
    throw new Error(`creating ${collection} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.data;
}

let counter = 0;
const next = () => ++counter;

export function newClient(company: TestCompany, fields: Record<string, unknown> = {}) {
  return created(company, 'client', { first_name: `Cliente ${next()}`, last_name: 'Prueba', ...fields });
}

export function newServiceCategory(company: TestCompany, name = `Categoría ${next()}`) {
  return created(company, 'service_category', { name });
}

// She works the whole day every weekday at her first site (the site's hours bound it), unless
// `windows: false`: a specialist without windows works no hours (decision 011).
export async function newSpecialist(
  company: TestCompany,
  options: {
    name?: string;
    siteIds?: number[];
    commission?: { categoryId: number; value: number };
    windows?: boolean;
  } = {},
) {
  const siteIds = options.siteIds ?? [company.siteId];
  const windows =
    options.windows === false || siteIds.length === 0
      ? []
      : [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          site_id: siteIds[0],
          weekday,
          start_time: '00:00',
          end_time: '23:59',
        }));
  return created(company, 'specialist', {
    name: options.name ?? `Especialista ${next()}`,
    color_in_reserve: '#7E57C2',
    specialist_site: siteIds.map((site_id) => ({ site_id })),
    ...(windows.length > 0 ? { specialist_availability: windows } : {}),
    ...(options.commission
      ? {
          specialist_commission: [
            {
              service_category_id: options.commission.categoryId,
              commission: options.commission.value,
              commission_type: '%',
            },
          ],
        }
      : {}),
  });
}

export async function newService(
  company: TestCompany,
  options: {
    name?: string;
    duration?: number;
    price?: number;
    categoryId?: number;
    specialistIds?: number[];
    // What each booking of it holds (decision 053).
    needs?: { kind: string; resource_id?: number; whole_duration?: boolean }[];
    fields?: Record<string, unknown>;
  } = {},
) {
  const categoryId = options.categoryId ?? (await newServiceCategory(company)).id;
  return created(company, 'service', {
    name: options.name ?? `Servicio ${next()}`,
    duration: options.duration ?? 30,
    service_category_id: categoryId,
    service_site_price: [{ site_id: company.siteId, price: options.price ?? 20000 }],
    service_specialist: (options.specialistIds ?? []).map((specialist_id) => ({ specialist_id })),
    ...(options.needs ? { service_resource_need: options.needs } : {}),
    ...options.fields,
  });
}

// A room or machine of the company's site (or another of its sites).
export function newResource(
  company: TestCompany,
  fields: { name?: string; kind?: string; site_id?: number; is_active?: boolean } = {},
) {
  return created(company, 'resource', {
    name: `Cabina ${next()}`,
    kind: 'cabina',
    site_id: company.siteId,
    ...fields,
  });
}

export function newProduct(company: TestCompany, fields: Record<string, unknown> = {}) {
  return created(company, 'product', { name: `Producto ${next()}`, ...fields });
}

export function newReservation(
  company: TestCompany,
  options: {
    clientId: number | null;
    date: string;
    siteId?: number;
    services: { serviceId: number; specialistId: number; time: string }[];
  },
) {
  return created(company, 'service_reservation', {
    site_id: options.siteId ?? company.siteId,
    client_id: options.clientId,
    date: options.date,
    service_reservation_service: options.services.map((service) => ({
      service_id: service.serviceId,
      specialist_id: service.specialistId,
      service_time: service.time,
    })),
  });
}

// A small salon: a client, a specialist who does one service, and a booking.
export async function newSalon(company: TestCompany, date = '2026-12-02') {
  const client = await newClient(company);
  const specialist = await newSpecialist(company);
  const service = await newService(company, { specialistIds: [specialist.id] });
  const reservation = await newReservation(company, {
    clientId: client.id,
    date,
    services: [{ serviceId: service.id, specialistId: specialist.id, time: '09:00' }],
  });
  return { client, specialist, service, reservation };
}

// A client's rating of a visit. Ratings come from the public qualification page (a later
// issue); until it exists they are written as that page will write them.
export async function newRating(
  server: { db: import('@sari/db/client').Database },
  company: TestCompany,
  options: { reservationId: number; clientId?: number; rating?: number; comment?: string },
) {
  const { sql } = await import('drizzle-orm');
  const [row] = await server.db.rows<{ id: number }>(sql`
    insert into qualification (subscriber_owner_company_id, service_reservation_id, client_id, service_rating,
      specialist_rating, comment, token, used_at)
    values (${company.companyId}, ${options.reservationId}, ${options.clientId ?? null}, ${options.rating ?? 5},
      ${options.rating ?? 5}, ${options.comment ?? 'Muy bien'}, ${`t-${Math.random().toString(36).slice(2)}`}, sari_now())
    returning id`);
  return row;
}

// A product with a price at the company's first site (default price type) and units on the shelf.
export async function newStockedProduct(
  company: TestCompany,
  options: { name?: string; price?: number; units?: number } = {},
) {
  const types = await company.admin.get('/api/items/product_type_price', { fields: ['id', 'is_default'] });
  const type =
    types.body.data.find((row: { is_default: boolean }) => row.is_default) ??
    (await created(company, 'product_type_price', { name: 'Público', is_default: true }));
  const product = await created(company, 'product', {
    name: options.name ?? `Producto ${next()}`,
    product_price: [
      { site_id: company.siteId, product_type_price_id: type.id, price: options.price ?? 30_000 },
    ],
  });
  if (options.units) {
    const adjusted = await company.admin.post(`/api/products/${product.id}/stock-adjustments`, {
      site_id: company.siteId,
      mode: 'delta',
      quantity: options.units,
      reason: 'Inventario inicial',
    });
    if (adjusted.status !== 200) {
      throw new Error(`stock failed: ${JSON.stringify(adjusted.body)}`);
    }
  }
  return product;
}

// A company setting saved as the settings screen saves it: changed where it exists, else created.
// The answer is returned as it came, for a test that sends a value the server refuses.
export async function saveSetting(company: TestCompany, key: string, value: string) {
  const found = await company.admin.get('/api/items/setting', { filter: { key: { _eq: key } } });
  const row = found.body.data[0];
  return row
    ? company.admin.patch(`/api/items/setting/${row.id}`, { value })
    : company.admin.post('/api/items/setting', { key, value });
}

// The site's cash drawer, open with a float.
export async function openDrawer(company: TestCompany, opening = 100_000) {
  const response = await company.admin.post('/api/cash-drawer/sessions', {
    site_id: company.siteId,
    opening_amount: opening,
  });
  if (response.status !== 200) {
    throw new Error(`open drawer failed: ${JSON.stringify(response.body)}`);
  }
  return response.body.data.id as number;
}

// An advance (anticipo) of a reservation paid at the desk into the site's open drawer (decision 013).
export async function recordAdvance(
  company: TestCompany,
  reservationId: number,
  amount: number,
  paymentMethod = 'efectivo',
) {
  const response = await company.admin.post(`/api/calendar/reservations/${reservationId}/advance-payments`, {
    amount,
    paymentMethod,
  });
  if (response.status !== 200) {
    throw new Error(`advance failed: ${JSON.stringify(response.body)}`);
  }
  return response.body.data as { id: number; total_advance: number };
}

// A sale charged through the checkout, then dated `at` (an instant): reports read history.
export async function newSaleAt(
  server: { db: import('@sari/db/client').Database },
  company: TestCompany,
  options: {
    at: string;
    productId: number;
    amount?: number;
    payments: { amountPay: number; paymentMethod: string }[];
    siteId?: number;
  },
) {
  const { sql } = await import('drizzle-orm');
  const response = await company.admin.post('/api/items/history_payment', {
    site_id: options.siteId ?? company.siteId,
    cart_type: 'product',
    lines: [{ product_id: options.productId, amount: options.amount ?? 1 }],
    payments: options.payments,
  });
  if (response.status !== 200) {
    throw new Error(`sale failed: ${JSON.stringify(response.body)}`);
  }
  const id = response.body.data.id as number;
  await server.db.rows(
    sql`update history_payment set date_created = ${options.at}::timestamptz where id = ${id}`,
  );
  await server.db.rows(
    sql`update money_movement set date_created = ${options.at}::timestamptz
        where id in (select money_movement_id from history_payment_method where history_payment_id = ${id})`,
  );
  return response.body.data as { id: number; total: number };
}

// A reservation charged at checkout in one payment (its site's drawer must be open): each of its
// services at its site price, by its specialist.
// A reservation charged at the desk: in one payment, or (null) wholly by a package `usePackage`
// of its client, one session a service (decision 051).
export async function chargeReservation(
  company: TestCompany,
  reservationId: number,
  payment: { amountPay: number; paymentMethod: string } | null,
  options: { usePackage?: number } = {},
) {
  const reservation = await company.admin.get(`/api/items/service_reservation/${reservationId}`, {
    fields: [
      'site_id',
      'service_reservation_service.id',
      'service_reservation_service.service_id',
      'service_reservation_service.specialist_id',
    ],
  });
  const services = reservation.body.data.service_reservation_service as {
    id: number;
    service_id: number;
    specialist_id: number;
  }[];
  const response = await company.admin.post('/api/items/history_payment', {
    site_id: reservation.body.data.site_id,
    service_reservation_id: reservationId,
    lines: services.map((service) => ({
      service_id: service.service_id,
      specialist_id: service.specialist_id,
      service_reservation_service_id: service.id,
      ...(options.usePackage ? { use_package: options.usePackage } : {}),
    })),
    payments: payment ? [payment] : [],
  });
  if (response.status !== 200) {
    throw new Error(`charge failed: ${JSON.stringify(response.body)}`);
  }
  return response.body.data as { id: number; total: number };
}

// A gift card sold at checkout (decision 050), paid in one payment (the site's drawer must be
// open): the sale and the card with its whole code, which only this answer shows.
export async function sellGiftCard(
  company: TestCompany,
  options: {
    amount: number;
    clientId?: number | null;
    payment?: { amountPay: number; paymentMethod: string };
    recipient?: { recipient_name?: string; recipient_email?: string; message?: string };
  },
) {
  const response = await company.admin.post('/api/sales/checkout', {
    site_id: company.siteId,
    client_id: options.clientId ?? null,
    lines: [{ gift_card: { amount: options.amount, ...options.recipient } }],
    payments: [options.payment ?? { amountPay: options.amount, paymentMethod: 'efectivo' }],
  });
  if (response.status !== 200) {
    throw new Error(`gift card sale failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  const sale = response.body.data as {
    id: number;
    total: number;
    gift_cards_sold: { id: number; code: string; expires_on: string | null }[];
  };
  return { saleId: sale.id, card: sale.gift_cards_sold[0] };
}

// A session package of the catalogue (decision 051), through the items API like a service: its
// covered services and its price at the company's first site (or the prices given).
export function newSessionPackage(
  company: TestCompany,
  options: {
    serviceIds: number[];
    sessions?: number;
    price?: number;
    prices?: { site_id: number; price: number }[];
    validity?: number | null;
    validityUnit?: 'days' | 'months';
    name?: string;
    isActive?: boolean;
  },
) {
  return created(company, 'session_package', {
    name: options.name ?? `Plan ${next()}`,
    sessions: options.sessions ?? 10,
    validity: options.validity === undefined ? 3 : options.validity,
    validity_unit: options.validityUnit ?? 'months',
    is_active: options.isActive ?? true,
    services: options.serviceIds.map((service_id) => ({ service_id })),
    prices: options.prices ?? [{ site_id: company.siteId, price: options.price ?? 300_000 }],
  });
}

// A session package sold at checkout to a client (decision 051), paid in cash (the site's drawer
// must be open): the sale and the new instrument in the client's wallet.
export async function sellPackage(
  company: TestCompany,
  options: { packageId: number; clientId: number; price: number; specialistId?: number },
) {
  const response = await company.admin.post('/api/sales/checkout', {
    site_id: company.siteId,
    client_id: options.clientId,
    lines: [{ package: options.packageId, specialist_id: options.specialistId }],
    payments: [{ amountPay: options.price, paymentMethod: 'efectivo' }],
  });
  if (response.status !== 200) {
    throw new Error(`package sale failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  const sale = response.body.data as {
    id: number;
    packages_sold: { id: number; sessions: number; price: number; expires_on: string | null }[];
  };
  return { saleId: sale.id, instrument: sale.packages_sold[0] };
}

// A membership plan of the catalogue (decision 055), through the items API like a package: its
// benefits, covered services and its price at the company's first site (or the prices given).
export function newMembershipPlan(
  company: TestCompany,
  options: {
    serviceDiscount?: number | null;
    productDiscount?: number | null;
    included?: number;
    serviceIds?: number[];
    rollsOver?: boolean;
    period?: 'monthly' | 'quarterly';
    price?: number;
    prices?: { site_id: number; price: number }[];
    name?: string;
  },
) {
  return created(company, 'membership_plan', {
    name: options.name ?? `Membresía ${next()}`,
    period: options.period ?? 'monthly',
    service_discount: options.serviceDiscount ?? null,
    product_discount: options.productDiscount ?? null,
    included_services: options.included ?? 0,
    rolls_over: options.rollsOver ?? false,
    services: (options.serviceIds ?? []).map((service_id) => ({ service_id })),
    prices: options.prices ?? [{ site_id: company.siteId, price: options.price ?? 120_000 }],
  });
}

// A membership period sold at checkout to a client (decision 055), paid in cash (the site's
// drawer must be open): the sale and the new period in the client's wallet.
export async function sellMembership(
  company: TestCompany,
  options: { planId: number; clientId: number; price: number },
) {
  const response = await company.admin.post('/api/sales/checkout', {
    site_id: company.siteId,
    client_id: options.clientId,
    lines: [{ membership: options.planId }],
    payments: [{ amountPay: options.price, paymentMethod: 'efectivo' }],
  });
  if (response.status !== 200) {
    throw new Error(`membership sale failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  const sale = response.body.data as {
    id: number;
    memberships_sold: {
      id: number;
      starts_on: string;
      expires_on: string;
      included: number;
      carried: number;
    }[];
  };
  return { saleId: sale.id, period: sale.memberships_sold[0] };
}
