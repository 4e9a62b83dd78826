import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDatabaseError } from '../src/platform/errors';
import { explainResourceClash } from '../src/shared/resource-clash';
import { newClient, newResource, newService, newSpecialist } from './data-factories';
import { apiClient, newCompany, type TestCompany } from './factories';
import { raceRequest, startSecondProcess } from './second-server';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;
const TUESDAY = '2026-12-08';

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
});

afterAll(async () => {
  await server?.close();
});

// Three specialists who are all free, two cabins and a laser, a massage needing any cabin, a
// laser session needing the laser and any cabin.
async function spa() {
  const people = await Promise.all(['Ana', 'Bea', 'Cata'].map((name) => newSpecialist(company, { name })));
  const ids = people.map((person) => person.id);
  const cabinOne = await newResource(company, { name: `Cabina 1 ${ids[0]}` });
  const cabinTwo = await newResource(company, { name: `Cabina 2 ${ids[0]}` });
  const laser = await newResource(company, { name: `Láser ${ids[0]}`, kind: 'equipo' });
  const massage = await newService(company, {
    name: 'Masaje',
    duration: 60,
    specialistIds: ids,
    needs: [{ kind: 'cabina', whole_duration: true }],
  });
  const laserSession = await newService(company, {
    name: 'Depilación láser',
    duration: 30,
    specialistIds: ids,
    needs: [{ kind: 'equipo', resource_id: laser.id }, { kind: 'cabina' }],
  });
  return { people, cabinOne, cabinTwo, laser, massage, laserSession };
}

const book = async (
  serviceId: number,
  specialistId: number,
  time: string,
  extra: Record<string, unknown> = {},
) =>
  company.admin.post('/api/calendar/reservations', {
    site_id: company.siteId,
    date: TUESDAY,
    client_id: (await newClient(company)).id,
    services: [{ service_id: serviceId, specialist_id: specialistId, time, ...extra }],
  });

const holdsOf = (reservationId: number) =>
  server.db.rows<{ resource_id: number; whole: boolean }>(
    sql`select h.resource_id, h.whole_duration as whole from service_reservation_service_resource h
        join service_reservation_service srs on srs.id = h.service_reservation_service_id
        where srs.service_reservation_id = ${reservationId} order by h.resource_id`,
  );

