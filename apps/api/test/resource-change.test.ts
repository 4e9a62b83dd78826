import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newClient,
  newResource,
  newService,
  newSessionPackage,
  newSpecialist,
  openDrawer,
  sellPackage,
} from './data-factories';
import { newCompany, newUser, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

// The agenda's resource columns and the drawer's resource select (decision 057): a booked
// service moved to another cabin (and time), and the session packages the agenda reads per day.
let server: TestServer;
let company: TestCompany;
const DAY = '2026-12-09';

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
});

afterAll(async () => {
  await server?.close();
});

async function spa(own: TestCompany = company) {
  const people = await Promise.all(['Ana', 'Bea'].map((name) => newSpecialist(own, { name })));
  const ids = people.map((person) => person.id);
  const cabinOne = await newResource(own, { name: `Cabina 1 ${ids[0]}` });
  const cabinTwo = await newResource(own, { name: `Cabina 2 ${ids[0]}` });
  const laser = await newResource(own, { name: `Láser ${ids[0]}`, kind: 'equipo' });
  const massage = await newService(own, {
    name: 'Masaje',
    duration: 60,
    specialistIds: ids,
    needs: [{ kind: 'cabina', whole_duration: true }],
  });
  const laserSession = await newService(own, {
    name: 'Depilación láser',
    duration: 30,
    specialistIds: ids,
    needs: [{ kind: 'equipo', resource_id: laser.id }, { kind: 'cabina' }],
  });
  return { people, cabinOne, cabinTwo, laser, massage, laserSession };
}

async function book(
  serviceId: number,
  specialistId: number,
  time: string,
  extra: Record<string, unknown> = {},
  own: TestCompany = company,
) {
  const response = await own.admin.post('/api/calendar/reservations', {
    site_id: own.siteId,
    date: DAY,
    client_id: (await newClient(own)).id,
    services: [{ service_id: serviceId, specialist_id: specialistId, time, ...extra }],
  });
  return response;
}

async function serviceOf(reservationId: number) {
  const [row] = await server.db.rows<{ id: number; specialist_id: number; time: string }>(
    sql`select id, specialist_id, to_char(service_time, 'HH24:MI') as time from service_reservation_service
        where service_reservation_id = ${reservationId}`,
  );
  return row;
}

const heldBy = async (srsId: number) =>
  (
    await server.db.rows<{ resource_id: number }>(
      sql`select resource_id from service_reservation_service_resource where service_reservation_service_id = ${srsId} order by resource_id`,
    )
  ).map((row) => row.resource_id);

