import { addDays } from '@sari/domain/local-days';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../src/jobs/queue';
import { jobRunner } from '../src/jobs/runner';
import { smtpMailer } from '../src/platform/mailer';
import { testToday } from './clock';
import { newService, newSpecialist } from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { PROCESS_TEST_MS, raceRequest, startSecondProcess } from './second-server';
import { startTestServer, type TestServer } from './server';
import { startSmtpSink } from './smtp-sink';

// A Tuesday at least a week ahead of the site's today: open, inside the online limits.
function tuesdayAfter(days: number) {
  let date = addDays(testToday(), days);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 2) {
    date = addDays(date, 1);
  }
  return date;
}

async function slugOf(server: TestServer, company: TestCompany) {
  const [row] = await server.db.rows<{ slug: string }>(
    sql`select public_slug as slug from subscriber_owner_company where id = ${company.companyId}`,
  );
  return row.slug;
}

let counter = 0;
function booking(company: TestCompany, serviceId: number, time: string, date = tuesdayAfter(7)) {
  const n = ++counter;
  return {
    site_id: company.siteId,
    service_ids: [serviceId],
    specialist_id: null,
    date,
    time,
    first_name: `Visitante ${n}`,
    phone: `+57 311 ${String(1_000_000 + n).slice(-7)}`,
    email: `visitante-${n}@correo.test`,
    privacy_consent: true,
  };
}

const post = (url: string, body: unknown, ip: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });

