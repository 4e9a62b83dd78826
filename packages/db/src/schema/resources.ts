import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
} from 'drizzle-orm/pg-core';
import { companyId, id, stamps } from './columns';
import { site } from './company';
import { serviceReservationService } from './reservations';
import { service } from './services';

export const RESOURCE_KINDS = ['cabina', 'sala', 'equipo'] as const;

// A room or a machine of one site that a service needs (decision 053): capacity is always one;
// a room with three chairs is three resources of one kind.
export const resource = pgTable(
  'resource',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    site_id: integer('site_id')
      .notNull()
      .references(() => site.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    check('resource_name_chk', sql`length(trim(${t.name})) > 0`),
    check('resource_kind_chk', sql`${t.kind} in ('cabina', 'sala', 'equipo')`),
    index('resource_company_site_idx').on(t.subscriber_owner_company_id, t.site_id, t.kind),
  ],
);

// What one booking of a service holds: any resource of a kind at its site, or one named resource
// (the laser). One row per unit held; for the whole service, or only its busy parts (a processing
// gap frees the chair as it frees the specialist).
export const serviceResourceNeed = pgTable(
  'service_resource_need',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    service_id: integer('service_id')
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    resource_id: integer('resource_id').references(() => resource.id, { onDelete: 'cascade' }),
    whole_duration: boolean('whole_duration').notNull().default(false),
  },
  (t) => [
    check('service_resource_need_kind_chk', sql`${t.kind} in ('cabina', 'sala', 'equipo')`),
    index('service_resource_need_service_idx').on(t.service_id),
    index('service_resource_need_resource_idx').on(t.resource_id),
    index('service_resource_need_company_idx').on(t.subscriber_owner_company_id),
  ],
);

const tsmultirange = customType<{ data: string }>({ dataType: () => 'tsmultirange' });

// A resource a booked service holds. Written by the calendar's placement; site, day, busy and
// is_cancelled are copied from the booked service by triggers, and the exclusion constraint
// service_reservation_service_resource_no_overlap refuses two holds of one resource whose busy
// parts cross (custom SQL at the end of migration 0025).
export const serviceReservationServiceResource = pgTable(
  'service_reservation_service_resource',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    service_reservation_service_id: integer('service_reservation_service_id')
      .notNull()
      .references(() => serviceReservationService.id, { onDelete: 'cascade' }),
    resource_id: integer('resource_id')
      .notNull()
      .references(() => resource.id),
    site_id: integer('site_id').references(() => site.id),
    date: date('date', { mode: 'string' }),
    whole_duration: boolean('whole_duration').notNull().default(false),
    busy: tsmultirange('busy').notNull(),
    is_cancelled: boolean('is_cancelled').notNull().default(false),
  },
  (t) => [
    index('srs_resource_parent_idx').on(t.service_reservation_service_id),
    index('srs_resource_resource_date_idx').on(t.resource_id, t.date),
    index('srs_resource_site_date_idx').on(t.subscriber_owner_company_id, t.site_id, t.date),
  ],
);

// A resource's own weekly hours (decision 058): several windows on one weekday leave a gap (a
// cabin cleaned on Monday mornings). A resource without any follows its site's hours; one with
// some is bookable only inside them (and the site's). Windows of one weekday never overlap
// (resource_availability_no_overlap, hand-written at the end of migration 0026).
export const resourceAvailability = pgTable(
  'resource_availability',
  {
    id: id(),
    subscriber_owner_company_id: companyId(),
    resource_id: integer('resource_id')
      .notNull()
      .references(() => resource.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    start_time: time('start_time').notNull(),
    end_time: time('end_time').notNull(),
  },
  (t) => [
    check('resource_availability_weekday_chk', sql`${t.weekday} between 0 and 6`),
    check('resource_availability_order_chk', sql`${t.start_time} < ${t.end_time}`),
    index('resource_availability_resource_idx').on(t.resource_id, t.weekday),
    index('resource_availability_company_idx').on(t.subscriber_owner_company_id),
  ],
);
