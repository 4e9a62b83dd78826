import {
  aggregate,
  createDirectus,
  createItem,
  createItems,
  deleteItem,
  deleteItems,
  readItem,
  readItems,
  rest,
  staticToken,
  updateItem,
  updateItems,
} from '@directus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

type Schema = {
  client: {
    id: number;
    first_name: string;
    last_name: string | null;
    is_active: boolean;
    birth_date: 'datetime' | null;
    date_created: 'datetime';
  }[];
  service: {
    id: number;
    name: string;
    duration: number;
    service_site_price: number[] | { price: number }[];
  }[];
};

let server: TestServer;
let company: TestCompany;
let sdk: ReturnType<typeof makeClient>;

const makeClient = (url: string, token: string) =>
  createDirectus<Schema>(`${url}/api`).with(staticToken(token)).with(rest());

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  sdk = makeClient(server.url, company.token);
});

afterAll(async () => {
  await server?.close();
});

describe('the official @directus/sdk as a client', () => {
  it('creates, reads, filters, sorts and pages', async () => {
    const one = await sdk.request(createItem('client', { first_name: 'Sara', last_name: 'Díaz' }));
    expect(one.first_name).toBe('Sara');
    const many = await sdk.request(
      createItems('client', [{ first_name: 'Tina' }, { first_name: 'Ula', is_active: false }]),
    );
    expect(many).toHaveLength(2);
    const read = await sdk.request(readItem('client', one.id, { fields: ['id', 'first_name'] }));
    expect(read).toEqual({ id: one.id, first_name: 'Sara' });
    const filtered = await sdk.request(
      readItems('client', {
        fields: ['first_name'],
        filter: { is_active: { _eq: true } },
        sort: ['-first_name'],
        limit: 1,
        offset: 1,
      }),
    );
    expect(filtered).toEqual([{ first_name: 'Sara' }]);
    const searched = await sdk.request(readItems('client', { search: 'díaz', fields: ['first_name'] }));
    expect(searched).toEqual([{ first_name: 'Sara' }]);
  });

  it('reads nested relations', async () => {
    await sdk.request(
      createItem('service', {
        name: 'Pedicure',
        duration: 40,
        service_site_price: [{ site_id: company.siteId, price: 30000 }],
      } as never),
    );
    const services = await sdk.request(
      readItems('service', { fields: ['name', { service_site_price: ['price'] }] as never }),
    );
    expect(services).toEqual([{ name: 'Pedicure', service_site_price: [{ price: 30000 }] }]);
  });

  it('pages, sorts and filters a nested list with deep (issue 32)', async () => {
    const service = (await sdk.request(
      createItem('service', {
        name: 'Uñas en gel',
        duration: 60,
        service_site_price: [{ site_id: company.siteId, price: 50000 }],
      } as never),
    )) as unknown as { id: number };
    const second = await company.admin.post('/api/items/site', { name: 'Sede Sur' });
    await company.admin.post('/api/items/service_site_price', {
      service_id: service.id,
      site_id: second.body.data.id,
      price: 55000,
    });
    const query = (deep: Record<string, unknown>) =>
      sdk.request(
        readItems('service', {
          fields: ['name', { service_site_price: ['price'] }] as never,
          filter: { id: { _eq: service.id } } as never,
          deep: { service_site_price: deep } as never,
        }),
      );
    expect(await query({ _sort: ['-price'], _limit: 1 })).toEqual([
      { name: 'Uñas en gel', service_site_price: [{ price: 55000 }] },
    ]);
    expect(await query({ _filter: { price: { _lt: 55000 } } })).toEqual([
      { name: 'Uñas en gel', service_site_price: [{ price: 50000 }] },
    ]);
    expect(await query({ _limit: 1, _offset: 1 })).toEqual([
      { name: 'Uñas en gel', service_site_price: [{ price: 55000 }] },
    ]);
    const failure = await query({ _fields: ['price'] }).catch((error) => error);
    expect(failure.response.status).toBe(400);
    await sdk.request(deleteItem('service', service.id));
  });

  it('aggregates with groupBy', async () => {
    const grouped = await sdk.request(
      aggregate('client', { aggregate: { count: '*' }, groupBy: ['is_active'] }),
    );
    expect(grouped).toEqual([
      { count: 1, is_active: false },
      { count: 2, is_active: true },
    ]);
  });

  it('sends functions, $NOW, alias and aggregates with functions as Directus reads them', async () => {
    await sdk.request(
      createItems('client', [
        { first_name: 'Vera', birth_date: '1990-05-01' },
        { first_name: 'Wanda', birth_date: '1985-12-24' },
      ] as never),
    );
    const withYear = await sdk.request(
      readItems('client', {
        fields: ['first_name', 'year(birth_date)', 'month(birth_date)'],
        filter: { 'year(birth_date)': { _gte: 1985 } } as never,
        sort: ['first_name'],
      }),
    );
    expect(withYear).toEqual([
      { first_name: 'Vera', birth_date_year: '1990', birth_date_month: '5' },
      { first_name: 'Wanda', birth_date_year: '1985', birth_date_month: '12' },
    ]);
    // Everyone was created in the last hour of the business clock, nobody in the next one.
    const recent = await sdk.request(
      readItems('client', { fields: ['id'], filter: { date_created: { _gte: '$NOW(-1 hour)' } } }),
    );
    expect(recent).toHaveLength(5);
    const future = await sdk.request(
      readItems('client', { fields: ['id'], filter: { date_created: { _gt: '$NOW(+1 hour)' } } }),
    );
    expect(future).toEqual([]);
    const aliased = await sdk.request(
      readItems('client', {
        alias: { nombre: 'first_name' },
        fields: ['nombre'] as never,
        filter: { first_name: { _eq: 'Vera' } },
      }),
    );
    expect(aliased).toEqual([{ nombre: 'Vera' }]);
    const byYear = await sdk.request(
      aggregate('client', {
        aggregate: { count: '*' },
        groupBy: ['year(birth_date)'],
        query: { filter: { birth_date: { _nnull: true } }, sort: ['-year(birth_date)'] as never },
      }),
    );
    expect(byYear).toEqual([
      { count: 1, birth_date_year: '1990' },
      { count: 1, birth_date_year: '1985' },
    ]);
    const byMax = await sdk.request(
      aggregate('client', {
        aggregate: { max: 'birth_date' },
        groupBy: ['is_active'],
        query: { sort: ['-max.birth_date'] as never },
      }),
    );
    // The inactive group has no birth date: a descending sort puts its null first, as PostgreSQL
    // (and so Directus) does.
    expect(byMax.map((row) => row.is_active)).toEqual([false, true]);
  });

  it('updates and deletes one and many', async () => {
    const rows = await sdk.request(readItems('client', { fields: ['id'], sort: ['id'] }));
    const ids = rows.map((row) => row.id);
    const updated = await sdk.request(updateItem('client', ids[0], { last_name: 'Nueva' }));
    expect(updated.last_name).toBe('Nueva');
    const batch = await sdk.request(updateItems('client', ids.slice(1), { is_active: true }));
    expect(batch.every((row) => row.is_active)).toBe(true);
    await sdk.request(deleteItem('client', ids[0]));
    await sdk.request(deleteItems('client', ids.slice(1)));
    expect(await sdk.request(readItems('client'))).toEqual([]);
  });

  it('surfaces the spec error shape', async () => {
    const failure = await sdk
      .request(readItems('client', { filter: { nope: { _eq: 1 } } as never }))
      .catch((error) => error);
    expect(failure.errors[0].message).toMatch(/desconocido/);
    expect(failure.response.status).toBe(400);
  });
});
