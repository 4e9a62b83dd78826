import { addDays } from '@sari/domain/local-days';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testToday } from './clock';
import { newClient, newService, newSpecialist } from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { raceRequest, startSecondProcess } from './second-server';
import { startTestServer, type TestServer } from './server';

describe.runIf(process.env.SARI_TEST_DB === 'pg')('two server processes on one PostgreSQL', () => {
  let server: TestServer;
  let second: Awaited<ReturnType<typeof startSecondProcess>>;
  let company: TestCompany;

  beforeAll(async () => {
    server = await startTestServer();
    second = await startSecondProcess(server);
    company = await newCompany(server);
  }, 120_000);

  afterAll(async () => {
    await second?.stop();
    await server?.close();
  });

  it('64 concurrent bookings of one slot: exactly one succeeds, 63 get a 409 naming it', async () => {
    const specialist = await newSpecialist(company, { name: 'Única' });
    const service = await newService(company, {
      name: 'Corte',
      duration: 30,
      specialistIds: [specialist.id],
    });
    const clients = await Promise.all(Array.from({ length: 64 }, () => newClient(company)));
    const responses = await Promise.all(
      clients.map((client, index) =>
        raceRequest(() =>
          fetch(`${index % 2 ? second.url : server.url}/api/calendar/reservations`, {
            method: 'POST',
            headers: { authorization: `Bearer ${company.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              site_id: company.siteId,
              client_id: client.id,
              date: '2026-12-10',
              services: [
                { service_id: service.id, specialist_id: specialist.id, time: index % 3 ? '10:00' : '10:15' },
              ],
            }),
          }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(63);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body.errors[0].message).toMatch(/Única ya atiende a/);
    }
    const [stored] = await server.db.rows<{ n: number }>(
      sql`select count(*)::int as n from service_reservation_service where specialist_id = ${specialist.id}`,
    );
    expect(stored.n).toBe(1);
  });

  it('a change made through one process reaches a calendar open on the other', async () => {
    const specialist = await newSpecialist(company, { name: 'Eco' });
    const service = await newService(company, { duration: 30, specialistIds: [specialist.id] });
    const client = await newClient(company);
    const controller = new AbortController();
    const stream = await fetch(`${second.url}/api/calendar/events?site_id=${company.siteId}`, {
      headers: { authorization: `Bearer ${company.token}` },
      signal: controller.signal,
    });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: ready')) {
      text += decoder.decode((await reader.read()).value);
    }
    const started = Date.now();
    await company.admin.post('/api/calendar/reservations', {
      site_id: company.siteId,
      client_id: client.id,
      date: '2026-12-11',
      services: [{ service_id: service.id, specialist_id: specialist.id, time: '09:00' }],
    });
    while (!text.includes('"date":"2026-12-11"') && Date.now() - started < 2000) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<{ value?: undefined }>((r) => setTimeout(() => r({}), 2000)),
      ]);
      text += chunk.value ? decoder.decode(chunk.value) : '';
    }
    expect(text).toContain('event: change\ndata: {"date":"2026-12-11"}');
    expect(Date.now() - started).toBeLessThan(2000);
    controller.abort();
  });

  it('a booking made through one process reaches the public availability the other kept, within two seconds', async () => {
    const specialist = await newSpecialist(company, { name: 'Luz' });
    const service = await newService(company, { duration: 30, specialistIds: [specialist.id] });
    const [{ slug }] = await server.db.rows<{ slug: string }>(
      sql`select public_slug as slug from subscriber_owner_company where id = ${company.companyId}`,
    );
    // A Wednesday two weeks ahead of the site's today (open 8:00 to 20:00 on weekdays).
    let day = addDays(testToday(), 14);
    while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 3) {
      day = addDays(day, 1);
    }
    const starts = async () => {
      const response = await fetch(
        `${second.url}/api/public/booking/${slug}/availability?site_id=${company.siteId}&service_ids=${service.id}&from=${day}&to=${day}`,
      );
      const body = (await response.json()) as { data: { days: { slots: { start: string }[] }[] } };
      expect(response.status).toBe(200);
      return body.data.days[0].slots.map((slot) => slot.start);
    };
    expect(await starts()).toContain('11:00');
    expect(await starts()).toContain('11:00');
    const booked = await company.admin.post('/api/calendar/reservations', {
      site_id: company.siteId,
      client_id: (await newClient(company)).id,
      date: day,
      services: [{ service_id: service.id, specialist_id: specialist.id, time: '11:00' }],
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const started = Date.now();
    let seen = await starts();
    while (seen.includes('11:00') && Date.now() - started < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await starts();
    }
    expect(seen).not.toContain('11:00');
    expect(seen).toContain('11:30');
  });
});
