import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, newCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let admin: ApiClient;
let siteId: number;
let secondSiteId: number;
const clientIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const company = await newCompany(server);
  admin = company.admin;
  siteId = company.siteId;
  secondSiteId = (await admin.post('/api/items/site', { name: 'Sede Norte' })).body.data.id;
  const people = [
    {
      first_name: 'Ana',
      last_name: 'Gómez',
      phone: '3001112233',
      email: 'ana@example.com',
      birth_date: '1990-05-01',
      is_active: true,
    },
    {
      first_name: 'Beatriz',
      last_name: 'López',
      phone: '3004445566',
      email: 'bea@example.com',
      birth_date: '1985-12-24',
      is_active: true,
    },
    {
      first_name: 'Carla',
      last_name: 'Ruiz',
      phone: '3107778899',
      email: null,
      birth_date: null,
      is_active: false,
    },
    {
      first_name: 'Daniela',
      last_name: 'Ana-María',
      phone: '3201234567',
      email: 'dani@example.com',
      birth_date: '2000-01-15',
      is_active: true,
    },
    {
      first_name: 'Elena',
      last_name: '50%_off',
      phone: '3159876543',
      email: 'elena@example.com',
      birth_date: '1995-07-30',
      is_active: true,
    },
  ];
  const created = await admin.post('/api/items/client', people);
  expect(created.status).toBe(200);
  clientIds.push(...created.body.data.map((row: { id: number }) => row.id));
});

afterAll(async () => {
  await server?.close();
});

const names = (body: { data: { first_name: string }[] }) => body.data.map((row) => row.first_name);

describe('filter operators', () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    ['_eq', { first_name: { _eq: 'Ana' } }, ['Ana']],
    ['_neq', { first_name: { _neq: 'Ana' } }, ['Beatriz', 'Carla', 'Daniela', 'Elena']],
    ['_lt', { birth_date: { _lt: '1990-05-01' } }, ['Beatriz']],
    ['_lte', { birth_date: { _lte: '1990-05-01' } }, ['Ana', 'Beatriz']],
    ['_gt', { birth_date: { _gt: '1995-07-30' } }, ['Daniela']],
    ['_gte', { birth_date: { _gte: '1995-07-30' } }, ['Daniela', 'Elena']],
    ['_in', { first_name: { _in: ['Ana', 'Carla', 'Nadie'] } }, ['Ana', 'Carla']],
    ['_nin', { first_name: { _nin: ['Ana', 'Carla'] } }, ['Beatriz', 'Daniela', 'Elena']],
    ['_null', { email: { _null: true } }, ['Carla']],
    ['_nnull', { birth_date: { _nnull: true } }, ['Ana', 'Beatriz', 'Daniela', 'Elena']],
    ['_contains (case-sensitive)', { last_name: { _contains: 'Ana' } }, ['Daniela']],
    ['_contains escapes % and _', { last_name: { _contains: '%_' } }, ['Elena']],
    ['_icontains', { last_name: { _icontains: 'ana' } }, ['Daniela']],
    ['_starts_with', { phone: { _starts_with: '300' } }, ['Ana', 'Beatriz']],
    ['_between', { birth_date: { _between: ['1985-01-01', '1991-01-01'] } }, ['Ana', 'Beatriz']],
    ['_eq on boolean', { is_active: { _eq: false } }, ['Carla']],
    [
      '_and',
      {
        _and: [
          { is_active: { _eq: true } },
          { phone: { _starts_with: '3' } },
          { first_name: { _neq: 'Elena' } },
        ],
      },
      ['Ana', 'Beatriz', 'Daniela'],
    ],
    ['_or', { _or: [{ first_name: { _eq: 'Ana' } }, { email: { _null: true } }] }, ['Ana', 'Carla']],
    [
      'nested _or inside _and',
      {
        _and: [
          { _or: [{ first_name: { _eq: 'Ana' } }, { first_name: { _eq: 'Elena' } }] },
          { birth_date: { _gt: '1991-01-01' } },
        ],
      },
      ['Elena'],
    ],
  ];
  for (const [label, filter, expected] of cases) {
    it(label, async () => {
      const response = await admin.get('/api/items/client', {
        filter,
        sort: ['first_name'],
        fields: ['first_name'],
      });
      expect(response.status).toBe(200);
      expect(names(response.body)).toEqual(expected);
    });
  }

  it('accepts bracket notation as well as JSON', async () => {
    const response = await admin.get(
      `/api/items/client?filter[first_name][_in]=Ana,Beatriz&fields[]=first_name&sort[]=-first_name`,
    );
    expect(names(response.body)).toEqual(['Beatriz', 'Ana']);
  });
});

