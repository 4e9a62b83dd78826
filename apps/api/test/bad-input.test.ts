import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../src/tenancy/meta';
import { type ApiClient, newCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let admin: ApiClient;
let snapshot: string;
let productId: number;

// A fingerprint of every business table: bad input must leave it exactly as it was.
async function fingerprint() {
  const parts: string[] = [];
  for (const name of registry.keys()) {
    const [row] = await server.db.rows<{ n: number; h: string | null }>(
      sql`select count(*)::int as n, md5(string_agg(t::text, '|' order by t.id::text)) as h from ${sql.identifier(name)} t`,
    );
    parts.push(`${name}:${row.n}:${row.h}`);
  }
  // Server-internal tables written by domain operations (decision 054).
  const [account] = await server.db.rows<{ h: string | null }>(
    sql`select md5(string_agg(t::text, '|' order by t.id)) as h from sys_whatsapp_account t`,
  );
  parts.push(`sys_whatsapp_account:${account.h}`);
  return parts.join('\n');
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await newCompany(server)).admin;
  await admin.post('/api/items/client', [{ first_name: 'Ana' }, { first_name: 'Beto' }]);
  productId = (await admin.post('/api/items/product', { name: 'Tinte' })).body.data.id;
  snapshot = await fingerprint();
});

afterAll(async () => {
  await server?.close();
});

const INJECTIONS = [
  "'; drop table client; --",
  '" or 1=1 --',
  'id); delete from client; --',
  '1 union select password from auth_account',
  '$1',
  '\\',
  '%',
  '\u0000',
];

// Hostile bookings: each is refused before anything is written.
function calendarBodies(): unknown[] {
  const service = { service_id: 1, specialist_id: 1, time: '10:00' };
  const base = { site_id: 1, client_id: 1, date: '2026-12-01', services: [service] };
  return [
    { ...base, services: [] },
    { ...base, site_id: '1; drop table site' },
    { ...base, date: 'mañana' },
    { ...base, services: [{ ...service, time: '25:00' }] },
    { ...base, services: [{ ...service, duration: 100_000 }] },
    { ...base, services: [{ ...service, products: [{ product_id: 1, amount: -1 }] }] },
    { ...base, services: Array(11).fill(service) },
    { ...base, repeat: { every_weeks: 0, until: '2027-01-01' } },
    { ...base, repeat: { every_weeks: 1, until: '2099-01-01' } },
    { ...base, new_client: { first_name: 'Dos', phone: '3001234567' } },
    { ...base, client_id: undefined },
    { ...base, notes: 'x'.repeat(5000) },
    { ...base, notes: 'nul\u0000' },
    { ...base, new_client: undefined, client_id: 999999999 },
  ];
}

