import { calendarDate as date, MAX_RANGE_DAYS, withinDays } from './calendar-date';
import { defineOperation, idSchema } from './operation';
import { z } from './zod';

export const RESERVATION_STATUSES = [
  'confirmada',
  'cliente_llego',
  'inicio_servicio',
  'no_llego',
  'cancelado',
] as const;
export const WAITLIST_STATUSES = ['esperando', 'reservado', 'cancelado'] as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'La hora va en formato HH:mm.');
const id = z.number({ error: 'Falta un identificador.' }).int().positive();

export const bookedServiceInput = z.object({
  service_id: id,
  // null: any specialist who offers the service and is free (the first in name order).
  specialist_id: id.nullable().default(null),
  // Empty: right after the previous service of the booking (the first one needs a time).
  time: time.optional(),
  // Minutes; empty: the service's own duration.
  duration: z.number().int().min(5, 'La duración mínima es de 5 minutos.').max(720).optional(),
  products: z
    .array(z.object({ product_id: id, amount: z.number().int().positive().max(1000) }))
    .max(20)
    .default([]),
  // Rooms or machines chosen by hand (decision 053); what the service needs besides is picked.
  resource_ids: z.array(id).max(5).optional(),
});

export const newClientInput = z.object({
  first_name: z.string().trim().min(1, 'Escribe el nombre del cliente.').max(80),
  last_name: z.string().trim().max(80).optional(),
  phone: z.string().trim().min(7, 'Escribe el teléfono del cliente.').max(30),
  email: z.string().trim().toLowerCase().pipe(z.email('Escribe un correo válido.').max(200)).optional(),
});

export const clashSchema = z.object({
  date: z.string(),
  code: z.string(),
  message: z.string(),
  // The appointment in the way, when there is one.
  service_reservation_service_id: z.number().nullable(),
});

// One booking from the calendar: an existing client or a quick new one, one or more services
// (consecutive by default), each with its specialist (or any), products and notes; optionally
// repeated every N weeks until a date. Nothing is saved if any occurrence clashes: the answer
// (409) lists every clash; check_only lists them without saving anything either way.
export const bookReservation = defineOperation({
  id: 'calendar.book',
  method: 'POST',
  path: '/api/calendar/reservations',
  permission: ['calendar', 'create'],
  tag: 'calendar',
  summary:
    'Reserva desde la agenda: cliente (o uno nuevo), servicios consecutivos, productos, notas y repetición',
  input: z
    .object({
      site_id: id,
      client_id: id.optional(),
      new_client: newClientInput.optional(),
      date,
      services: z.array(bookedServiceInput).min(1, 'Agrega al menos un servicio.').max(10),
      notes: z.string().trim().max(2000).optional(),
      repeat: z
        .object({
          every_weeks: z.number().int().min(1).max(12),
          until: date,
        })
        .optional(),
      check_only: z.boolean().default(false),
    })
    .refine((input) => Boolean(input.client_id) !== Boolean(input.new_client), {
      message: 'Elige un cliente o escribe los datos de uno nuevo.',
      path: ['client_id'],
    }),
  output: z.object({
    client_id: z.number().nullable(),
    reservations: z.array(z.object({ id: z.number(), date: z.string() })),
    clashes: z.array(clashSchema),
  }),
});

export const slotSchema = z.object({
  start: z.string(),
  end: z.string(),
  services: z.array(
    z.object({
      service_id: z.number(),
      specialist_id: z.number(),
      start: z.string(),
      end: z.string(),
      // The rooms and machines it would hold (decision 053); absent when it needs none.
      resource_ids: z.array(z.number()).optional(),
    }),
  ),
});

// Free 15-minute starts for one or more services (consecutive), a specialist or any, over days.
export const findAvailability = defineOperation({
  id: 'calendar.availability',
  method: 'GET',
  path: '/api/calendar/availability',
  permission: ['calendar', 'read'],
  tag: 'calendar',
  summary: 'Horarios libres de una sede para uno o varios servicios, con un especialista o cualquiera',
  input: z
    .object({
      site_id: idSchema,
      // Comma-separated service ids, in booking order.
      service_ids: z
        .string()
        .regex(/^\d+(,\d+){0,9}$/, 'Indica los servicios separados por comas.')
        .transform((text) => text.split(',').map(Number)),
      specialist_id: idSchema.optional(),
      from: date,
      to: date,
      // Only the first free slot (the calendar's "next free slot").
      first: z.enum(['true', 'false']).default('false'),
    })
    .refine(...withinDays(MAX_RANGE_DAYS.calendarAvailability)),
  output: z.object({
    days: z.array(
      z.object({ date: z.string(), unavailable: z.string().nullable(), slots: z.array(slotSchema) }),
    ),
  }),
});