describe('a booked service changes its cabin (the drawer, the resource columns)', () => {
  it('a cabin chosen by hand at the desk is kept; the drawer moves it to the free one; a taken one is refused in Spanish', async () => {
    const { people, cabinOne, cabinTwo, massage } = await spa();
    const first = await book(massage.id, people[0].id, '10:00', { resource_ids: [cabinTwo.id] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const srs = await serviceOf(first.body.data.reservations[0].id);
    expect(await heldBy(srs.id)).toEqual([cabinTwo.id]);

    const moved = await company.admin.patch(`/api/calendar/services/${srs.id}/resource`, {
      resource_id: cabinOne.id,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toEqual({ id: srs.id, resource_ids: [cabinOne.id] });
    expect(await heldBy(srs.id)).toEqual([cabinOne.id]);

    // Another massage in cabin 2 at 10:30: moving the first back there is refused, naming it.
    const second = await book(massage.id, people[1].id, '10:30', { resource_ids: [cabinTwo.id] });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const refused = await company.admin.patch(`/api/calendar/services/${srs.id}/resource`, {
      resource_id: cabinTwo.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toBe(
      `La cabina '${cabinTwo.name}' está ocupada de 10:30 a 11:30.`,
    );
    // Nothing changed.
    expect(await heldBy(srs.id)).toEqual([cabinOne.id]);
  });

  it('a drag to another cabin and time moves the service there keeping its specialist and the laser; a time when the laser is taken is refused', async () => {
    const { people, cabinOne, cabinTwo, laser, laserSession } = await spa();
    const first = await book(laserSession.id, people[0].id, '14:00', { resource_ids: [cabinOne.id] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const srs = await serviceOf(first.body.data.reservations[0].id);
    expect(await heldBy(srs.id)).toEqual([cabinOne.id, laser.id].sort((a, b) => a - b));

    const dragged = await company.admin.patch(`/api/calendar/services/${srs.id}/resource`, {
      resource_id: cabinTwo.id,
      service_time: '15:00',
    });
    expect(dragged.status, JSON.stringify(dragged.body)).toBe(200);
    expect(await heldBy(srs.id)).toEqual([cabinTwo.id, laser.id].sort((a, b) => a - b));
    const after = await serviceOf(first.body.data.reservations[0].id);
    expect(after).toEqual({ id: srs.id, specialist_id: people[0].id, time: '15:00' });

    // Someone else takes the laser at 16:00; dragging there is refused naming the laser, and the
    // service stays where it was.
    const other = await book(laserSession.id, people[1].id, '16:00');
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const refused = await company.admin.patch(`/api/calendar/services/${srs.id}/resource`, {
      resource_id: cabinOne.id,
      service_time: '16:15',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toBe(`El equipo '${laser.name}' está ocupado de 16:00 a 16:30.`);
    expect(await serviceOf(first.body.data.reservations[0].id)).toEqual(after);
    expect(await heldBy(srs.id)).toEqual([cabinTwo.id, laser.id].sort((a, b) => a - b));
  });

  it('a cabin another service holds only in its busy parts is free in its processing gap: the drawer may take it there, not across a busy part', async () => {
    const { people, cabinOne, cabinTwo } = await spa();
    // A colour from 10:00 to 11:00 that leaves the client alone from 10:15 to 10:45.
    const colour = await newService(company, {
      name: 'Color',
      duration: 60,
      specialistIds: [people[0].id],
      needs: [{ kind: 'cabina' }],
      fields: { active_minutes: 15, processing_minutes: 30, finishing_minutes: 15 },
    });
    const short = await newService(company, {
      name: 'Mascarilla',
      duration: 30,
      specialistIds: [people[1].id],
      needs: [{ kind: 'cabina' }],
    });
    const held = await book(colour.id, people[0].id, '10:00', { resource_ids: [cabinTwo.id] });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const inGap = await book(short.id, people[1].id, '10:15', { resource_ids: [cabinOne.id] });
    expect(inGap.status, JSON.stringify(inGap.body)).toBe(200);
    const gapService = await serviceOf(inGap.body.data.reservations[0].id);
    const taken = await company.admin.patch(`/api/calendar/services/${gapService.id}/resource`, {
      resource_id: cabinTwo.id,
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(await heldBy(gapService.id)).toEqual([cabinTwo.id]);

    const across = await book(short.id, people[1].id, '10:45', { resource_ids: [cabinOne.id] });
    expect(across.status, JSON.stringify(across.body)).toBe(200);
    const acrossService = await serviceOf(across.body.data.reservations[0].id);
    const refused = await company.admin.patch(`/api/calendar/services/${acrossService.id}/resource`, {
      resource_id: cabinTwo.id,
    });
    expect(refused.status).toBe(409);
    expect(await heldBy(acrossService.id)).toEqual([cabinOne.id]);

    // The day read says what each hold keeps (its `busy` itself is not the API's to read).
    const day = await company.admin.get('/api/items/service_reservation_service', {
      filter: JSON.stringify({ id: { _eq: gapService.id } }),
      fields: 'id,resources.resource_id,resources.whole_duration',
    });
    expect(day.status, JSON.stringify(day.body)).toBe(200);
    expect(day.body.data[0].resources).toEqual([{ resource_id: cabinTwo.id, whole_duration: false }]);
    const busy = await company.admin.get('/api/items/service_reservation_service', {
      filter: JSON.stringify({ id: { _eq: gapService.id } }),
      fields: 'id,resources.busy',
    });
    expect(busy.status).toBe(403);
  });

  it('refuses what the service does not need, another site, an unknown or cancelled service, and a receptionist may do it', async () => {
    const { people, cabinOne, massage, laser } = await spa();
    const first = await book(massage.id, people[0].id, '18:00');
    const srs = await serviceOf(first.body.data.reservations[0].id);
    const path = `/api/calendar/services/${srs.id}/resource`;
    const wrongKind = await company.admin.patch(path, { resource_id: laser.id });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.errors[0].message).toMatch(/no es un recurso que este servicio necesite/);
    const notHeld = await company.admin.patch(path, { resource_id: cabinOne.id, from_resource_id: laser.id });
    expect(notHeld.status).toBe(400);
    const [otherSite] = await server.db.rows<{ id: number }>(
      sql`insert into site (subscriber_owner_company_id, name) values (${company.companyId}, 'Otra sede') returning id`,
    );
    const away = await newResource(company, { name: 'Cabina lejos', site_id: otherSite.id });
    const elsewhere = await company.admin.patch(path, { resource_id: away.id });
    expect(elsewhere.status).toBe(400);
    expect(
      (await company.admin.patch('/api/calendar/services/99999999/resource', { resource_id: cabinOne.id }))
        .status,
    ).toBe(404);

    const desk = await newUser(server, company, { role: 'recepcionista' });
    const byDesk = await desk.client.patch(path, { resource_id: cabinOne.id });
    expect([200], JSON.stringify(byDesk.body)).toContain(byDesk.status);
    expect(await heldBy(srs.id)).toEqual([cabinOne.id]);

    expect(
      (
        await company.admin.patch(`/api/items/service_reservation/${first.body.data.reservations[0].id}`, {
          status: 'cancelado',
        })
      ).status,
    ).toBe(200);
    const cancelled = await company.admin.patch(path, { resource_id: cabinOne.id });
    expect(cancelled.status).toBe(422);
  });

  it("another company's booked service or cabin is not found", async () => {
    const other = await newCompany(server);
    const theirs = await spa(other);
    const booked = await book(theirs.massage.id, theirs.people[0].id, '09:00', {}, other);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const srs = await serviceOf(booked.body.data.reservations[0].id);
    const mine = await spa();
    const intrusion = await company.admin.patch(`/api/calendar/services/${srs.id}/resource`, {
      resource_id: mine.cabinOne.id,
    });
    expect(intrusion.status).toBe(404);
    const mineBooked = await book(mine.massage.id, mine.people[0].id, '09:00');
    const mineSrs = await serviceOf(mineBooked.body.data.reservations[0].id);
    const theirCabin = await company.admin.patch(`/api/calendar/services/${mineSrs.id}/resource`, {
      resource_id: theirs.cabinTwo.id,
    });
    expect(theirCabin.status).toBe(400);
    expect(await heldBy(srs.id)).toHaveLength(1);
  });
});

describe('the session packages the agenda reads', () => {
  it('lists the packages in force on the day with what is left and what they cover; nothing of another company', async () => {
    const own = await newCompany(server);
    await openDrawer(own);
    const specialist = await newSpecialist(own);
    const massage = await newService(own, { name: 'Masaje', specialistIds: [specialist.id] });
    const facial = await newService(own, { name: 'Facial', specialistIds: [specialist.id] });
    const plan = await newSessionPackage(own, {
      serviceIds: [massage.id],
      sessions: 10,
      name: 'Diez masajes',
    });
    const client = await newClient(own);
    const bare = await newClient(own);
    const { instrument } = await sellPackage(own, {
      packageId: plan.id,
      clientId: client.id,
      price: 300_000,
    });

    const read = await own.admin.get(`/api/calendar/plans?date=${DAY}&client_ids=${client.id},${bare.id}`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data.plans).toEqual([
      {
        client_id: client.id,
        instrument_id: instrument.id,
        name: 'Diez masajes',
        left: 10,
        of: 10,
        expires_on: instrument.expires_on,
        service_ids: [massage.id],
      },
    ]);
    expect(facial.id).not.toBe(massage.id);
    // Past its last day it is not in force.
    const late = await own.admin.get(`/api/calendar/plans?date=2030-01-01&client_ids=${client.id}`);
    expect(late.body.data.plans).toEqual([]);
    // A receptionist reads it too (calendar:read); another company reads nothing of it.
    const desk = await newUser(server, own, { role: 'recepcionista' });
    expect(
      (await desk.client.get(`/api/calendar/plans?date=${DAY}&client_ids=${client.id}`)).body.data.plans,
    ).toHaveLength(1);
    const intruder = await company.admin.get(`/api/calendar/plans?date=${DAY}&client_ids=${client.id}`);
    expect(intruder.status).toBe(200);
    expect(intruder.body.data.plans).toEqual([]);
  });

  it('refuses bad input in Spanish', async () => {
    for (const query of [
      'date=ayer&client_ids=1',
      'date=2026-02-30&client_ids=1',
      `date=${DAY}&client_ids=`,
      `date=${DAY}&client_ids=1;drop`,
      `date=${DAY}`,
      `date=${DAY}&client_ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const response = await company.admin.get(`/api/calendar/plans?${query}`);
      expect(response.status, query).toBe(400);
    }
    for (const body of [
      {},
      { resource_id: 'uno' },
      { resource_id: 1, service_time: '25:00' },
      { resource_id: -1 },
    ]) {
      const response = await company.admin.patch('/api/calendar/services/1/resource', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });
});