// Hostile checkouts: each is refused before anything moves.
function saleBodies(): unknown[] {
  const line = { product_id: 1, amount: 1 };
  const base = { site_id: 1, lines: [line], payments: [{ amountPay: 100, paymentMethod: 'efectivo' }] };
  return [
    { ...base, lines: [] },
    { ...base, lines: [{ ...line, amount: 0 }] },
    { ...base, lines: [{ amount: 1 }] },
    { ...base, lines: [{ product_id: 1, service_id: 1, amount: 1 }] },
    { ...base, payments: [{ amountPay: 10.5, paymentMethod: 'efectivo' }] },
    { ...base, payments: [{ amountPay: -100, paymentMethod: 'efectivo' }] },
    { ...base, payments: [{ amountPay: 100, paymentMethod: 'bitcoin' }] },
    { ...base, total: -1 },
    { ...base, sale_method: 'regalo' },
    { ...base, tips: [{ specialist_id: 1, amount: 0, paymentMethod: 'efectivo' }] },
    { ...base, lines: Array(101).fill(line) },
    { ...base, notes: 'a\u0000b' },
    // Gift cards (decision 050): hostile lines and payments.
    { ...base, lines: [{ gift_card: { amount: -5_000 } }] },
    { ...base, lines: [{ gift_card: { amount: 1e12 } }] },
    { ...base, lines: [{ gift_card: { amount: 5_000, recipient_email: "a'; drop table client; --" } }] },
    { ...base, lines: [{ gift_card: { amount: 5_000, message: 'x'.repeat(5000) } }] },
    { ...base, lines: [{ gift_card: { amount: 5_000 }, product_id: 1 }] },
    { ...base, lines: [{ gift_card: 'regalo' }] },
    { ...base, gift_cards: [{ code: "' or 1=1 --", amount: 100 }] },
    { ...base, gift_cards: [{ code: 'ABCDEFGHJKMNPQRS', instrument_id: 1, amount: 100 }] },
    { ...base, gift_cards: [{ amount: 100 }] },
    { ...base, gift_cards: [{ instrument_id: 1, amount: 0.5 }] },
    { ...base, gift_cards: [{ instrument_id: 1, amount: -100 }] },
    { ...base, gift_cards: Array(6).fill({ instrument_id: 1, amount: 1 }) },
    { ...base, gift_cards: [{ code: 'ABCDEFGHJKMNPQRS', amount: 100 }] },
    { ...base, gift_cards: [{ instrument_id: 99_999, amount: 100 }] },
    // Session packages (decision 051): hostile package lines and session uses.
    { ...base, lines: [{ package: -1 }] },
    { ...base, lines: [{ package: 'uno' }] },
    { ...base, lines: [{ package: 1e12 }] },
    { ...base, lines: [{ package: 1, product_id: 1 }] },
    { ...base, lines: [{ package: 99_999 }] },
    { ...base, lines: [{ ...line, use_package: 1 }] },
    { ...base, lines: [{ service_id: 1, specialist_id: 1, use_package: "1'; --" }] },
    { ...base, lines: [{ service_id: 1, specialist_id: 1, use_package: true }] },
    { ...base, lines: [{ service_id: 1, specialist_id: 1, use_package: 0 }] },
    { ...base, lines: [{ service_id: 1, specialist_id: 1, use_package: 99_999 }] },
    // Memberships (decision 055): hostile plan lines and discounts.
    { ...base, lines: [{ membership: -1 }] },
    { ...base, lines: [{ membership: 'uno' }] },
    { ...base, lines: [{ membership: 1, package: 1 }] },
    { ...base, lines: [{ membership: 99_999 }] },
    { ...base, lines: [{ ...line, membership_discount: -5 }] },
    { ...base, lines: [{ ...line, membership_discount: 1.5 }] },
    { ...base, lines: [{ ...line, membership_discount: "5'; --" }] },
    { ...base, lines: [{ ...line, membership_discount: 1e15 }] },
  ];
}

const BAD_QUERIES: [string, string][] = [
  ['unknown collection', '/api/items/no_such_table'],
  ['auth table is not a collection', '/api/items/auth_account'],
  ['unknown field', '/api/items/client?fields[]=nope'],
  ['hidden field', '/api/items/qualification?fields[]=token'],
  ['unknown operator', '/api/items/client?filter={"first_name":{"_regex":"a"}}'],
  ['broken filter JSON', '/api/items/client?filter={"first_name":'],
  ['filter not an object', '/api/items/client?filter=[1,2]'],
  ['operator value wrong type', '/api/items/client?filter={"birth_date":{"_gt":"ayer"}}'],
  ['integer filter with text', '/api/items/client?filter={"id":{"_eq":"uno"}}'],
  ['_in not a list', '/api/items/client?filter={"id":{"_in":{"a":1}}}'],
  ['_between with one value', '/api/items/client?filter={"id":{"_between":[1]}}'],
  ['_contains on a number', '/api/items/client?filter={"id":{"_contains":"1"}}'],
  ['huge limit', '/api/items/client?limit=100000000'],
  ['negative limit', '/api/items/client?limit=-5'],
  ['limit not a number', '/api/items/client?limit=abc'],
  ['offset not a number', '/api/items/client?offset=1e9'],
  ['page zero', '/api/items/client?page=0'],
  ['sort by unknown field', '/api/items/client?sort[]=password'],
  ['sort injection', '/api/items/client?sort[]=first_name;drop table client'],
  ['unknown aggregate', '/api/items/client?aggregate[explode]=*'],
  ['sum of text', '/api/items/client?aggregate[sum]=first_name'],
  ['groupBy unknown', '/api/items/client?groupBy[]=nope'],
  ['groupBy function injection', '/api/items/client?groupBy[]=year(now())'],
  ['unknown parameter', '/api/items/client?select=*'],
  ['bad meta', '/api/items/client?meta=everything'],
  ['non-numeric id', '/api/items/client/abc'],
  ['id overflow', '/api/items/client/99999999999999999999'],
  ['deep fields', `/api/items/site?fields[]=${'site_schedule.site_id.'.repeat(6)}id`],
  ['deep filter', `/api/items/client?filter=${'{"_and":['.repeat(12)}{}${']}'.repeat(12)}`],
  ['prototype pollution', '/api/items/client?filter[__proto__][x]=1'],
  [
    'timestamp offset out of range',
    '/api/items/client?filter={"date_created":{"_gt":"2024-01-01T00:00+99:99"}}',
  ],
  [
    'timestamp offset of 16 hours',
    '/api/items/client?filter={"date_created":{"_gt":"2024-01-01T00:00-16:00"}}',
  ],
  ['wildcards four levels deep', '/api/items/client?fields[]=*.*.*.*'],
  ['wildcards five levels deep, all rows', '/api/items/client?fields[]=*.*.*.*.*&limit=-1'],
];