describe('rooms and equipment', () => {
  it('a laser session takes the laser and a cabin; the next at that time the other cabin; a third is refused naming the laser', async () => {
    const { people, cabinOne, cabinTwo, laser, laserSession, massage } = await spa();
    const first = await book(laserSession.id, people[0].id, '10:00');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await holdsOf(first.body.data.reservations[0].id)).map((h) => h.resource_id)).toEqual([
      cabinOne.id,
      laser.id,
    ]);
    // A massage at the same time, with someone else: the other cabin.
    const second = await book(massage.id, people[1].id, '10:00');
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect((await holdsOf(second.body.data.reservations[0].id)).map((h) => h.resource_id)).toEqual([
      cabinTwo.id,
    ]);
    // A third at 10:15: the laser is taken.
    const third = await book(laserSession.id, people[2].id, '10:15');
    expect(third.status).toBe(409);
    expect(third.body.errors[0].message).toBe(`El equipo '${laser.name}' está ocupado de 10:00 a 10:30.`);
    // After the laser session, a massage at 10:30 finds no cabin (the first massage holds one until 11:00,
    // the laser's cabin is free again).
    const fourth = await book(massage.id, people[2].id, '10:30');
    expect(fourth.status, JSON.stringify(fourth.body)).toBe(200);
    expect((await holdsOf(fourth.body.data.reservations[0].id)).map((h) => h.resource_id)).toEqual([
      cabinOne.id,
    ]);
    const fifth = await book(massage.id, people[0].id, '10:45');
    expect(fifth.status).toBe(409);
    expect(fifth.body.errors[0].message).toMatch(
      /^No hay ninguna cabina libre a esa hora: 'Cabina 1 .*' de 10:30 a 11:30, 'Cabina 2 .*' de 10:00 a 11:00\.$/,
    );
  });

  it('the database refuses a second hold of one resource at a crossing time, however the row is written', async () => {
    const { people, cabinOne, massage } = await spa();
    const booked = await book(massage.id, people[0].id, '14:00', { resource_ids: [cabinOne.id] });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const other = await book(massage.id, people[1].id, '16:00');
    expect(other.status).toBe(200);
    const [srs] = await server.db.rows<{ id: number }>(
      sql`select id from service_reservation_service where service_reservation_id = ${other.body.data.reservations[0].id}`,
    );
    await expect(
      server.db.rows(
        sql`insert into service_reservation_service_resource (subscriber_owner_company_id, service_reservation_service_id, resource_id, busy)
            values (${company.companyId}, ${srs.id}, ${cabinOne.id}, '{}')`,
      ),
    ).resolves.toBeDefined();
    // Moving the other massage by hand onto the first's time: its cabin hold follows and clashes.
    const caught = await server.db
      .rows(
        sql`update service_reservation_service set start_at = ${`${TUESDAY} 14:30:00`}, end_at = ${`${TUESDAY} 15:30:00`} where id = ${srs.id}`,
      )
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    // The API's answer to it: a 409 naming the cabin and the hold it crossed.
    const known = fromDatabaseError(caught)!;
    expect(known.status).toBe(409);
    const explained = await explainResourceClash(server.db, known, company.companyId);
    expect(explained.message).toBe(`La cabina '${cabinOne.name}' está ocupada de 14:00 a 15:00.`);
  });

  it('a cancelled booking frees its cabin; restored while its cabin is taken, it takes the other', async () => {
    const { people, cabinOne, massage } = await spa();
    const first = await book(massage.id, people[0].id, '17:00', { resource_ids: [cabinOne.id] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const id = first.body.data.reservations[0].id;
    expect(
      (await company.admin.patch(`/api/items/service_reservation/${id}`, { status: 'cancelado' })).status,
    ).toBe(200);
    const second = await book(massage.id, people[1].id, '17:00', { resource_ids: [cabinOne.id] });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    // Restored: its cabin is taken, the other is free, so it moves to the other.
    const restored = await company.admin.patch(`/api/items/service_reservation/${id}`, {
      status: 'confirmada',
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    // (Earlier tests' cabins share the site: any free one but the taken one.)
    const held = (await holdsOf(id)).map((h) => h.resource_id);
    expect(held).toHaveLength(1);
    expect(held).not.toContain(cabinOne.id);
  });

  it('a resource chosen by hand is kept, and refused in Spanish when taken', async () => {
    const { people, cabinTwo, massage } = await spa();
    const first = await book(massage.id, people[0].id, '12:00', { resource_ids: [cabinTwo.id] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await holdsOf(first.body.data.reservations[0].id)).map((h) => h.resource_id)).toEqual([
      cabinTwo.id,
    ]);
    const second = await book(massage.id, people[1].id, '12:30', { resource_ids: [cabinTwo.id] });
    expect(second.status).toBe(409);
    expect(second.body.errors[0].message).toBe(`La cabina '${cabinTwo.name}' está ocupada de 12:00 a 13:00.`);
  });

  it('a move keeps its cabin when free and takes another when not', async () => {
    const { people, cabinTwo, massage } = await spa();
    const first = await book(massage.id, people[0].id, '08:00', { resource_ids: [cabinTwo.id] });
    const [srs] = await server.db.rows<{ id: number }>(
      sql`select id from service_reservation_service where service_reservation_id = ${first.body.data.reservations[0].id}`,
    );
    const moved = await company.admin.patch(`/api/items/service_reservation_service/${srs.id}`, {
      service_time: '08:30',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await holdsOf(first.body.data.reservations[0].id)).map((h) => h.resource_id)).toEqual([
      cabinTwo.id,
    ]);
    const blocker = await book(massage.id, people[1].id, '11:00', { resource_ids: [cabinTwo.id] });
    expect(blocker.status).toBe(200);
    const again = await company.admin.patch(`/api/items/service_reservation_service/${srs.id}`, {
      service_time: '11:00',
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const held = (await holdsOf(first.body.data.reservations[0].id)).map((h) => h.resource_id);
    expect(held).toHaveLength(1);
    expect(held).not.toContain(cabinTwo.id);
  });
});

describe('every booking path holds the cabin', () => {
  it('a recurring series lists the week whose cabin is taken and books nothing; a waitlist booking takes the cabin', async () => {
    const own = await newCompany(server);
    const [dana, eva] = await Promise.all(['Dana', 'Eva'].map((name) => newSpecialist(own, { name })));
    await newResource(own, { name: 'Sola' });
    const massage = await newService(own, {
      name: 'Masaje',
      duration: 60,
      specialistIds: [dana.id, eva.id],
      needs: [{ kind: 'cabina', whole_duration: true }],
    });
    const booking = async (specialistId: number, date: string, extra: Record<string, unknown> = {}) =>
      own.admin.post('/api/calendar/reservations', {
        site_id: own.siteId,
        date,
        client_id: (await newClient(own)).id,
        services: [{ service_id: massage.id, specialist_id: specialistId, time: '10:00' }],
        ...extra,
      });
    const nextWeek = await booking(eva.id, '2026-12-15');
    expect(nextWeek.status, JSON.stringify(nextWeek.body)).toBe(200);
    const series = await booking(dana.id, TUESDAY, { repeat: { every_weeks: 1, until: '2026-12-22' } });
    expect(series.status).toBe(409);
    expect(series.body.errors[0].extensions.clashes).toHaveLength(1);
    expect(series.body.errors[0].extensions.clashes[0].date).toBe('2026-12-15');
    expect(series.body.errors[0].message).toContain("La cabina 'Sola' está ocupada de 10:00 a 11:00.");
    // The waitlist: a waiting client booked in one click at the taken time is refused, at a free one holds it.
    const entry = await own.admin.post('/api/items/waitlist_entry', {
      site_id: own.siteId,
      client_id: (await newClient(own)).id,
      service_id: massage.id,
      date_from: TUESDAY,
      date_to: '2026-12-15',
    });
    expect(entry.status, JSON.stringify(entry.body)).toBe(200);
    const taken = await own.admin.post(`/api/calendar/waitlist/${entry.body.data.id}/book`, {
      date: '2026-12-15',
      time: '10:30',
      specialist_id: dana.id,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].message).toBe("La cabina 'Sola' está ocupada de 10:00 a 11:00.");
    const free = await own.admin.post(`/api/calendar/waitlist/${entry.body.data.id}/book`, {
      date: '2026-12-15',
      time: '11:00',
      specialist_id: dana.id,
    });
    expect(free.status, JSON.stringify(free.body)).toBe(200);
    const [held] = await server.db.rows<{ n: number }>(
      sql`select count(*)::int as n from service_reservation_service_resource h
          join service_reservation_service srs on srs.id = h.service_reservation_service_id
          where srs.service_reservation_id = ${free.body.data.reservation_id}`,
    );
    expect(held.n).toBe(1);
  });
});

describe('availability with rooms and equipment', () => {
  it('the desk and the public page offer only times when a specialist and a cabin are free together', async () => {
    // A site of its own: one cabin, two specialists.
    const own = await newCompany(server);
    const people = await Promise.all(['Dana', 'Eva'].map((name) => newSpecialist(own, { name })));
    const cabin = await newResource(own, { name: 'Única' });
    const massage = await newService(own, {
      name: 'Masaje',
      duration: 60,
      specialistIds: people.map((p) => p.id),
      needs: [{ kind: 'cabina', whole_duration: true }],
    });
    const booked = await own.admin.post('/api/calendar/reservations', {
      site_id: own.siteId,
      date: TUESDAY,
      client_id: (await newClient(own)).id,
      services: [{ service_id: massage.id, specialist_id: people[0].id, time: '10:00' }],
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const desk = await own.admin.get('/api/calendar/availability', {
      site_id: own.siteId,
      service_ids: String(massage.id),
      from: TUESDAY,
      to: TUESDAY,
    });
    expect(desk.status, JSON.stringify(desk.body)).toBe(200);
    const slots = desk.body.data.days[0].slots as {
      start: string;
      services: { resource_ids?: number[] }[];
    }[];
    const deskStarts = slots.map((slot) => slot.start);
    expect(deskStarts).toContain('09:00');
    expect(deskStarts).not.toContain('09:15');
    expect(deskStarts).not.toContain('10:00');
    expect(deskStarts).toContain('11:00');
    expect(slots.find((slot) => slot.start === '11:00')?.services[0].resource_ids).toEqual([cabin.id]);
    const [{ slug }] = await server.db.rows<{ slug: string }>(
      sql`select public_slug as slug from subscriber_owner_company where id = ${own.companyId}`,
    );
    const page = await apiClient(server).get(`/api/public/booking/${slug}/availability`, {
      site_id: own.siteId,
      service_ids: String(massage.id),
      from: TUESDAY,
      to: TUESDAY,
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const pageStarts = (page.body.data.days[0].slots as { start: string }[]).map((slot) => slot.start);
    expect(pageStarts).not.toContain('10:30');
    expect(pageStarts).toContain('11:00');
    // The public page books the free time with the cabin, and refuses the taken one.
    const visitor = (time: string, n: number) =>
      apiClient(server).request(
        'POST',
        `/api/public/booking/${slug}/reservations`,
        {
          site_id: own.siteId,
          service_ids: [massage.id],
          specialist_id: null,
          date: TUESDAY,
          time,
          first_name: 'Lucía',
          last_name: 'Gómez',
          phone: `+57 30055500${n}`,
          email: `lucia-${n}@correo.test`,
          privacy_consent: true,
        },
        { 'x-forwarded-for': `10.9.9.${n}` },
      );
    const online = await visitor('11:00', 1);
    expect(online.status, JSON.stringify(online.body)).toBe(200);
    const refused = await visitor('10:30', 2);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.errors[0].message).toBe('Ese horario se acaba de ocupar. Elige otro, por favor.');
    const [held] = await server.db.rows<{ n: number }>(
      sql`select count(*)::int as n from service_reservation_service_resource where resource_id = ${cabin.id} and not is_cancelled`,
    );
    expect(held.n).toBe(2);
    // The calendar's day read names each service's resource.
    const day = await own.admin.get('/api/items/service_reservation_service', {
      filter: JSON.stringify({ date: { _eq: TUESDAY } }),
      fields: 'id,resources.resource_id.name,resources.resource_id.kind',
    });
    expect(day.status, JSON.stringify(day.body)).toBe(200);
    expect(day.body.data[0].resources).toEqual([{ resource_id: { name: 'Única', kind: 'cabina' } }]);
  });
});

describe('a resource with its own hours (decision 058)', () => {
  // A site of its own: a cabin closed on Tuesday mornings (open 13:00 to 20:00) and the laser
  // with no hours of its own (the site's).
  async function cleanedCabin(options: { second?: boolean } = {}) {
    const own = await newCompany(server);
    const people = await Promise.all(['Fer', 'Gabi'].map((name) => newSpecialist(own, { name })));
    const cabin = await newResource(own, { name: 'Cabina limpia' });
    const hours = await own.admin.patch(`/api/items/resource/${cabin.id}`, {
      resource_availability: [
        { weekday: 2, start_time: '13:00', end_time: '20:00' },
        { weekday: 3, start_time: '08:00', end_time: '10:00' },
        { weekday: 3, start_time: '15:00', end_time: '18:00' },
      ],
    });
    expect(hours.status, JSON.stringify(hours.body)).toBe(200);
    const other = options.second ? await newResource(own, { name: 'Cabina otra' }) : null;
    const massage = await newService(own, {
      name: 'Masaje',
      duration: 60,
      specialistIds: people.map((p) => p.id),
      needs: [{ kind: 'cabina', whole_duration: true }],
    });
    const book = async (time: string, date = TUESDAY, specialist = people[0].id) =>
      own.admin.post('/api/calendar/reservations', {
        site_id: own.siteId,
        date,
        client_id: (await newClient(own)).id,
        services: [{ service_id: massage.id, specialist_id: specialist, time }],
      });
    return { own, people, cabin, other, massage, book };
  }

  it('the desk and the public page offer only its hours; the desk refuses a morning naming the cabin and its hours', async () => {
    const { own, cabin, massage, book } = await cleanedCabin();
    const query = { site_id: own.siteId, service_ids: String(massage.id), from: TUESDAY, to: TUESDAY };
    const desk = await own.admin.get('/api/calendar/availability', query);
    expect(desk.status, JSON.stringify(desk.body)).toBe(200);
    const starts = (desk.body.data.days[0].slots as { start: string }[]).map((slot) => slot.start);
    expect(starts).not.toContain('09:00');
    expect(starts).not.toContain('12:15');
    expect(starts).toContain('13:00');
    const [{ slug }] = await server.db.rows<{ slug: string }>(
      sql`select public_slug as slug from subscriber_owner_company where id = ${own.companyId}`,
    );
    const page = await apiClient(server).get(`/api/public/booking/${slug}/availability`, query);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const pageStarts = (page.body.data.days[0].slots as { start: string }[]).map((slot) => slot.start);
    expect(pageStarts).not.toContain('10:00');
    expect(pageStarts).toContain('13:00');
    const refused = await book('10:00');
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.errors[0].extensions.clashes[0].code).toBe('recurso_fuera_de_horario');
    expect(refused.body.errors[0].message).toBe(
      "La cabina 'Cabina limpia' no está disponible a esa hora: ese día su horario es de 13:00 a 20:00.",
    );
    // Ending after its hours is refused as well; inside them it is booked and held.
    expect((await book('19:30')).status).toBe(409);
    const booked = await book('13:00');
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect((await holdsOf(booked.body.data.reservations[0].id)).map((h) => h.resource_id)).toEqual([
      cabin.id,
    ]);
    // A day with two windows names both; a day with none says so.
    const wednesday = await book('11:00', '2026-12-09');
    expect(wednesday.status).toBe(409);
    expect(wednesday.body.errors[0].message).toBe(
      "La cabina 'Cabina limpia' no está disponible a esa hora: ese día su horario es de 08:00 a 10:00 y de 15:00 a 18:00.",
    );
    const thursday = await book('15:00', '2026-12-10');
    expect(thursday.body.errors[0].message).toBe(
      "La cabina 'Cabina limpia' no está disponible ese día según su horario.",
    );
    // A visitor is told the time is not available, not which cabin keeps its hours.
    const visitor = await apiClient(server).request(
      'POST',
      `/api/public/booking/${slug}/reservations`,
      {
        site_id: own.siteId,
        service_ids: [massage.id],
        specialist_id: null,
        date: TUESDAY,
        time: '10:00',
        first_name: 'Lucía',
        last_name: 'Gómez',
        phone: '+57 300555111',
        email: 'lucia-horas@correo.test',
        privacy_consent: true,
      },
      { 'x-forwarded-for': '10.9.8.1' },
    );
    expect(visitor.status, JSON.stringify(visitor.body)).toBe(422);
    expect(visitor.body.errors[0].message).toBe(
      'Ese horario no está disponible para este servicio. Elige otro, por favor.',
    );
    // Nor when she moves her own booking into those hours: the same words, and nothing moves.
    const mine = await apiClient(server).request(
      'POST',
      `/api/public/booking/${slug}/reservations`,
      {
        site_id: own.siteId,
        service_ids: [massage.id],
        specialist_id: null,
        date: TUESDAY,
        time: '15:00',
        first_name: 'Lucía',
        last_name: 'Gómez',
        phone: '+57 300555111',
        email: 'lucia-horas@correo.test',
        privacy_consent: true,
      },
      { 'x-forwarded-for': '10.9.8.1' },
    );
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const moved = await apiClient(server).request(
      'POST',
      `/api/public/bookings/${mine.body.data.token}/move`,
      { date: TUESDAY, time: '10:00' },
      { 'x-forwarded-for': '10.9.8.1' },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(422);
    expect(moved.body.errors[0].message).toBe(
      'Ese horario no está disponible para este servicio. Elige otro, por favor.',
    );
    expect(JSON.stringify(moved.body)).not.toContain('Cabina limpia');
    const kept = await apiClient(server).request('GET', `/api/public/bookings/${mine.body.data.token}`);
    expect(kept.body.data).toMatchObject({ date: TUESDAY, start: '15:00' });
  });

  it('with another cabin that follows the site, the morning takes that one; when it is taken too, both are named', async () => {
    const { other, book, people } = await cleanedCabin({ second: true });
    const morning = await book('10:00');
    expect(morning.status, JSON.stringify(morning.body)).toBe(200);
    expect((await holdsOf(morning.body.data.reservations[0].id)).map((h) => h.resource_id)).toEqual([
      other!.id,
    ]);
    const second = await book('10:30', TUESDAY, people[1].id);
    expect(second.status).toBe(409);
    expect(second.body.errors[0].message).toBe(
      "No hay ninguna cabina libre a esa hora: 'Cabina limpia' fuera de su horario, 'Cabina otra' de 10:00 a 11:00.",
    );
  });

  it('a hand-chosen cabin outside its hours is refused; a move into its closed time takes the other cabin', async () => {
    const { own, cabin, other, book, massage, people } = await cleanedCabin({ second: true });
    const hand = await own.admin.post('/api/calendar/reservations', {
      site_id: own.siteId,
      date: TUESDAY,
      client_id: (await newClient(own)).id,
      services: [
        { service_id: massage.id, specialist_id: people[0].id, time: '09:00', resource_ids: [cabin.id] },
      ],
    });
    expect(hand.status, JSON.stringify(hand.body)).toBe(409);
    expect(hand.body.errors[0].message).toMatch(/^La cabina 'Cabina limpia' no está disponible a esa hora/);
    const afternoon = await book('14:00');
    expect(afternoon.status, JSON.stringify(afternoon.body)).toBe(200);
    const reservationId = afternoon.body.data.reservations[0].id;
    expect((await holdsOf(reservationId)).map((h) => h.resource_id)).toEqual([cabin.id]);
    const [srs] = await server.db.rows<{ id: number }>(
      sql`select id from service_reservation_service where service_reservation_id = ${reservationId}`,
    );
    const moved = await own.admin.patch(`/api/items/service_reservation_service/${srs.id}`, {
      service_time: '09:00',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await holdsOf(reservationId)).map((h) => h.resource_id)).toEqual([other!.id]);
  });

  it('hours are its own: two windows of one day that cross are refused, two that touch are one stretch, and removing them all returns it to the site', async () => {
    const { own, cabin, book, massage } = await cleanedCabin();
    const crossing = await own.admin.post('/api/items/resource_availability', {
      resource_id: cabin.id,
      weekday: 2,
      start_time: '12:00',
      end_time: '14:00',
    });
    expect(crossing.status).toBe(409);
    expect(crossing.body.errors[0].message).toBe(
      'Dos franjas del horario del recurso se cruzan el mismo día.',
    );
    // Two that touch are one stretch: 10:00–13:00 beside 13:00–20:00 holds a massage across 13:00,
    // in the slot search as in the booking.
    const touching = await own.admin.post('/api/items/resource_availability', {
      resource_id: cabin.id,
      weekday: 2,
      start_time: '10:00',
      end_time: '13:00',
    });
    expect(touching.status, JSON.stringify(touching.body)).toBe(200);
    const search = await own.admin.get('/api/calendar/availability', {
      site_id: own.siteId,
      service_ids: String(massage.id),
      from: TUESDAY,
      to: TUESDAY,
    });
    expect((search.body.data.days[0].slots as { start: string }[]).map((slot) => slot.start)).toContain(
      '12:30',
    );
    const across = await book('12:30');
    expect(across.status, JSON.stringify(across.body)).toBe(200);
    const cleared = await own.admin.patch(`/api/items/resource/${cabin.id}`, { resource_availability: [] });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const morning = await book('10:00');
    expect(morning.status, JSON.stringify(morning.body)).toBe(200);
  });
});

describe.runIf(process.env.SARI_TEST_DB === 'pg')('one cabin, two server processes on one PostgreSQL', () => {
  let second: Awaited<ReturnType<typeof startSecondProcess>>;

  beforeAll(async () => {
    second = await startSecondProcess(server);
  }, 120_000);

  afterAll(async () => {
    await second?.stop();
  });

  it('64 concurrent bookings for 64 free specialists needing the one cabin: exactly one succeeds, 63 get a 409 naming it', async () => {
    const own = await newCompany(server);
    const people = await Promise.all(
      Array.from({ length: 64 }, (_, index) => newSpecialist(own, { name: `Esp ${index}` })),
    );
    const cabin = await newResource(own, { name: 'La única' });
    const massage = await newService(own, {
      name: 'Masaje',
      duration: 60,
      specialistIds: people.map((person) => person.id),
      needs: [{ kind: 'cabina' }],
    });
    const clients = await Promise.all(people.map(() => newClient(own)));
    const responses = await Promise.all(
      people.map((person, index) =>
        raceRequest(() =>
          fetch(`${index % 2 ? second.url : server.url}/api/calendar/reservations`, {
            method: 'POST',
            headers: { authorization: `Bearer ${own.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              site_id: own.siteId,
              client_id: clients[index].id,
              date: '2026-12-10',
              services: [
                { service_id: massage.id, specialist_id: person.id, time: index % 3 ? '10:00' : '10:30' },
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
      expect(refused.body.errors[0].message).toMatch(
        /^La cabina 'La única' está ocupada de 10:(00|30) a 11:(00|30)\.$/,
      );
    }
    const [stored] = await server.db.rows<{ n: number }>(
      sql`select count(*)::int as n from service_reservation_service_resource where resource_id = ${cabin.id} and not is_cancelled`,
    );
    expect(stored.n).toBe(1);
  });
});