describe('real e-mail through SMTP', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TestServer;
  let company: TestCompany;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({}, smtpMailer(sink.url, 'Sari <reservas@sari.test>'));
    company = await newCompany(server, { name: 'Salón Correo' });
  });

  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('delivers the sign-up link and an invitation to a real SMTP server', async () => {
    const arrived = sink.received.find((mail) => mail.text?.includes('signUp?confirm='));
    expect(arrived?.from?.value[0]).toMatchObject({ name: 'Sari', address: 'reservas@sari.test' });
    const roles = await company.admin.get('/api/items/sari_role', { fields: ['id', 'system_key'] });
    const reception = roles.body.data.find(
      (role: { system_key: string }) => role.system_key === 'recepcionista',
    );
    const before = sink.received.length;
    const invited = await company.admin.post('/api/users/invite', {
      email: 'nueva@salon.test',
      first_name: 'Nueva',
      role_ids: [reception.id],
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const [invitation] = await sink.waitFor(before + 1).then((mails) => mails.slice(before));
    expect(invitation.to && 'text' in invitation.to ? invitation.to.text : '').toBe('nueva@salon.test');
    expect(invitation.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\//);
  });

  it('sends the booking confirmation with an .ics that an iCalendar library reads back', async () => {
    const specialist = await newSpecialist(company, { name: 'Luz' });
    const service = await newService(company, {
      name: 'Manicura',
      duration: 30,
      specialistIds: [specialist.id],
    });
    const body = booking(company, service.id, '15:30');
    const response = await post(
      `${server.url}/api/public/booking/${await slugOf(server, company)}/reservations`,
      body,
      '10.2.0.1',
    );
    expect(response.status).toBe(200);
    const before = sink.received.length;
    await server.runJobs();
    const [mail] = await sink.waitFor(before + 1).then((mails) => mails.slice(before));
    expect(mail.subject).toMatch(/^Cita confirmada: .* a las 3:30\sp\.\sm\. en Salón Correo$/);
    expect(mail.html).toContain('#6d28d9');
    // The time's own abbreviation ends the sentence: "3:30 p. m.", never "p. m..".
    expect(mail.text).toMatch(/confirmada para el .* a las 3:30\sp\.\sm\.\n/);
    expect(mail.text).not.toMatch(/\.\./);
    expect(mail.html).not.toMatch(/\.\./);
    const ics = mail.attachments.find((file) => file.filename === 'cita.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Manicura en Salón Correo');
    expect(event.startDate.toJSDate().toISOString()).toBe(`${body.date}T20:30:00.000Z`);
    expect(event.description).toContain('/reservationOnline?reserva=');
  });
});

describe('the job runner', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('runs each due job once with two runners at the same time, and leaves later jobs for later', async () => {
    const ran: number[] = [];
    const handlers = {
      'test.count': async (payload: Record<string, unknown>) => {
        ran.push(Number(payload.n));
      },
    };
    for (let n = 0; n < 30; n++) {
      await enqueue(server.db, undefined, {
        kind: 'test.count',
        key: `count:${n}`,
        payload: { n },
      });
    }
    await enqueue(server.db, undefined, {
      kind: 'test.count',
      key: 'count:later',
      payload: { n: 99 },
      runAt: new Date(server.clock.now().getTime() + 3_600_000),
    });
    // Enqueued twice with one key: still one job.
    await enqueue(server.db, undefined, {
      kind: 'test.count',
      key: 'count:0',
      payload: { n: 0 },
    });
    const [one, two] = [jobRunner(server.db, handlers, 'a'), jobRunner(server.db, handlers, 'b')];
    await Promise.all([one.runDue(), two.runDue(), one.runDue()]);
    expect(ran.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  it('retries a failing job later, and takes back a job whose process died', async () => {
    let fail = true;
    const seen: string[] = [];
    const runner = jobRunner(server.db, {
      'test.flaky': async () => {
        seen.push('try');
        if (fail) {
          throw new Error('el servidor de correo no responde');
        }
      },
    });
    await enqueue(server.db, undefined, { kind: 'test.flaky', key: 'flaky', payload: {} });
    await runner.runDue();
    const [failed] = await server.db.rows<{
      attempts: number;
      last_error: string;
      later: boolean;
      done: boolean;
    }>(
      sql`select attempts, last_error, run_at > sari_now() as later, done_at is not null as done from sys_job where key = 'flaky'`,
    );
    expect(failed).toEqual({
      attempts: 1,
      last_error: 'el servidor de correo no responde',
      later: true,
      done: false,
    });
    fail = false;
    // Two minutes later, the retry is due.
    server.clock.advance(2 * 60_000);
    await runner.runDue();
    expect(seen).toEqual(['try', 'try']);

    // A process claimed a job and died before finishing: after the lease, another runs it.
    await enqueue(server.db, undefined, {
      kind: 'test.flaky',
      key: 'orphan',
      payload: {},
    });
    await server.db.rows(
      sql`update sys_job set locked_at = sari_now(), locked_by = 'muerto' where key = 'orphan'`,
    );
    await runner.runDue();
    expect(seen).toHaveLength(2);
    // Past the five-minute lease.
    server.clock.advance(6 * 60_000);
    await runner.runDue();
    expect(seen).toHaveLength(3);
  });
});

describe.runIf(process.env.SARI_TEST_DB === 'pg')('two server processes on one PostgreSQL', () => {
  let server: TestServer;
  let company: TestCompany;
  let slug: string;
  let service: { id: number };

  beforeAll(async () => {
    server = await startTestServer();
    company = await newCompany(server);
    slug = await slugOf(server, company);
    const specialist = await newSpecialist(company, { name: 'Sola' });
    service = await newService(company, { name: 'Peinado', duration: 30, specialistIds: [specialist.id] });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it(
    '64 visitors book one time at once across two processes: exactly one booking',
    async () => {
      const second = await startSecondProcess(server, { TRUST_PROXY: 'true' });
      try {
        const date = tuesdayAfter(14);
        const responses = await Promise.all(
          Array.from({ length: 64 }, (_, index) =>
            raceRequest(() =>
              post(
                `${index % 2 ? second.url : server.url}/api/public/booking/${slug}/reservations`,
                booking(company, service.id, index % 3 ? '10:00' : '10:15', date),
                `10.3.0.${index}`,
              ),
            ),
          ),
        );
        const statuses = responses.map((response) => response.status);
        expect(statuses.filter((status) => status === 200)).toHaveLength(1);
        expect(statuses.filter((status) => status === 409)).toHaveLength(63);
        for (const refused of responses.filter((response) => response.status === 409)) {
          expect(refused.body.errors[0].message).toBe(
            'Ese horario se acaba de ocupar. Elige otro, por favor.',
          );
        }
        const [stored] = await server.db.rows<{ n: number; clients: number }>(
          sql`select count(*)::int as n, (select count(*)::int from client where subscriber_owner_company_id = ${company.companyId}) as clients
            from service_reservation where subscriber_owner_company_id = ${company.companyId} and date = ${date}`,
        );
        // The refused visitors left nothing behind, not even a client.
        expect(stored).toEqual({ n: 1, clients: 1 });
      } finally {
        await second.stop();
      }
      // Each test starts its own server processes (tsx compiles the server at each start): on a busy
      // 2-core machine that alone took most of the default minute, and a test that timed out left
      // its processes running.
    },
    PROCESS_TEST_MS,
  );

  it(
    'jobs queued while no process runs are sent after a start, each once, by two processes',
    async () => {
      const sink = await startSmtpSink();
      // Only this test's messages: what earlier tests queued is set aside.
      await server.db.rows(sql`update sys_job set done_at = sari_now() where done_at is null`);
      const date = tuesdayAfter(21);
      const times = [
        '08:00',
        '08:30',
        '09:00',
        '09:30',
        '10:00',
        '10:30',
        '11:00',
        '11:30',
        '12:00',
        '12:30',
      ];
      for (const [index, time] of times.entries()) {
        const response = await post(
          `${server.url}/api/public/booking/${slug}/reservations`,
          booking(company, service.id, time, date),
          `10.4.0.${index}`,
        );
        expect(response.status).toBe(200);
      }
      const env = { SMTP_URL: sink.url, JOBS_EVERY_MS: '100', TRUST_PROXY: 'true' };
      const processes = await Promise.all([startSecondProcess(server, env), startSecondProcess(server, env)]);
      try {
        const mails = await sink.waitFor(times.length, 30_000);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(mails).toHaveLength(times.length);
        const recipients = mails.map((mail) => (mail.to && 'text' in mail.to ? mail.to.text : ''));
        expect(new Set(recipients).size).toBe(times.length);
        const [pending] = await server.db.rows<{ n: number }>(
          sql`select count(*)::int as n from sys_job where kind = 'booking.mail' and done_at is null`,
        );
        expect(pending.n).toBe(0);
      } finally {
        await Promise.all(processes.map((process) => process.stop()));
        await sink.close();
      }
    },
    PROCESS_TEST_MS,
  );
});
