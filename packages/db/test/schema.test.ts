import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/client';
import * as s from '../src/schema/index';
import { type FreshDatabase, freshDatabase, sqlStateOf } from './fresh-database';

let fresh: FreshDatabase;
const orm = () => fresh.db.orm;

beforeAll(async () => {
  fresh = await freshDatabase();
});
afterAll(async () => {
  await fresh?.dispose();
});

type Company = {
  companyId: number;
  siteId: number;
  clientId: number;
  serviceId: number;
  specialists: number[];
};

// A company with one site, one client, one 60-minute service and two specialists.
async function newCompany(): Promise<Company> {
  const [owner] = await orm().insert(s.subscriberOwner).values({ name: 'Owner' }).returning();
  const [company] = await orm()
    .insert(s.subscriberOwnerCompany)
    .values({ subscriber_owner_id: owner.id, name: 'Salon' })
    .returning();
  const companyId = company.id;
  const [site] = await orm()
    .insert(s.site)
    .values({ subscriber_owner_company_id: companyId, name: 'Centro' })
    .returning();
  const [client] = await orm()
    .insert(s.client)
    .values({ subscriber_owner_company_id: companyId, first_name: 'Ana' })
    .returning();
  const [service] = await orm()
    .insert(s.service)
    .values({ subscriber_owner_company_id: companyId, name: 'Corte', duration: 60 })
    .returning();
  const specialists = await orm()
    .insert(s.specialist)
    .values([
      { subscriber_owner_company_id: companyId, name: 'Laura' },
      { subscriber_owner_company_id: companyId, name: 'Marta' },
    ])
    .returning();
  return {
    companyId,
    siteId: site.id,
    clientId: client.id,
    serviceId: service.id,
    specialists: specialists.map((x) => x.id),
  };
}

// One reservation with one service from `start` to `end` (HH:mm) on 2030-05-06.
async function reserve(c: Company, specialistId: number, start: string, end: string, cancelled = false) {
  const date = '2030-05-06';
  const [reservation] = await orm()
    .insert(s.serviceReservation)
    .values({ subscriber_owner_company_id: c.companyId, site_id: c.siteId, client_id: c.clientId, date })
    .returning();
  const [line] = await orm()
    .insert(s.serviceReservationService)
    .values({
      subscriber_owner_company_id: c.companyId,
      service_reservation_id: reservation.id,
      service_id: c.serviceId,
      specialist_id: specialistId,
      date,
      service_time: start,
      duration: 60,
      start_at: `${date} ${start}:00`,
      end_at: `${date} ${end}:00`,
      is_cancelled: cancelled,
    })
    .returning();
  return { reservationId: reservation.id, lineId: line.id };
}

describe('migrations', () => {
  it('apply every migration of the journal on an empty database', async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
    const applied = await fresh.db.rows<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0].n).toBe(journal.entries.length);
  });

  it('load btree_gist and pg_trgm, and create the constraints drizzle-kit cannot express', async () => {
    const extensions = await fresh.db.rows<{ extname: string }>(
      sql`select extname from pg_extension where extname in ('btree_gist', 'pg_trgm') order by extname`,
    );
    expect(extensions.map((e) => e.extname)).toEqual(['btree_gist', 'pg_trgm']);
    const overlap = await fresh.db.rows(
      sql`select 1 from pg_constraint where conname = 'service_reservation_service_no_overlap' and contype = 'x'`,
    );
    expect(overlap).toHaveLength(1);
    const availability = await fresh.db.rows<{ condeferrable: boolean }>(
      sql`select condeferrable from pg_constraint where conname = 'specialist_availability_no_overlap' and contype = 'x'`,
    );
    expect(availability).toEqual([{ condeferrable: true }]);
    const trigram = await fresh.db.rows<{ indexname: string }>(
      sql`select indexname from pg_indexes where indexdef like '%gin_trgm_ops%' order by indexname`,
    );
    expect(trigram.map((i) => i.indexname)).toContain('client_search_text_trgm_idx');
    expect(trigram.map((i) => i.indexname)).not.toContain('client_first_name_trgm_idx');
    expect(trigram.map((i) => i.indexname)).toContain('product_name_trgm_idx');
  });
});

