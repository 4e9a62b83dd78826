import type { OperationContract } from '@sari/contracts/operation';
import { addDays } from '@sari/domain/local-days';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../src/app';
import { registry } from '../src/tenancy/meta';
import { testToday } from './clock';
import { newSalon } from './data-factories';
import { type ApiClient, apiClient, newCompany, type TestCompany, toQuery } from './factories';
import { startTestServer, type TestServer } from './server';

// Issue 26: an impossible date sent to the public availability looped until the process died,
// and reports and the payslip answered 500. Every operation that takes a date gets impossible
// dates and huge ranges here, and must answer 400 every time.

let server: TestServer;
let company: TestCompany;
let slug: string;
let ids: { site: number; client: number; service: number; specialist: number; waitlist: number };

const today = testToday();
// Sorts inside the public page's next 60 days as text: the date that used to loop.
const THIS_MONTH_99 = `${today.slice(0, 7)}-99`;
const IMPOSSIBLE = [
  THIS_MONTH_99,
  '2026-13-01',
  '2026-12-32',
  '2026-02-30',
  '2027-02-29',
  '2026-00-10',
  '2026-11-00',
  '9999-12-31',
  '0000-01-01',
  '1999-12-31',
  '2101-01-01',
  '2026-13-01T00:00:00.000Z',
];

const operations = FEATURES.flatMap((feature) => feature.operations ?? []).map((entry) => entry.contract);

// zod's own description of a schema: enough to walk objects down to their leaves.
type Def = { type: string; shape?: Record<string, unknown>; innerType?: unknown; element?: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
const leafOf = (schema: unknown) => schema as { safeParse: (value: unknown) => { success: boolean } };

// The paths of an input schema's date fields: the leaves that take a date and refuse other text
// of nearly its shape (found by behaviour, so a field typed any way is found; a phone takes
// digits without dashes, a date does not).
function datePaths(schema: unknown, path: string[] = []): string[][] {
  const def = defOf(schema);
  if (def.type === 'object') {
    return Object.entries(def.shape ?? {}).flatMap(([name, field]) => datePaths(field, [...path, name]));
  }
  if (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type)) {
    return datePaths(def.innerType, path);
  }
  if (def.type === 'array') {
    return datePaths(def.element, [...path, '0']);
  }
  const leaf = leafOf(schema);
  const isDate =
    leaf.safeParse('2026-12-15').success &&
    !leaf.safeParse('abcd-ef-gh').success &&
    !leaf.safeParse('20261215').success;
  return isDate ? [path] : [];
}

function withValue(input: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(input);
  let target = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    target = target[key] as Record<string, unknown>;
  }
  target[path.at(-1)!] = value;
  return copy;
}

const TOKEN = `1.${'a'.repeat(32)}`;

// A valid input of every operation that takes a date (checked against its contract below), so a
// 400 can only come from the date put in it.
const SAMPLES: Record<string, () => Record<string, unknown>> = {
  'calendar.book': () => ({
    site_id: ids.site,
    client_id: ids.client,
    date: '2026-12-15',
    services: [{ service_id: ids.service, specialist_id: ids.specialist, time: '11:00' }],
    repeat: { every_weeks: 1, until: '2026-12-29' },
    check_only: true,
  }),
  'calendar.availability': () => ({
    site_id: ids.site,
    service_ids: String(ids.service),
    from: '2026-12-15',
    to: '2026-12-16',
  }),
  'calendar.waitlistMatches': () => ({ site_id: ids.site, date: '2026-12-15', start: '09:00', end: '12:00' }),
  'calendar.bookFromWaitlist': () => ({
    id: ids.waitlist,
    date: '2026-12-15',
    time: '15:00',
    specialist_id: ids.specialist,
  }),
  'calendar.clientPlans': () => ({ date: '2026-12-15', client_ids: String(ids.client) }),
  'sales.summary': () => ({ site_id: ids.site, from: '2026-01-01', to: '2026-12-31' }),
  'sales.list': () => ({ site_id: ids.site, from: '2026-01-01', to: '2026-12-31' }),
  'reports.run': () => ({ report: 'salesMonth', site_id: ids.site, from: '2026-01-01', to: '2026-12-31' }),
  'specialistPay.payslip': () => ({
    id: ids.specialist,
    site_id: ids.site,
    from: '2026-11-01',
    to: '2026-11-30',
  }),
  'specialistPay.pdf': () => ({
    id: ids.specialist,
    site_id: ids.site,
    from: '2026-11-01',
    to: '2026-11-30',
  }),
  'specialistPay.pay': () => ({
    id: ids.specialist,
    site_id: ids.site,
    from: '2026-11-01',
    to: '2026-11-30',
    total: 1000,
  }),
  'public.availability': () => ({
    slug,
    site_id: ids.site,
    service_ids: String(ids.service),
    from: today,
    to: addDays(today, 6),
  }),
  'public.book': () => ({
    slug,
    site_id: ids.site,
    service_ids: [ids.service],
    date: addDays(today, 7),
    time: '10:00',
    first_name: 'Lucía',
    phone: '+57 3001234567',
    email: 'lucia@correo.test',
    privacy_consent: true,
  }),
  'public.moveBooking': () => ({ token: TOKEN, date: addDays(today, 7), time: '10:00' }),
  // An id no package has: the date is refused before anything is looked up (a 404 would show it
  // was not).
  'wallet.extendPackage': () => ({
    id: 999_999,
    expires_on: addDays(today, 90),
    reason: 'Viaje de la clienta',
  }),
};