describe('fields, relations and sorting', () => {
  beforeAll(async () => {
    const category = await admin.post('/api/items/service_category', { name: 'Uñas' });
    const service = await admin.post('/api/items/service', {
      name: 'Manicure',
      duration: 45,
      service_category_id: category.body.data.id,
      service_site_price: [
        { site_id: siteId, price: 35000 },
        { site_id: secondSiteId, price: 40000 },
      ],
    });
    expect(service.status).toBe(200);
  });

  it('expands a many-to-one relation', async () => {
    const response = await admin.get('/api/items/service_site_price', {
      fields: ['price', 'site_id.name', 'service_id.name', 'service_id.service_category_id.name'],
      sort: ['-price'],
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      {
        price: 40000,
        site_id: { name: 'Sede Norte' },
        service_id: { name: 'Manicure', service_category_id: { name: 'Uñas' } },
      },
      {
        price: 35000,
        site_id: { name: 'Sede Centro' },
        service_id: { name: 'Manicure', service_category_id: { name: 'Uñas' } },
      },
    ]);
  });

  it('expands a one-to-many relation and lists child ids by name', async () => {
    const response = await admin.get('/api/items/service', {
      fields: ['name', 'service_site_price.price', 'service_site_price.site_id.name'],
      filter: { name: { _eq: 'Manicure' } },
    });
    expect(response.body.data[0].service_site_price).toEqual([
      { price: 35000, site_id: { name: 'Sede Centro' } },
      { price: 40000, site_id: { name: 'Sede Norte' } },
    ]);
    const ids = await admin.get('/api/items/service', { fields: ['service_site_price'] });
    expect(ids.body.data[0].service_site_price).toHaveLength(2);
    expect(typeof ids.body.data[0].service_site_price[0]).toBe('number');
  });

  it('filters through a many-to-one and a one-to-many relation', async () => {
    const byParent = await admin.get('/api/items/service_site_price', {
      filter: { site_id: { name: { _eq: 'Sede Norte' } } },
      fields: ['price'],
    });
    expect(byParent.body.data).toEqual([{ price: 40000 }]);
    const byChild = await admin.get('/api/items/service', {
      filter: { service_site_price: { price: { _gte: 40000 } } },
      fields: ['name'],
    });
    expect(byChild.body.data).toEqual([{ name: 'Manicure' }]);
    const none = await admin.get('/api/items/service', {
      filter: { service_site_price: { _none: { price: { _gte: 1 } } } },
      fields: ['name'],
    });
    expect(none.body.data).toEqual([]);
  });

  it('sorts through a relation', async () => {
    const response = await admin.get('/api/items/service_site_price', {
      fields: ['price'],
      sort: ['site_id.name'],
    });
    expect(response.body.data.map((row: { price: number }) => row.price)).toEqual([35000, 40000]);
  });

  it('reads the spec calls: sites with schedules, specialists sorted unlimited', async () => {
    const sites = await admin.get('/api/items/site', {
      fields: ['*', 'site_schedule.*', 'site_schedule.site_schedule_time_id.*'],
      filter: {
        subscriber_owner_company_id: { _eq: (await admin.get('/api/users/me')).body.data.company.id },
      },
    });
    expect(sites.status).toBe(200);
    const centro = sites.body.data.find((site: { name: string }) => site.name === 'Sede Centro');
    expect(centro.site_schedule).toHaveLength(7);
    expect(centro.site_schedule.find((day: { weekday: number }) => day.weekday === 0).is_active).toBe(false);
    expect(centro.site_schedule[1].site_schedule_time_id.start_time).toBe('08:00:00');
    await admin.post('/api/items/specialist', [
      { name: 'Zoe', last_name: 'Paz', color_in_reserve: '#88EAFA' },
      { name: 'Andrea', last_name: 'Mora', color_in_reserve: '#5D2784' },
    ]);
    const specialists = await admin.get('/api/items/specialist', {
      fields: ['id', 'name', 'color_in_reserve'],
      sort: ['name'],
      limit: -1,
    });
    expect(specialists.body.data.map((row: { name: string }) => row.name)).toEqual(['Andrea', 'Zoe']);
    expect(Object.keys(specialists.body.data[0]).sort()).toEqual(['color_in_reserve', 'id', 'name']);
  });
});