describe('no double booking', () => {
  it('rejects a second service of the same specialist that overlaps (SQLSTATE 23P01)', async () => {
    const c = await newCompany();
    await reserve(c, c.specialists[0], '10:00', '11:00');
    expect(await sqlStateOf(reserve(c, c.specialists[0], '10:30', '11:30'))).toBe('23P01');
    expect(await sqlStateOf(reserve(c, c.specialists[0], '09:00', '12:00'))).toBe('23P01');
  });

  it('accepts back-to-back services and the same time with another specialist', async () => {
    const c = await newCompany();
    await reserve(c, c.specialists[0], '10:00', '11:00');
    await reserve(c, c.specialists[0], '11:00', '12:00');
    await reserve(c, c.specialists[0], '09:00', '10:00');
    await reserve(c, c.specialists[1], '10:00', '11:00');
  });

  it('ignores cancelled services, and blocks moving a service into a taken slot', async () => {
    const c = await newCompany();
    await reserve(c, c.specialists[0], '14:00', '15:00', true);
    await reserve(c, c.specialists[0], '14:00', '15:00');
    const later = await reserve(c, c.specialists[0], '16:00', '17:00');
    const move = orm()
      .update(s.serviceReservationService)
      .set({ start_at: '2030-05-06 14:30:00', end_at: '2030-05-06 15:30:00' })
      .where(eq(s.serviceReservationService.id, later.lineId));
    expect(await sqlStateOf(move)).toBe('23P01');
  });
});

describe('integrity', () => {
  it('spec 1: a company’s business category defaults to centro_belleza', async () => {
    const [owner] = await orm().insert(s.subscriberOwner).values({ name: 'Owner' }).returning();
    const [company] = await orm()
      .insert(s.subscriberOwnerCompany)
      .values({ subscriber_owner_id: owner.id, name: 'Sin categoría' })
      .returning();
    expect(company.category_business).toBe('centro_belleza');
  });

  it('allows one open cash drawer session per site', async () => {
    const c = await newCompany();
    const open = { subscriber_owner_company_id: c.companyId, site_id: c.siteId };
    const [first] = await orm().insert(s.cashDrawerSession).values(open).returning();
    expect(await sqlStateOf(orm().insert(s.cashDrawerSession).values(open))).toBe('23505');
    await orm()
      .update(s.cashDrawerSession)
      .set({ status: 'closed' })
      .where(eq(s.cashDrawerSession.id, first.id));
    await orm().insert(s.cashDrawerSession).values(open);
  });

  it('rejects values outside the allowed lists (SQLSTATE 23514)', async () => {
    const c = await newCompany();
    const badStatus = orm().insert(s.serviceReservation).values({
      subscriber_owner_company_id: c.companyId,
      site_id: c.siteId,
      date: '2030-01-01',
      status: 'x',
    });
    expect(await sqlStateOf(badStatus)).toBe('23514');
    const badDuration = orm()
      .insert(s.service)
      .values({ subscriber_owner_company_id: c.companyId, name: 'Nada', duration: 0 });
    expect(await sqlStateOf(badDuration)).toBe('23514');
  });

  it('refuses to delete a service in use and cascades a reservation to its lines', async () => {
    const c = await newCompany();
    const booked = await reserve(c, c.specialists[0], '08:00', '09:00');
    expect(await sqlStateOf(orm().delete(s.service).where(eq(s.service.id, c.serviceId)))).toBe('23503');
    await orm().delete(s.serviceReservation).where(eq(s.serviceReservation.id, booked.reservationId));
    const left = await orm()
      .select()
      .from(s.serviceReservationService)
      .where(eq(s.serviceReservationService.id, booked.lineId));
    expect(left).toHaveLength(0);
  });
});