// Waiting clients whose wish fits a freed slot (after a cancellation or a move).
export const waitlistMatches = defineOperation({
  id: 'calendar.waitlistMatches',
  method: 'GET',
  path: '/api/calendar/waitlist/matches',
  permission: ['calendar', 'read'],
  tag: 'calendar',
  summary: 'Clientes en lista de espera que caben en un horario liberado',
  input: z.object({
    site_id: idSchema,
    date,
    start: time,
    end: time,
    specialist_id: idSchema.optional(),
  }),
  output: z.array(
    z.object({
      id: z.number(),
      client_id: z.number(),
      client_name: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      service_id: z.number(),
      service_name: z.string(),
      duration: z.number(),
      specialist_id: z.number().nullable(),
      // The earliest time the client wants (the freed slot may start before it).
      time_from: z.string(),
      notes: z.string().nullable(),
    }),
  ),
});

// Books a waiting client into a free slot in one click; the entry becomes 'reservado'.
export const bookFromWaitlist = defineOperation({
  id: 'calendar.bookFromWaitlist',
  method: 'POST',
  path: '/api/calendar/waitlist/:id/book',
  permission: ['calendar', 'create'],
  tag: 'calendar',
  summary: 'Reserva a un cliente de la lista de espera en un horario libre',
  input: z.object({ id: idSchema, date, time, specialist_id: id }),
  output: z.object({ reservation_id: z.number() }),
});

// Server-sent events of a site's calendar: `change` with {date} whenever a reservation, a
// service of one, an absence or a waitlist entry of that site changes (any server process).
export const calendarEvents = defineOperation({
  id: 'calendar.events',
  method: 'GET',
  path: '/api/calendar/events',
  permission: ['calendar', 'read'],
  tag: 'calendar',
  summary: 'Cambios de la agenda de una sede en vivo (text/event-stream)',
  input: z.object({ site_id: idSchema }),
  output: z.string(),
  media: 'event-stream',
});

// A booked service moved to another room or machine (decision 057): the drawer's select and the
// drag in the agenda's resource columns. It gives up the resource it holds of that kind
// (`from_resource_id` when it holds several) and takes `resource_id`, checked like a resource
// chosen by hand (needed, of its site, active, free: 409 naming what is taken); with
// `service_time` it first moves to that time, keeping its specialist.
export const changeResource = defineOperation({
  id: 'calendar.changeResource',
  method: 'PATCH',
  path: '/api/calendar/services/:id/resource',
  permission: ['calendar', 'update'],
  tag: 'calendar',
  summary: 'Cambia la cabina, sala o equipo de un servicio reservado (y su hora, si se arrastra)',
  input: z.object({
    id: idSchema,
    resource_id: id,
    from_resource_id: id.optional(),
    service_time: time.optional(),
  }),
  output: z.object({ id: z.number(), resource_ids: z.array(z.number()) }),
});

// The session packages of some clients that are in force on a day (decision 057): the booking
// dialog, the drawer and the agenda's cards (one read for the day's clients) say a visit is
// covered. A package is in force when not anulado, with a session left and not past its last day.
export const clientPlans = defineOperation({
  id: 'calendar.clientPlans',
  method: 'GET',
  path: '/api/calendar/plans',
  permission: ['calendar', 'read'],
  tag: 'calendar',
  summary: 'Planes de sesiones vigentes de unos clientes en un día (para la agenda)',
  input: z.object({
    date,
    // Comma-separated client ids (the day's, at most 200).
    client_ids: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, 'Indica los clientes separados por comas.')
      .transform((text) => [...new Set(text.split(',').map(Number))]),
  }),
  output: z.object({
    plans: z.array(
      z.object({
        client_id: z.number(),
        instrument_id: z.number(),
        name: z.string(),
        left: z.number(),
        of: z.number(),
        expires_on: z.string().nullable(),
        service_ids: z.array(z.number()),
      }),
    ),
  }),
});