describe('pagination, search, meta and aggregates', () => {
  it('pages with limit/offset and page', async () => {
    const first = await admin.get('/api/items/client', {
      fields: ['first_name'],
      sort: ['first_name'],
      limit: 2,
    });
    const second = await admin.get('/api/items/client', {
      fields: ['first_name'],
      sort: ['first_name'],
      limit: 2,
      page: 2,
    });
    const third = await admin.get('/api/items/client', {
      fields: ['first_name'],
      sort: ['first_name'],
      limit: 2,
      offset: 4,
    });
    expect(names(first.body)).toEqual(['Ana', 'Beatriz']);
    expect(names(second.body)).toEqual(['Carla', 'Daniela']);
    expect(names(third.body)).toEqual(['Elena']);
  });

  it('searches text fields case-insensitively', async () => {
    const response = await admin.get('/api/items/client', { search: 'LÓPEZ', fields: ['first_name'] });
    expect(names(response.body)).toEqual(['Beatriz']);
    const phone = await admin.get('/api/items/client', { search: '777', fields: ['first_name'] });
    expect(names(phone.body)).toEqual(['Carla']);
    const fullName = await admin.get('/api/items/client', {
      search: 'beatriz  lópez',
      fields: ['first_name'],
    });
    expect(names(fullName.body)).toEqual(['Beatriz']);
    const mixed = await admin.get('/api/items/client', { search: 'ana gómez', fields: ['first_name'] });
    expect(names(mixed.body)).toEqual(['Ana']);
  });

  it('returns total_count and filter_count', async () => {
    const response = await admin.get('/api/items/client', {
      filter: { is_active: { _eq: true } },
      meta: '*',
      limit: 1,
    });
    expect(response.body.meta).toEqual({ total_count: 5, filter_count: 4 });
    expect(response.body.data).toHaveLength(1);
    const only = await admin.get('/api/items/client', { meta: 'filter_count', search: 'ana' });
    expect(only.body.meta).toEqual({ filter_count: 2 });
  });

  it('caps filter_count at count_limit and says so', async () => {
    const capped = await admin.get('/api/items/client', { meta: 'filter_count', count_limit: 3, limit: 1 });
    expect(capped.body.meta).toEqual({ filter_count: 3, filter_count_capped: true });
    const exact = await admin.get('/api/items/client', { meta: 'filter_count', count_limit: 5, limit: 1 });
    expect(exact.body.meta).toEqual({ filter_count: 5, filter_count_capped: false });
    for (const bad of ['0', '-1', 'mil', '100001']) {
      expect(
        (await admin.get('/api/items/client', { meta: 'filter_count', count_limit: bad })).status,
        bad,
      ).toBe(400);
    }
  });

  it('search ignores case and keeps its search text private', async () => {
    const upper = await admin.get('/api/items/client', { search: 'ANA', fields: ['first_name'] });
    const lower = await admin.get('/api/items/client', { search: 'ana', fields: ['first_name'] });
    expect(upper.body.data).toEqual(lower.body.data);
    expect(lower.body.data.length).toBeGreaterThan(0);
    // The search text is the server's own: never readable or writable.
    expect([400, 403]).toContain((await admin.get('/api/items/client', { fields: ['search_text'] })).status);
    expect([400, 403]).toContain(
      (await admin.post('/api/items/client', { first_name: 'X', search_text: 'y' })).status,
    );
  });

  it('counts, sums and groups', async () => {
    const count = await admin.get('/api/items/client', { 'aggregate[count]': '*' });
    expect(count.body.data).toEqual([{ count: 5 }]);
    const grouped = await admin.get('/api/items/client', {
      'aggregate[count]': '*',
      groupBy: ['is_active'],
      sort: ['is_active'],
    });
    expect(grouped.body.data).toEqual([
      { count: 1, is_active: false },
      { count: 4, is_active: true },
    ]);
    const sums = await admin.get('/api/items/service_site_price', {
      aggregate: { sum: 'price', avg: 'price', min: 'price', max: 'price', countDistinct: 'site_id' },
    });
    expect(sums.body.data).toEqual([
      {
        sum: { price: 75000 },
        avg: { price: 37500 },
        min: { price: 35000 },
        max: { price: 40000 },
        countDistinct: { site_id: 2 },
      },
    ]);
    const byYear = await admin.get('/api/items/client', {
      'aggregate[count]': '*',
      groupBy: ['year(birth_date)'],
      filter: { birth_date: { _nnull: true } },
      sort: ['-year(birth_date)'],
      limit: 2,
    });
    expect(byYear.body.data).toEqual([
      { count: 1, birth_date_year: '2000' },
      { count: 1, birth_date_year: '1995' },
    ]);
  });

  it('reads one item by id and answers 404 for a missing one', async () => {
    const one = await admin.get(`/api/items/client/${clientIds[0]}`, { fields: ['first_name'] });
    expect(one.body).toEqual({ data: { first_name: 'Ana' } });
    const missing = await admin.get('/api/items/client/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].message).toMatch(/no existe/);
  });
});
