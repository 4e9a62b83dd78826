import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, newCompany, newUser, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

// Issue 32, "Forms Directus supports and Sari refuses": each expectation is what Directus 12
// answers for the same query on PostgreSQL (its documentation and the examples), or the
// 400 that names what Sari does not support (decision 002, "Directus 12 conformance: query forms").

let server: TestServer;
let company: TestCompany;
let admin: ApiClient;
let serviceId: number;
let northSiteId: number;

// The clients' rows are written at chosen business instants (UTC): the first three on Monday
// 23 November 2026 at 15:04:05, the fourth on Thursday 26 November at 03:30 (Wednesday 22:30
// in Bogotá), which is also "now" for the $NOW tests.
const FIRST = '2026-11-23T15:04:05.000Z';
const SECOND = '2026-11-26T03:30:00.000Z';

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  admin = company.admin;
  server.clock.set(FIRST);
  const first = await admin.post('/api/items/client', [
    { first_name: 'Ana', last_name: 'Gómez', birth_date: '1990-05-01' },
    { first_name: 'Beatriz', last_name: 'López', birth_date: '1985-12-24' },
    { first_name: 'Carla', last_name: 'Ruiz', birth_date: null },
  ]);
  expect(first.status).toBe(200);
  server.clock.set(SECOND);
  const second = await admin.post('/api/items/client', {
    first_name: 'Daniela',
    last_name: 'Ana-María',
    birth_date: '2000-01-15',
  });
  expect(second.status).toBe(200);
  northSiteId = (await admin.post('/api/items/site', { name: 'Sede Norte' })).body.data.id;
  const service = await admin.post('/api/items/service', {
    name: 'Manicure',
    duration: 45,
    service_site_price: [
      { site_id: company.siteId, price: 35000 },
      { site_id: northSiteId, price: 40000 },
    ],
  });
  expect(service.status).toBe(200);
  serviceId = service.body.data.id;
  await admin.post('/api/items/service', { name: 'Pedicure', duration: 30 });
});

afterAll(async () => {
  await server?.close();
});

const names = (response: { body: { data: { first_name: string }[] } }) =>
  response.body.data.map((row) => row.first_name);