describe('hostile queries get a 4xx with a message and change nothing', () => {
  for (const [label, path] of BAD_QUERIES) {
    it(label, async () => {
      const response = await admin.get(path);
      expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(typeof response.body.errors[0].message).toBe('string');
    });
  }

  it('SQL fragments in every parameter are data, not SQL', async () => {
    for (const evil of INJECTIONS) {
      const encoded = encodeURIComponent(evil);
      for (const path of [
        `/api/items/client?search=${encoded}`,
        `/api/items/client?filter=${encodeURIComponent(JSON.stringify({ first_name: { _eq: evil } }))}`,
        `/api/items/client?filter=${encodeURIComponent(JSON.stringify({ first_name: { _icontains: evil } }))}`,
        `/api/items/client?filter=${encodeURIComponent(JSON.stringify({ first_name: { _in: [evil, 'Ana'] } }))}`,
        `/api/items/client?fields[]=${encoded}`,
        `/api/items/client?sort[]=${encoded}`,
        `/api/items/client?groupBy[]=${encoded}`,
        `/api/items/${encoded}`,
        `/api/items/client/${encoded}`,
      ]) {
        const response = await admin.get(path);
        expect(response.status, `${path} -> ${JSON.stringify(response.body)}`).toBeLessThan(500);
      }
      const created = await admin.post('/api/items/client', { first_name: evil === '\u0000' ? 'nul' : evil });
      expect(created.status).toBeLessThan(500);
      if (created.status === 200) {
        await admin.del(`/api/items/client/${created.body.data.id}`);
      }
    }
  });

  it('broken and hostile bodies', async () => {
    const bodies: [string, unknown, Record<string, string>?][] = [
      ['broken JSON', '{"first_name": '],
      ['empty body', ''],
      ['JSON null', 'null'],
      ['a number', '42'],
      [
        'wrong types',
        { first_name: 12345678901234567890n.toString(), birth_date: 'mañana', consent_contact: 'quizás' },
      ],
      ['nested object for a column', { first_name: { $gt: '' } }],
      ['array for a column', { first_name: ['a'] }],
      ['writing the company', { first_name: 'X', subscriber_owner_company_id: 999 }],
      ['writing the id', { id: 5, first_name: 'X' }],
      ['empty array', []],
      ['unknown nested relation', { first_name: 'X', not_a_relation: [{}] }],
      ['form body with bad field', 'nope=1', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['a plain-text body', '{"first_name":"X"}', { 'content-type': 'text/plain' }],
      ['NUL in a text', { first_name: 'A\u0000B' }],
      ['NUL in a JSON key', { 'first\u0000name': 'X' }],
    ];
    for (const [label, body, headers] of bodies) {
      const response = await admin.request(
        'POST',
        '/api/items/client',
        typeof body === 'string' ? body : JSON.stringify(body),
        {
          'content-type': 'application/json',
          ...headers,
        },
      );
      expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      expect(response.body.errors[0].message, label).toBeTruthy();
    }
  });

  it('oversized bodies and batches', async () => {
    const huge = await admin.request(
      'POST',
      '/api/items/client',
      JSON.stringify({ first_name: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(huge.status).toBe(413);
    // A body streamed without a declared length is counted as it arrives.
    const streamed = (text: string) =>
      fetch(`${server.url}/api/items/client`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(text));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    const hugeStream = await streamed(JSON.stringify({ first_name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(hugeStream.status).toBe(413);
    // A small one is read (and here refused for what it says, not for its size).
    const smallStream = await streamed('{"first_name": ');
    expect(smallStream.status).toBe(400);
    expect(((await smallStream.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
      /JSON/,
    );
    const batch = await admin.post(
      '/api/items/client',
      Array.from({ length: 1001 }, (_, i) => ({ first_name: `c${i}` })),
    );
    expect(batch.status).toBe(400);
  });

  it('a timestamp with an offset out of range in a body', async () => {
    const response = await admin.post('/api/items/purchase_order', { order_date: '2024-01-01T00:00+99:99' });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.errors[0].message).toMatch(/fecha/);
  });

  it('hostile rooms, machines, needs and holds (decision 053)', async () => {
    const writes: [string, unknown][] = [
      ['resource', { name: 'Cabina', kind: 'jacuzzi', site_id: 1 }],
      ['resource', { name: '   ', kind: 'cabina', site_id: 1 }],
      ['resource', { name: 'Cabina', kind: 'cabina' }],
      ['resource', { name: 'Cabina', kind: 'cabina', site_id: 999_999 }],
      ['resource', { name: "'; drop table resource; --", kind: ['cabina'], site_id: 1 }],
      ['service_resource_need', { service_id: 999_999, kind: 'cabina' }],
      ['service_resource_need', { service_id: 1, kind: 'nave' }],
      ['service_resource_need', { service_id: 1 }],
      ['service_resource_need', { service_id: 1, resource_id: 999_999 }],
      ['service_resource_need', { service_id: 1, kind: 'cabina', whole_duration: 'a veces' }],
      ['service_reservation_service_resource', { service_reservation_service_id: 999_999, resource_id: 1 }],
      ['service_reservation_service_resource', { service_reservation_service_id: 1, resource_id: 'uno' }],
      ['service_reservation_service_resource', { service_reservation_service_id: 1, busy: '{}' }],
      // A resource's own hours (decision 058).
      ['resource_availability', { resource_id: 999_999, weekday: 1, start_time: '08:00', end_time: '12:00' }],
      ['resource_availability', { resource_id: 1, weekday: 7, start_time: '08:00', end_time: '12:00' }],
      ['resource_availability', { resource_id: 1, weekday: 1, start_time: '12:00', end_time: '08:00' }],
      ['resource_availability', { resource_id: 1, weekday: 1, start_time: '25:00', end_time: '26:00' }],
      ['resource_availability', { resource_id: 1, weekday: 'lunes', start_time: '08:00', end_time: '12:00' }],
      ['resource_availability', { resource_id: 1, weekday: 1 }],
    ];
    for (const [collection, body] of writes) {
      const response = await admin.post(`/api/items/${collection}`, body);
      expect(
        response.status,
        `${collection} ${JSON.stringify(body)}: ${JSON.stringify(response.body)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
      expect(response.body.errors[0].message, JSON.stringify(body)).toBeTruthy();
    }
    const service = { service_id: 1, specialist_id: 1, time: '10:00' };
    for (const resource_ids of ['1', [0], [-1], ['uno'], Array(6).fill(1), [1.5]]) {
      const response = await admin.post('/api/calendar/reservations', {
        site_id: 1,
        client_id: 1,
        date: '2026-12-01',
        services: [{ ...service, resource_ids }],
      });
      expect(response.status, JSON.stringify(resource_ids)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(resource_ids)).toBeLessThan(500);
    }
    expect(await fingerprint()).toBe(snapshot);
  });

  it('bad updates and deletes', async () => {
    const [client] = (await admin.get('/api/items/client', { limit: 1 })).body.data;
    const cases: [string, string, unknown][] = [
      ['PATCH', `/api/items/client/${client.id}`, { id: client.id + 1 }],
      ['PATCH', `/api/items/client/${client.id}`, [1, 2]],
      ['PATCH', '/api/items/client', { keys: [client.id], data: { id: 3 } }],
      ['PATCH', '/api/items/client', { nothing: true }],
      ['PATCH', '/api/items/client/999999', { first_name: 'X' }],
      ['DELETE', '/api/items/client', { keys: 'all' }],
      ['DELETE', '/api/items/client', []],
      ['DELETE', '/api/items/client', ['1 or 1=1']],
      ['DELETE', '/api/items/client/0', undefined],
    ];
    for (const [method, path, body] of cases) {
      const response = await admin.request(
        method,
        path,
        body === undefined ? undefined : JSON.stringify(body),
        { 'content-type': 'application/json' },
      );
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it('domain endpoints refuse hostile bodies', async () => {
    const stockPath = `/api/products/${productId}/stock-adjustments`;
    const cases: [string, unknown][] = [
      ['/api/clients/import', { csv: `nombre\n${'x,'.repeat(10)}` }],
      ['/api/clients/import', { csv: `nombre\n"sin cerrar${'\n'.repeat(3)},,,` }],
      [
        '/api/clients/import',
        { csv: `nombre,email\n${INJECTIONS.map((text) => `"${text.replaceAll('"', '""')}",x`).join('\n')}` },
      ],
      ['/api/clients/import', { csv: ['nombre'], duplicates: 'skip' }],
      ['/api/clients/import', { csv: 'nombre\nA', duplicates: 'merge' }],
      ['/api/clients/import', { csv: `nombre\n${'A\n'.repeat(5001)}` }],
      ['/api/clients/import', '[]'],
      ['/api/clients/import', { csv: 'nombre,etiquetas\nAna,VIP\u0000x' }],
      ['/api/clients/import', { csv: 'nombre\nAn\u0000a' }],
      ['/api/clients/import', { csv: 'nombre,fecha_nacimiento\nAna,2024-01-01T00:00+99:99' }],
      [stockPath, { site_id: '1; drop table product', mode: 'delta', quantity: 1, reason: 'x' }],
      [stockPath, { site_id: 1e20, mode: 'delta', quantity: 1, reason: 'Prueba' }],
      [stockPath, { site_id: 1, mode: 'delta', quantity: 1e20, reason: 'Prueba' }],
      [stockPath, { site_id: 1, mode: 'count', quantity: -1, reason: 'Prueba' }],
      [stockPath, { site_id: 1, mode: 'delta', quantity: 1, reason: 'x'.repeat(5000) }],
      [stockPath, { site_id: 1, mode: 'delta', quantity: 1, reason: { a: 1 } }],
      [stockPath, '{"broken'],
      ['/api/products/0/stock-adjustments', { site_id: 1, mode: 'delta', quantity: 1, reason: 'Prueba' }],
      ['/api/users/invite', { email: "a'; drop table sari_user; --@x.co", first_name: 'X', role_ids: [1] }],
      ['/api/users/invite', { email: 'a@b.co', first_name: 'X'.repeat(500), role_ids: [1] }],
      ['/api/users/invite', { email: 'a@b.co', first_name: 'X', role_ids: ['1 or 1=1'] }],
      ['/api/users/invite', { email: 'a@b.co', first_name: 'X', role_ids: Array(50).fill(1) }],
      ['/api/users/invite', '[]'],
      [
        '/api/products/99999999999/stock-adjustments',
        { site_id: 1, mode: 'delta', quantity: 1, reason: 'Prueba' },
      ],
      ...calendarBodies().map((body) => ['/api/calendar/reservations', body] as [string, unknown]),
      ['/api/calendar/waitlist/0/book', { date: '2026-12-01', time: '10:00', specialist_id: 1 }],
      ['/api/calendar/waitlist/1/book', { date: 'ayer', time: '10:00', specialist_id: 1 }],
      ['/api/calendar/waitlist/1/book', { date: '2026-12-01', time: '10:00', specialist_id: '1 or 1=1' }],
      ...saleBodies().map((body) => ['/api/items/history_payment', body] as [string, unknown]),
      ['/api/wallet/1/extend', { expires_on: '2027-02-30', reason: 'Viaje' }],
      ['/api/wallet/1/extend', { expires_on: "2027-12-31'; --", reason: 'Viaje' }],
      ['/api/wallet/1/extend', { expires_on: '2027-12-31', reason: 'x' }],
      ['/api/wallet/1/extend', { expires_on: '2027-12-31', reason: 'x'.repeat(5000) }],
      ['/api/wallet/1/extend', { expires_on: 20271231, reason: 'Viaje' }],
      ['/api/wallet/1/extend', { expires_on: '2027-12-31', reason: 'Viaje' }],
      ['/api/wallet/abc/extend', { expires_on: '2027-12-31', reason: 'Viaje' }],
      ['/api/wallet/0/extend', { expires_on: '2027-12-31', reason: 'Viaje' }],
      ['/api/wallet/99999999999/extend', { expires_on: '2027-12-31', reason: 'Viaje' }],
      ['/api/calendar/reservations/1/advance-payments/return', {}],
      ['/api/calendar/reservations/1/advance-payments/return', { amount: -5 }],
      ['/api/calendar/reservations/1/advance-payments/return', { amount: 0 }],
      ['/api/calendar/reservations/1/advance-payments/return', { amount: 10.5 }],
      ['/api/calendar/reservations/1/advance-payments/return', { amount: 'mil' }],
      ['/api/calendar/reservations/1/advance-payments/return', { amount: 1e15 }],
      ['/api/calendar/reservations/abc/advance-payments/return', { amount: 1000 }],
      ['/api/calendar/reservations/0/advance-payments/to-balance', { amount: 1000 }],
      ['/api/calendar/reservations/99999999999/advance-payments/to-balance', { amount: 1000 }],
      ['/api/calendar/reservations/1/advance-payments/to-balance', { amount: "1000'; --" }],
      ['/api/calendar/reservations/1/advance-payments/to-balance', '[]'],
      ['/api/wallet/1/pause', { reason: 'x' }],
      ['/api/wallet/1/pause', { reason: 'x'.repeat(5000) }],
      ['/api/wallet/1/pause', { reason: { a: 1 } }],
      ['/api/wallet/abc/pause', { reason: 'Viaje' }],
      ['/api/wallet/0/resume', {}],
      ['/api/wallet/99999999999/resume', {}],
      ['/api/wallet/1/cancel', {}],
      ['/api/wallet/1/cancel', { reason: "'; drop table wallet_entry; --" }],
      ['/api/wallet/0/cancel', { reason: 'Se muda' }],
      ['/api/items/membership_plan', { name: 'Club' }],
      ['/api/items/membership_plan', { name: 'Club', service_discount: 101 }],
      ['/api/items/membership_plan', { name: 'Club', service_discount: -5 }],
      ['/api/items/membership_plan', { name: 'Club', service_discount: 'diez' }],
      ['/api/items/membership_plan', { name: 'Club', service_discount: 10, period: 'yearly' }],
      ['/api/items/membership_plan', { name: 'Club', included_services: 1e12 }],
      [
        '/api/items/membership_plan',
        { name: 'Club', service_discount: 10, prices: [{ site_id: 1, price: -5 }] },
      ],
      [
        '/api/items/membership_plan',
        { name: 'Club', included_services: 2, services: [{ service_id: 99_999 }] },
      ],
      ['/api/items/membership_plan_site_price', { membership_plan_id: 99_999, site_id: 1, price: 5 }],
      ['/api/items/session_package', { name: 'Plan', sessions: 0 }],
      ['/api/items/session_package', { name: 'Plan', sessions: 1e12 }],
      ['/api/items/session_package', { name: "'; drop table session_package; --", sessions: 'diez' }],
      ['/api/items/session_package', { name: 'Plan', sessions: 2, validity_unit: 'years' }],
      ['/api/items/session_package', { name: 'Plan', sessions: 2, validity: -1 }],
      ['/api/items/session_package', { name: 'Plan', sessions: 2, prices: [{ site_id: 1, price: -5 }] }],
      ['/api/items/session_package', { name: 'Plan', sessions: 2, services: [{ service_id: 99_999 }] }],
      ['/api/items/session_package_site_price', { session_package_id: 99_999, site_id: 1, price: 5 }],
      ['/api/sales/1/refunds', { reason: 'x' }],
      ['/api/sales/1/refunds', { reason: 'Motivo', lines: [{ history_payment_detail_id: 1, amount: -1 }] }],
      ['/api/sales/0/refunds', { reason: 'Motivo' }],
      ['/api/clients/1/deposits', { site_id: 1, amount: 1.5, paymentMethod: 'efectivo' }],
      ['/api/clients/1/deposits', { site_id: 1, amount: -100, paymentMethod: 'efectivo' }],
      ['/api/clients/1/credit-payments', { site_id: 1, amount: 1e12, paymentMethod: 'efectivo' }],
      ['/api/cash-drawer/sessions', { site_id: 1, opening_amount: -5 }],
      ['/api/cash-drawer/movements', { site_id: 1, type: 'robo', amount: 100, concept: 'Nada' }],
      ['/api/cash-drawer/movements', { site_id: 1, type: 'income', amount: 100, concept: 'x'.repeat(500) }],
      ['/api/cash-drawer/sessions/1/close', { counts: [] }],
      ['/api/specialists/1/payslip/pay', { from: '2026-11-01', to: '2026-11-30', site_id: 1, total: -5 }],
      ['/api/specialists/1/payslip/pay', { from: "2026-11-01'; --", to: '2026-11-30', site_id: 1, total: 5 }],
      ['/api/specialists/x/payslip/pay', { from: '2026-11-01', to: '2026-11-30', site_id: 1, total: 5 }],
      ['/api/specialists/1/payslip/pay', { from: '2026-11-01', to: '2026-11-30', site_id: 1, total: 1e12 }],
      // The public sign-in by code and the visitor's wallet (decision 056).
      ['/api/public/booking/no-existe/sign-in', { contact: "a'; drop table client; --" }],
      ['/api/public/booking/no-existe/sign-in', { contact: 'x'.repeat(500) }],
      ['/api/public/booking/no-existe/sign-in', { contact: 3_105_550_101 }],
      ['/api/public/booking/no-existe/sign-in', { contact: 'ana@correo.test' }],
      ["/api/public/booking/x'or'1/sign-in", { contact: 'ana@correo.test' }],
      ['/api/public/booking/no-existe/sign-in/verify', { challenge: '1 or 1=1', code: '123456' }],
      ['/api/public/booking/no-existe/sign-in/verify', { challenge: `1.${'a'.repeat(32)}`, code: '12345a' }],
      ['/api/public/booking/no-existe/sign-in/verify', { challenge: `1.${'a'.repeat(32)}`, code: 123456 }],
      ['/api/public/booking/no-existe/sign-in/verify', { challenge: `1.${'a'.repeat(32)}`, code: '123456' }],
      ['/api/public/booking/no-existe/wallet', { visitor: "1'; --" }],
      ['/api/public/booking/no-existe/wallet', { visitor: `1.${'a'.repeat(32)}` }],
      ['/api/public/booking/no-existe/wallet', {}],
    ];
    const week = (change: Record<string, unknown>) =>
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        is_active: true,
        start_time: '08:00',
        end_time: '18:00',
        ...change,
      }));
    for (const body of [
      { days: week({ start_time: "08:00'; --" }) },
      { days: week({ weekday: 9 }) },
      { days: week({ is_active: 'yes' }) },
      { days: 'all' },
      [],
    ]) {
      const response = await admin.request('PUT', '/api/sites/1/schedule', JSON.stringify(body), {
        'content-type': 'application/json',
      });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    for (const [path, body] of cases) {
      const response = await admin.request(
        'POST',
        path,
        typeof body === 'string' ? body : JSON.stringify(body),
        {
          'content-type': 'application/json',
        },
      );
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body.errors[0].message.length).toBeGreaterThan(5);
    }
  });

  it('calendar reads refuse hostile queries', async () => {
    for (const path of [
      '/api/calendar/availability?site_id=1&service_ids=1;drop&from=2026-12-01&to=2026-12-02',
      '/api/calendar/availability?site_id=1&service_ids=1&from=mañana&to=2026-12-02',
      '/api/calendar/availability?site_id=x&service_ids=1&from=2026-12-01&to=2026-12-02',
      `/api/calendar/availability?site_id=1&service_ids=${'1,'.repeat(50)}1&from=2026-12-01&to=2026-12-02`,
      '/api/calendar/waitlist/matches?site_id=1&date=2026-12-01&start=25:00&end=26:00',
      '/api/calendar/events?site_id=abc',
      '/api/calendar/plans?date=ayer&client_ids=1',
      '/api/calendar/plans?date=2026-12-01&client_ids=1;drop',
      `/api/calendar/plans?date=2026-12-01&client_ids=${'1,'.repeat(250)}1`,
      '/api/calendar/plans?date=2026-12-01',
      '/api/calendar/events',
      '/api/sales/summary?site_id=1&from=ayer&to=hoy',
      '/api/sales/abc/receipt',
      '/api/cash-drawer/status?site_id=0',
      '/api/cash-drawer/sessions/x/report',
      '/api/reports/salesMonth?from=ayer&to=hoy',
      '/api/reports/salesMonth?from=2026-01-01&to=2026-12-31&sort=total;drop',
      '/api/reports/salesMonth?from=2026-01-01&to=2026-12-31&limit=1000000',
      '/api/reports/specialistDetailedParticipation?from=2026-01-01&to=2026-12-31',
      '/api/specialists/1/payslip?from=2026-01-01&to=2027-12-31',
      '/api/specialists/abc/payslip/pdf?from=2026-01-01&to=2026-01-31',
      '/api/gift-cards/lookup',
      "/api/gift-cards/lookup?code=' or 1=1 --",
      `/api/gift-cards/lookup?code=${'A'.repeat(500)}`,
      '/api/gift-cards/lookup?code=ABCDEFGHJKMNPQRS',
      '/api/clients/abc/wallet',
      '/api/clients/0/wallet',
      '/api/clients/99999999999/wallet',
    ]) {
      const response = await admin.get(path);
      expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it("the change of a booked service's resource refuses hostile input", async () => {
    for (const [path, body] of [
      ['/api/calendar/services/1/resource', '{"resource_id": '],
      ['/api/calendar/services/1/resource', '[]'],
      ['/api/calendar/services/1/resource', {}],
      ['/api/calendar/services/1/resource', { resource_id: '1 or 1=1' }],
      ['/api/calendar/services/1/resource', { resource_id: 1, service_time: "10:00'; --" }],
      ['/api/calendar/services/1/resource', { resource_id: 1, from_resource_id: -3 }],
      ['/api/calendar/services/0/resource', { resource_id: 1 }],
      ['/api/calendar/services/99999999999/resource', { resource_id: 1 }],
    ] as [string, unknown][]) {
      const response = await admin.request(
        'PATCH',
        path,
        typeof body === 'string' ? body : JSON.stringify(body),
        { 'content-type': 'application/json' },
      );
      const label = `${path} ${JSON.stringify(body).slice(0, 60)}`;
      expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      expect(response.body.errors[0].message.length, label).toBeGreaterThan(5);
    }
  });

  it('the WhatsApp settings, test and webhook refuse hostile input', async () => {
    const cases: [string, string, unknown][] = [
      ['PUT', '/api/whatsapp/settings', '{"phone_number_id": '],
      ['PUT', '/api/whatsapp/settings', '[]'],
      ['PUT', '/api/whatsapp/settings', { phone_number_id: '1; drop table client' }],
      ['PUT', '/api/whatsapp/settings', { phone_number_id: 12345 }],
      ['PUT', '/api/whatsapp/settings', { templates: 'recordatorio' }],
      ['PUT', '/api/whatsapp/settings', { templates: { reminder: INJECTIONS[0] } }],
      ['PUT', '/api/whatsapp/settings', { access_token: 'x'.repeat(5000) }],
      ['PUT', '/api/whatsapp/settings', { access_token: 'con espacio' }],
      ['PUT', '/api/whatsapp/settings', { app_secret: 'a\u0000b' }],
      ['PUT', '/api/whatsapp/settings', { enabled: 'sí' }],
      ['PUT', '/api/whatsapp/settings', { enabled: true }],
      ['PUT', '/api/whatsapp/settings', { language: "es'--" }],
      ['POST', '/api/whatsapp/test', {}],
      ['POST', '/api/whatsapp/test', { phone: 'abc' }],
      ['POST', '/api/whatsapp/test', { phone: 3001234567 }],
      ['POST', '/api/whatsapp/test', { phone: '3001234567', template: 'DROP TABLE' }],
      ['POST', '/api/whatsapp/test', { phone: '3001234567' }],
    ];
    for (const [method, path, body] of cases) {
      const response = await admin.request(
        method,
        path,
        typeof body === 'string' ? body : JSON.stringify(body),
        {
          'content-type': 'application/json',
        },
      );
      const label = `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`;
      expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      expect(response.body.errors[0].message.length, label).toBeGreaterThan(5);
    }
    // The webhook of a company without an account, or of none, refuses before reading.
    for (const slug of ['no-existe', "x' or 1=1 --", 'a'.repeat(500)]) {
      const posted = await fetch(`${server.url}/api/public/whatsapp/${encodeURIComponent(slug)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=00' },
        body: '{"object":',
      });
      expect(posted.status, slug).toBe(403);
      const handshake = await fetch(
        `${server.url}/api/public/whatsapp/${encodeURIComponent(slug)}?hub.mode=subscribe`,
      );
      expect(handshake.status, slug).toBe(403);
    }
    const textBody = await fetch(`${server.url}/api/public/whatsapp/no-existe`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hola',
    });
    expect(textBody.status).toBe(415);
  });

  it('left every table unchanged', async () => {
    expect(await fingerprint()).toBe(snapshot);
  });
});