// Operations whose use-case walks the days of its input: before the fix an impossible date there
// spun this very process (the server runs in it), so such a request is sent only once the code
// cannot loop on it: the contract refuses the value, or the day helpers throw on it.
const WALKS_DAYS = new Set(['public.availability', 'calendar.availability', 'calendar.book']);
function cannotLoopOn(contract: OperationContract, input: Record<string, unknown>, value: string) {
  if (!WALKS_DAYS.has(contract.id) || !contract.input.safeParse(input).success) {
    return true;
  }
  try {
    addDays(value.slice(0, 10), 1);
    return false;
  } catch {
    return true;
  }
}

async function send(client: ApiClient, contract: OperationContract, input: Record<string, unknown>) {
  const rest = { ...input };
  const path = contract.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const headers = {
    'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
  return contract.method === 'GET'
    ? client.request('GET', `${path}${toQuery(rest)}`, undefined, headers)
    : client.request(contract.method, path, rest, headers);
}

const clientFor = (contract: OperationContract) =>
  contract.permission === 'public' ? apiClient(server) : company.admin;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server, { name: 'Salón Fechas' });
  [{ slug }] = await server.db.rows<{ slug: string }>(
    sql`select public_slug as slug from subscriber_owner_company where id = ${company.companyId}`,
  );
  const salon = await newSalon(company);
  const waitlist = await company.admin.post('/api/items/waitlist_entry', {
    site_id: company.siteId,
    client_id: salon.client.id,
    service_id: salon.service.id,
    date_from: '2026-12-14',
    date_to: '2026-12-20',
  });
  ids = {
    site: company.siteId,
    client: salon.client.id,
    service: salon.service.id,
    specialist: salon.specialist.id,
    waitlist: waitlist.body.data.id,
  };
});

afterAll(async () => {
  await server?.close();
});

describe('the public availability with an impossible date', () => {
  it(`answers 400 at once to from=${THIS_MONTH_99}, and the server goes on answering`, async () => {
    const availability = operations.find((contract) => contract.id === 'public.availability')!;
    const input = { ...SAMPLES['public.availability'](), from: THIS_MONTH_99, to: THIS_MONTH_99 };
    // The guard: a request that would loop is never sent (it would stop this test process too).
    expect(cannotLoopOn(availability, input, THIS_MONTH_99), 'it would loop over days').toBe(true);
    const started = Date.now();
    const answer = await send(apiClient(server), availability, input);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.errors[0].message).toMatch(/no existe en el calendario/);
    const fine = await send(apiClient(server), availability, SAMPLES['public.availability']());
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  }, 10_000);
});

