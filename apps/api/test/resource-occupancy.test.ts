import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, newResource, newService, newSpecialist } from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

// The resources' occupancy report (issue 30, decision 058): per resource, site and day, the hours
// its holds kept it over the hours it was open (its own hours within the site's, else the site's).
//
// The site opens 08:00-20:00 Monday to Saturday (12 h). Cabina 1 follows it; Cabina 2 opens on
// Tuesdays 13:00-20:00 only (7 h; closed on Wednesdays). Tuesday 8 Dec: massages of an hour at
// 10:00 and 14:00 in Cabina 1, at 14:00 in Cabina 2, and one at 16:00 in Cabina 2 cancelled.

let server: TestServer;
let company: TestCompany;
const TUESDAY = '2026-12-08';
const WEDNESDAY = '2026-12-09';

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  const people = await Promise.all(['Ana', 'Bea'].map((name) => newSpecialist(company, { name })));
  await newResource(company, { name: 'Cabina 1' });
  const two = await newResource(company, { name: 'Cabina 2' });
  const hours = await company.admin.patch(`/api/items/resource/${two.id}`, {
    resource_availability: [{ weekday: 2, start_time: '13:00', end_time: '20:00' }],
  });
  expect(hours.status, JSON.stringify(hours.body)).toBe(200);
  // A laser never used and deactivated: not in the report.
  await newResource(company, { name: 'Láser', kind: 'equipo', is_active: false });
  const massage = await newService(company, {
    name: 'Masaje',
    duration: 60,
    specialistIds: people.map((p) => p.id),
    needs: [{ kind: 'cabina', whole_duration: true }],
  });
  const book = async (time: string, specialist: number) => {
    const response = await company.admin.post('/api/calendar/reservations', {
      site_id: company.siteId,
      date: TUESDAY,
      client_id: (await newClient(company)).id,
      services: [{ service_id: massage.id, specialist_id: specialist, time }],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data.reservations[0].id as number;
  };
  await book('10:00', people[0].id);
  await book('14:00', people[0].id);
  await book('14:00', people[1].id);
  const cancelled = await book('16:00', people[1].id);
  const cancel = await company.admin.patch(`/api/items/service_reservation/${cancelled}`, {
    status: 'cancelado',
  });
  expect(cancel.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

const report = async (query: Record<string, unknown>, as = company.admin) => {
  const response = await as.get('/api/reports/resourceOccupancy', { limit: 100, ...query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as {
    rows: Record<string, unknown>[];
    totals: Record<string, number>;
    columns: { key: string; type: string }[];
  };
};

describe('resource occupancy report', () => {
  it('hours booked over hours open, per resource, site and day, cancelled services left out', async () => {
    const data = await report({ from: TUESDAY, to: WEDNESDAY, site_id: company.siteId });
    expect(data.columns.map((column) => column.key)).toEqual([
      'date',
      'site',
      'resource',
      'kind',
      'booked_hours',
      'open_hours',
      'occupancy',
    ]);
    const site = data.rows[0].site;
    expect(data.rows).toEqual([
      {
        date: TUESDAY,
        site,
        resource: 'Cabina 1',
        kind: 'Cabina',
        booked_hours: 2,
        open_hours: 12,
        occupancy: 16.7,
      },
      {
        date: TUESDAY,
        site,
        resource: 'Cabina 2',
        kind: 'Cabina',
        booked_hours: 1,
        open_hours: 7,
        occupancy: 14.3,
      },
      // Cabina 2 has no hours on Wednesdays: no row.
      {
        date: WEDNESDAY,
        site,
        resource: 'Cabina 1',
        kind: 'Cabina',
        booked_hours: 0,
        open_hours: 12,
        occupancy: 0,
      },
    ]);
    expect(data.totals).toEqual({ booked_hours: 3, open_hours: 31 });
    // Sunday: the site is closed, nothing booked, no rows.
    expect((await report({ from: '2026-12-13', to: '2026-12-13' })).rows).toEqual([]);
  });

  it('sorts by occupancy, and counts nothing of another company or site', async () => {
    const sorted = await report({ from: TUESDAY, to: TUESDAY, sort: '-occupancy' });
    expect(sorted.rows.map((row) => row.resource)).toEqual(['Cabina 1', 'Cabina 2']);
    const other = await newCompany(server);
    expect((await report({ from: TUESDAY, to: WEDNESDAY }, other.admin)).rows).toEqual([]);
    const foreignSite = await other.admin.get('/api/reports/resourceOccupancy', {
      from: TUESDAY,
      to: TUESDAY,
      site_id: company.siteId,
    });
    expect(foreignSite.status).toBe(404);
  });
});