describe('indexed arrays (qs.stringify and axios)', () => {
  it('reads fields[0], sort[0] and filter[_and][0] as lists', async () => {
    const response = await admin.get(
      '/api/items/client?fields[0]=first_name&fields[1]=last_name&sort[0]=-first_name' +
        '&filter[_and][0][birth_date][_nnull]=true&filter[_and][1][first_name][_in][0]=Ana&filter[_and][1][first_name][_in][1]=Beatriz',
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      { first_name: 'Beatriz', last_name: 'López' },
      { first_name: 'Ana', last_name: 'Gómez' },
    ]);
  });

  it('reads filter[_or][0], _between[0]/[1], aggregate[count][0] and groupBy[0]', async () => {
    const or = await admin.get(
      '/api/items/client?fields[0]=first_name&sort[0]=first_name' +
        '&filter[_or][0][first_name][_eq]=Carla&filter[_or][1][birth_date][_between][0]=1985-01-01&filter[_or][1][birth_date][_between][1]=1986-01-01',
    );
    expect(names(or)).toEqual(['Beatriz', 'Carla']);
    const grouped = await admin.get(
      '/api/items/service_site_price?aggregate[count][0]=id&aggregate[sum][0]=price&groupBy[0]=service_id',
    );
    expect(grouped.status).toBe(200);
    expect(grouped.body.data).toEqual([{ count: { id: 2 }, sum: { price: 75000 }, service_id: serviceId }]);
  });

  it('orders indexes as numbers, and refuses mixed or oversized lists', async () => {
    const ordered = await admin.get(
      '/api/items/client?fields[10]=last_name&fields[2]=first_name&sort[0]=id&limit=1',
    );
    expect(ordered.body.data).toEqual([{ first_name: 'Ana', last_name: 'Gómez' }]);
    for (const bad of [
      'fields[]=id&fields[0]=first_name',
      'filter={}&filter[id][_eq]=1',
      'fields[99999]=id',
    ]) {
      const response = await admin.get(`/api/items/client?${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body.errors[0].message, bad).toMatch(/fields|filter|lista/);
    }
  });
});

describe('functions in fields, filters, sort and groupBy', () => {
  it('answers date parts under Directus names, as the text of the number', async () => {
    const response = await admin.get('/api/items/client', {
      fields: [
        'first_name',
        'year(birth_date)',
        'month(birth_date)',
        'week(birth_date)',
        'day(birth_date)',
        'weekday(birth_date)',
      ],
      sort: ['first_name'],
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      {
        first_name: 'Ana',
        birth_date_year: '1990',
        birth_date_month: '5',
        birth_date_week: '18',
        birth_date_day: '1',
        birth_date_weekday: '2',
      },
      {
        first_name: 'Beatriz',
        birth_date_year: '1985',
        birth_date_month: '12',
        birth_date_week: '52',
        birth_date_day: '24',
        birth_date_weekday: '2',
      },
      {
        first_name: 'Carla',
        birth_date_year: null,
        birth_date_month: null,
        birth_date_week: null,
        birth_date_day: null,
        birth_date_weekday: null,
      },
      {
        first_name: 'Daniela',
        birth_date_year: '2000',
        birth_date_month: '1',
        birth_date_week: '2',
        birth_date_day: '15',
        birth_date_weekday: '6',
      },
    ]);
  });

  it('takes the parts of a timestamp with time zone in UTC', async () => {
    const response = await admin.get('/api/items/client', {
      fields: [
        'first_name',
        'day(date_created)',
        'weekday(date_created)',
        'hour(date_created)',
        'minute(date_created)',
        'second(date_created)',
      ],
      filter: { first_name: { _in: ['Ana', 'Daniela'] } },
      sort: ['first_name'],
    });
    const [ana, daniela] = response.body.data;
    expect(ana).toMatchObject({
      date_created_day: '23',
      date_created_weekday: '1',
      date_created_hour: '15',
      date_created_minute: '4',
    });
    expect(ana.date_created_second).toMatch(/^5\.\d{6}$/);
    // 03:30 UTC is 22:30 on Wednesday in Bogotá: the parts are UTC's.
    expect(daniela).toMatchObject({
      date_created_day: '26',
      date_created_weekday: '4',
      date_created_hour: '3',
      date_created_minute: '30',
    });
  });

  it('takes a time column’s own parts, and compares it with $NOW’s UTC wall time', async () => {
    const times = await admin.get('/api/items/site_schedule_time', {
      fields: ['hour(start_time)', 'minute(start_time)', 'second(start_time)'],
      filter: { start_time: { _eq: '08:00' } },
      limit: 1,
    });
    expect(times.body.data).toEqual([
      { start_time_hour: '8', start_time_minute: '0', start_time_second: '0.000000' },
    ]);
    // "Now" is 03:30 UTC: no opening starts before it, and 08:00 is within five hours of it.
    const before = await admin.get('/api/items/site_schedule_time', {
      fields: ['start_time'],
      filter: { start_time: { _lt: '$NOW' } },
    });
    expect(before.body.data).toEqual([]);
    const soon = await admin.get('/api/items/site_schedule_time', {
      fields: ['start_time'],
      filter: { start_time: { _between: ['$NOW', '$NOW(+5 hours)'] } },
      limit: 1,
    });
    expect(soon.body.data).toEqual([{ start_time: '08:00:00' }]);
  });

  it('counts a one-to-many list as o2m_count, within the reader’s scope', async () => {
    const response = await admin.get('/api/items/service', {
      fields: ['name', 'count(service_site_price)'],
      sort: ['name'],
    });
    expect(response.body.data).toEqual([
      { name: 'Manicure', service_site_price_count: '2' },
      { name: 'Pedicure', service_site_price_count: '0' },
    ]);
    // A receptionist of one site counts only that site's prices.
    const oneSite = await newUser(server, company, { role: 'recepcionista', siteIds: [company.siteId] });
    const scoped = await oneSite.client.get('/api/items/service', {
      fields: ['name', 'count(service_site_price)'],
      sort: ['name'],
    });
    expect(scoped.body.data).toEqual([
      { name: 'Manicure', service_site_price_count: '1' },
      { name: 'Pedicure', service_site_price_count: '0' },
    ]);
    const mine = await oneSite.client.get('/api/items/service', {
      fields: ['name', 'count(service_site_price)'],
      filter: { 'count(service_site_price)': { _gte: 2 } },
    });
    expect(mine.body.data).toEqual([]);
    // Another company's reader neither sees nor counts these rows.
    const stranger = await newCompany(server);
    const theirs = await stranger.admin.get('/api/items/service', {
      fields: ['count(service_site_price)'],
      filter: { _or: [{ id: { _eq: serviceId } }, { 'count(service_site_price)': { _gt: 0 } }] },
    });
    expect(theirs.body.data).toEqual([]);
    const grouped = await stranger.admin.get('/api/items/client', {
      'aggregate[count]': '*',
      groupBy: ['year(birth_date)'],
    });
    expect(grouped.body.data).toEqual([]);
    const repeated = await admin.get('/api/items/service', {
      fields: Array.from({ length: 150 }, () => 'count(service_site_price)'),
      limit: 1,
    });
    expect(repeated.status).toBe(200);
    const nested = await admin.get('/api/items/service_site_price', {
      fields: ['price', 'service_id.count(service_site_price)', 'site_id.name'],
      sort: ['price'],
      limit: 1,
    });
    expect(nested.body.errors).toBeUndefined();
    expect(nested.body.data).toEqual([
      { price: 35000, service_id: { service_site_price_count: '2' }, site_id: { name: 'Sede Centro' } },
    ]);
  });

  it('filters and sorts by a function', async () => {
    const byYear = await admin.get('/api/items/client', {
      fields: ['first_name'],
      filter: { 'year(birth_date)': { _gte: 1990 } },
      sort: ['-year(birth_date)'],
    });
    expect(names(byYear)).toEqual(['Daniela', 'Ana']);
    const bracket = await admin.get('/api/items/client?fields=first_name&filter[month(birth_date)][_eq]=12');
    expect(names(bracket)).toEqual(['Beatriz']);
    const byCount = await admin.get('/api/items/service', {
      fields: ['name'],
      filter: { 'count(service_site_price)': { _gt: 1 } },
    });
    expect(byCount.body.data).toEqual([{ name: 'Manicure' }]);
    const throughRelation = await admin.get('/api/items/service_site_price', {
      fields: ['price'],
      filter: { service_id: { 'count(service_site_price)': { _eq: 2 } } },
      sort: ['-price'],
    });
    expect(throughRelation.body.data).toEqual([{ price: 40000 }, { price: 35000 }]);
  });

  it('groups by a function with Directus keys and values', async () => {
    const byDay = await admin.get('/api/items/client', {
      'aggregate[count]': '*',
      groupBy: ['day(date_created)'],
      sort: ['day(date_created)'],
    });
    expect(byDay.status).toBe(200);
    expect(byDay.body.data).toEqual([
      { count: 3, date_created_day: '23' },
      { count: 1, date_created_day: '26' },
    ]);
    const byPrices = await admin.get('/api/items/service', {
      'aggregate[count]': '*',
      groupBy: ['count(service_site_price)'],
      sort: ['count(service_site_price)'],
    });
    expect(byPrices.status).toBe(200);
    expect(byPrices.body.data).toEqual([
      { count: 1, service_site_price_count: '0' },
      { count: 1, service_site_price_count: '2' },
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
      { count: 1, birth_date_year: '1990' },
    ]);
  });

  it('refuses what is not a function Directus has, or not for that field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ fields: ['upper(first_name)'] }, /Función desconocida: "upper"/],
      [{ fields: ['json(first_name,a.b)'] }, /Función desconocida: "json"/],
      [{ fields: ['year(first_name)'] }, /year\(\) no se usa con "client.first_name"/],
      [{ fields: ['hour(birth_date)'] }, /hour\(\) no se usa con "client.birth_date"/],
      [{ fields: ['count(birth_date)'] }, /count\(\) no se usa/],
      [{ fields: ['year(nope)'] }, /Campo desconocido en year\(\)/],
      [{ fields: ['year(birth_date'] }, /Función no válida/],
      [{ fields: ['year(year(birth_date))'] }, /Función no válida/],
      [{ fields: ['year(birth_date).x'] }, /Campo no válido/],
      [{ filter: { 'year(birth_date)': { _contains: '19' } } }, /solo se usa con campos de texto/],
      [{ filter: { 'year(birth_date)': { _eq: 'mil' } } }, /número/],
      [{ filter: { 'year(birth_date)': { first_name: { _eq: 'x' } } } }, /solo admite operadores/],
      [{ filter: { 'year(birth_date)': { _eq: '$NOW' } } }, /\$NOW/],
      [{ sort: ['second(birth_date)'] }, /second\(\) no se usa/],
      [{ 'aggregate[count]': '*', groupBy: ['minute(birth_date)'] }, /minute\(\) no se usa/],
      [{ 'aggregate[max]': 'year(birth_date)' }, /Campo desconocido en max/],
    ];
    for (const [query, message] of cases) {
      const response = await admin.get('/api/items/client', query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.errors[0].message, JSON.stringify(query)).toMatch(message);
    }
    const hidden = await admin.get('/api/items/client', { fields: ['count(search_text)'] });
    expect([400, 403]).toContain(hidden.status);
  });
});

describe('dynamic variables in filters', () => {
  it('$NOW and $NOW(adjustment) follow the business clock', async () => {
    server.clock.set(SECOND);
    const lastDay = await admin.get('/api/items/client', {
      fields: ['first_name'],
      filter: { date_created: { _gte: '$NOW(-1 day)' } },
    });
    expect(names(lastDay)).toEqual(['Daniela']);
    const older = await admin.get('/api/items/client', {
      fields: ['first_name'],
      filter: { date_created: { _lt: '$NOW(-2 days)' } },
      sort: ['first_name'],
    });
    expect(names(older)).toEqual(['Ana', 'Beatriz', 'Carla']);
    const around = await admin.get('/api/items/client', {
      fields: ['first_name'],
      filter: { date_created: { _between: ['$NOW(-1 hour)', '$NOW(+1h)'] } },
    });
    expect(names(around)).toEqual(['Daniela']);
    // A date column compares with $NOW's UTC date: 1996-11-26.
    const adults = await admin.get('/api/items/client', {
      fields: ['first_name'],
      filter: { birth_date: { _lt: '$NOW(-30 years)' } },
      sort: ['first_name'],
    });
    expect(names(adults)).toEqual(['Ana', 'Beatriz']);
    const bracket = await admin.get(
      '/api/items/client?fields[]=first_name&filter[date_created][_gt]=$NOW(-2 days)',
    );
    expect(names(bracket)).toEqual(['Daniela']);
    // The same read four days later: nobody was created in the last day.
    server.clock.set('2026-11-30T03:30:00.000Z');
    const later = await admin.get('/api/items/client', {
      fields: ['first_name'],
      filter: { date_created: { _gte: '$NOW(-1 day)' } },
    });
    expect(later.body.data).toEqual([]);
    server.clock.set(SECOND);
  });

  it('refuses a $NOW it cannot read', async () => {
    const cases: [unknown, RegExp][] = [
      [{ date_created: { _gt: '$NOW(-100000 years)' } }, /se aleja demasiado/],
      [{ date_created: { _gt: '$NOW(-99999999999999 ms)' } }, /se aleja demasiado/],
      [{ date_created: { _gt: '$NOW(-1 fortnight)' } }, /Unidad desconocida/],
      [{ date_created: { _gt: '$NOW(1.5 days)' } }, /Variable no válida/],
      [{ date_created: { _gt: '$NOW(-1 year' } }, /Variable no válida/],
      [{ date_created: { _in: ['$NOW'] } }, /\$NOW" no se usa en "_in"/],
      [{ first_name: { _eq: '$NOW' } }, /solo se compara con campos de fecha/],
      [{ first_name: { _eq: '$CURRENT_USER.email' } }, /Variable no admitida/],
      [{ first_name: { _eq: '$CURRENT_POLICIES' } }, /Variable no admitida/],
      [{ id: { _eq: '$CURRENT_ROLES' } }, /úsala con _in/],
    ];
    for (const [filter, message] of cases) {
      const response = await admin.get('/api/items/client', { filter });
      expect(response.status, JSON.stringify(filter)).toBe(400);
      expect(response.body.errors[0].message, JSON.stringify(filter)).toMatch(message);
    }
  });

  it('$CURRENT_USER and $CURRENT_ROLE are the reader’s own, never another user’s', async () => {
    const first = await newUser(server, company, { role: 'recepcionista' });
    const second = await newUser(server, company, { role: 'recepcionista' });
    for (const user of [first, second, first]) {
      const me = await user.client.get('/api/items/sari_user', {
        fields: ['email'],
        filter: { id: { _eq: '$CURRENT_USER' } },
      });
      expect(me.status).toBe(200);
      expect(me.body.data).toEqual([{ email: user.email }]);
    }
    const role = await first.client.get('/api/items/sari_role', {
      fields: ['system_key'],
      filter: { id: { _eq: '$CURRENT_ROLE' } },
    });
    expect(role.body.data).toEqual([{ system_key: 'recepcionista' }]);
    const roles = await first.client.get('/api/items/sari_role', {
      fields: ['system_key'],
      filter: { id: { _in: '$CURRENT_ROLES' } },
    });
    expect(roles.body.data).toEqual([{ system_key: 'recepcionista' }]);
    const me = await admin.get('/api/items/sari_user', {
      fields: ['email'],
      filter: { id: { _eq: '$CURRENT_USER' } },
    });
    const others = await admin.get('/api/items/sari_user', {
      fields: ['email'],
      filter: { id: { _neq: '$CURRENT_USER' } },
    });
    const emails = others.body.data.map((row: { email: string }) => row.email);
    expect(emails).toEqual(expect.arrayContaining([first.email, second.email]));
    expect(emails).not.toContain(me.body.data[0].email);
  });
});

describe('alias, sort by any aggregate, and the negated text operators', () => {
  it('answers alias[new]=field under the new name', async () => {
    const column = await admin.get('/api/items/client', {
      'alias[nombre]': 'first_name',
      fields: ['nombre', 'last_name'],
      filter: { first_name: { _eq: 'Ana' } },
    });
    expect(column.status).toBe(200);
    expect(column.body.data).toEqual([{ nombre: 'Ana', last_name: 'Gómez' }]);
    const relation = await admin.get('/api/items/service_site_price', {
      alias: { sede: 'site_id' },
      fields: ['price', 'site_id', 'sede.name'],
      sort: ['price'],
    });
    expect(relation.body.data).toEqual([
      { price: 35000, site_id: company.siteId, sede: { name: 'Sede Centro' } },
      { price: 40000, site_id: northSiteId, sede: { name: 'Sede Norte' } },
    ]);
    const list = await admin.get('/api/items/service', {
      'alias[precios]': 'service_site_price',
      'alias[ids]': 'service_site_price',
      fields: ['name', 'precios.price', 'ids'],
      filter: { id: { _eq: serviceId } },
    });
    expect(list.body.data).toEqual([
      {
        name: 'Manicure',
        precios: [{ price: 35000 }, { price: 40000 }],
        ids: [expect.any(Number), expect.any(Number)],
      },
    ]);
  });

  it('refuses alias abuse with a 400 that names it', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ 'alias[x]': 'site_id.name', fields: ['x'] }, /alias\[x\]/],
      [{ 'alias[x]': 'year(birth_date)', fields: ['x'] }, /alias\[x\]/],
      [{ 'alias[last_name]': 'first_name', fields: ['last_name'] }, /no puede llamarse como el campo/],
      [{ 'alias[a]': 'b', 'alias[b]': 'first_name', fields: ['a'] }, /alias\[a\]/],
      [{ 'alias[x]': 'nope', fields: ['x'] }, /campo desconocido/],
      [{ 'alias[x]': 'first_name', fields: ['x.name'] }, /alias\[x\]/],
      [{ 'alias[x]': 'first_name', fields: ['first_name'] }, /no se usa en "fields"/],
      [{ 'alias[x]': 'first_name', 'aggregate[count]': '*' }, /"alias" no se usa con "aggregate"/],
      [{ 'alias[x][y]': 'first_name', fields: ['x'] }, /alias\[x\]/],
    ];
    for (const [query, message] of cases) {
      const response = await admin.get('/api/items/client', query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.errors[0].message, JSON.stringify(query)).toMatch(message);
    }
    const hidden = await admin.get('/api/items/client', { 'alias[x]': 'search_text', fields: ['x'] });
    expect([400, 403]).toContain(hidden.status);
  });

  it('sorts by any aggregate it asks for', async () => {
    const bySum = await admin.get('/api/items/service_site_price', {
      aggregate: { sum: 'price', min: 'price' },
      groupBy: ['site_id'],
      sort: ['-sum.price'],
    });
    expect(bySum.status).toBe(200);
    expect(bySum.body.data).toEqual([
      { sum: { price: 40000 }, min: { price: 40000 }, site_id: northSiteId },
      { sum: { price: 35000 }, min: { price: 35000 }, site_id: company.siteId },
    ]);
    const byMin = await admin.get('/api/items/service_site_price', {
      aggregate: { min: 'price' },
      groupBy: ['site_id'],
      sort: ['min.price'],
    });
    expect(byMin.body.data.map((row: { site_id: number }) => row.site_id)).toEqual([
      company.siteId,
      northSiteId,
    ]);
    const notAsked = await admin.get('/api/items/service_site_price', {
      aggregate: { min: 'price' },
      groupBy: ['site_id'],
      sort: ['-max.price'],
    });
    expect(notAsked.status).toBe(400);
    expect(notAsked.body.errors[0].message).toMatch(/-max.price/);
  });

  it('has _nends_with, _nistarts_with, _niends_with (and _nicontains, _ieq, _nieq)', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ last_name: { _nends_with: 'ez' } }, ['Carla', 'Daniela']],
      [{ last_name: { _nistarts_with: 'g' } }, ['Beatriz', 'Carla', 'Daniela']],
      [{ last_name: { _niends_with: 'EZ' } }, ['Carla', 'Daniela']],
      [{ last_name: { _nicontains: 'ANA' } }, ['Ana', 'Beatriz', 'Carla']],
      [{ first_name: { _ieq: 'ana' } }, ['Ana']],
      [{ first_name: { _nieq: 'ANA' } }, ['Beatriz', 'Carla', 'Daniela']],
    ];
    for (const [filter, expected] of cases) {
      const response = await admin.get('/api/items/client', {
        filter,
        fields: ['first_name'],
        sort: ['first_name'],
      });
      expect(response.status, JSON.stringify(filter)).toBe(200);
      expect(names(response), JSON.stringify(filter)).toEqual(expected);
    }
    const notText = await admin.get('/api/items/client', { filter: { birth_date: { _niends_with: '1' } } });
    expect(notText.status).toBe(400);
  });
});