describe('every operation that takes a date', () => {
  const dated = () => operations.filter((contract) => datePaths(contract.input).length > 0);

  it('is found by the walk, and has a valid sample here', () => {
    const found = dated().map((contract) => contract.id);
    for (const id of Object.keys(SAMPLES)) {
      expect(found, `${id} takes a date`).toContain(id);
    }
    for (const contract of dated()) {
      const sample = SAMPLES[contract.id];
      expect(
        sample,
        `${contract.id} takes a date: it needs a sample in impossible-dates.test.ts`,
      ).toBeDefined();
      const parsed = contract.input.safeParse(sample());
      expect(parsed.success, `${contract.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('answers 400 to an impossible date or a year out of range in any of its date fields', async () => {
    const wrong: string[] = [];
    for (const contract of dated()) {
      for (const path of datePaths(contract.input)) {
        for (const value of IMPOSSIBLE) {
          const input = withValue(SAMPLES[contract.id](), path, value);
          const label = `${contract.id} ${path.join('.')}=${value}`;
          if (!cannotLoopOn(contract, input, value)) {
            wrong.push(`${label}: not sent, it would loop over days`);
            continue;
          }
          const answer = await send(clientFor(contract), contract, input);
          if (answer.status !== 400) {
            wrong.push(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers 400 naming the limit to a range of a century', async () => {
    const wrong: string[] = [];
    for (const contract of dated()) {
      const paths = datePaths(contract.input).map((path) => path.join('.'));
      const input = paths.includes('repeat.until')
        ? withValue(SAMPLES[contract.id](), ['repeat', 'until'], '2100-12-31')
        : paths.includes('from') && paths.includes('to')
          ? { ...SAMPLES[contract.id](), from: '2000-01-01', to: '2100-12-31' }
          : null;
      if (!input) {
        continue;
      }
      const answer = await send(clientFor(contract), contract, input);
      if (answer.status !== 400 || !/como máximo \d+/.test(answer.body?.errors?.[0]?.message ?? '')) {
        wrong.push(`${contract.id}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('still answers afterwards, for this company and another', async () => {
    expect((await apiClient(server).get('/api/health')).status).toBe(200);
    const other = await newCompany(server);
    expect((await other.admin.get('/api/users/me')).status).toBe(200);
    const report = await company.admin.get('/api/reports/salesMonth', {
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(report.status).toBe(200);
  });
});

describe('the items engine', () => {
  // Every date and timestamp column of every collection, in a filter, each operator shape.
  it('answers 400 to an impossible date in a filter on a date column', async () => {
    const wrong: string[] = [];
    for (const [name, collection] of registry) {
      for (const field of collection.fields.values()) {
        if (!['date', 'timestamp', 'timestamptz'].includes(field.type)) {
          continue;
        }
        for (const filter of [
          { [field.name]: { _eq: '2026-13-01' } },
          { [field.name]: { _gte: '2026-02-30T00:00:00Z' } },
          { [field.name]: { _in: ['2026-12-01', '2026-12-32'] } },
          { [field.name]: { _between: ['2026-12-01', '2026-11-99'] } },
        ]) {
          const answer = await company.admin.get(`/api/items/${name}`, { filter });
          if (answer.status !== 400 && answer.status !== 403) {
            wrong.push(`${name} ${JSON.stringify(filter)}: ${answer.status}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers 400 to an impossible day in a calendar read that may be kept (one site, its days)', async () => {
    for (const collection of ['service_reservation', 'service_reservation_service']) {
      for (const date of [
        { _eq: '2026-13-01' },
        { _eq: THIS_MONTH_99 },
        { _between: ['2026-02-27', '2026-02-30'] },
        { _between: [THIS_MONTH_99, addDays(today, 40)] },
        { _between: ['2026-12-01', '9999-12-31'] },
      ]) {
        const filter = { site_id: { _eq: ids.site }, date };
        const answer = await company.admin.get(`/api/items/${collection}`, { filter });
        const expected = date._between?.[1] === '9999-12-31' ? 200 : 400;
        expect(answer.status, `${collection} ${JSON.stringify(date)}`).toBe(expected);
      }
    }
  });

  it('answers 400 to an impossible date written to a date column', async () => {
    for (const date of ['2026-13-01', '2026-02-30', '2026-11-99']) {
      const answer = await company.admin.post('/api/items/waitlist_entry', {
        site_id: ids.site,
        client_id: ids.client,
        service_id: ids.service,
        date_from: date,
        date_to: '2026-12-20',
      });
      expect(answer.status, date).toBe(400);
    }
  });
});
