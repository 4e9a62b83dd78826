import { slotSchema } from './calendar';
import { calendarDate as date, MAX_RANGE_DAYS, withinDays } from './calendar-date';
import { defineOperation } from './operation';
import { visitorToken } from './public-wallet';
import { giftCardCode } from './sales';
import { z } from './zod';

const slug = z.string().regex(/^[a-z0-9-]{1,120}$/, 'La dirección no es válida.');
const token = z.string().regex(/^\d{1,10}\.[\w-]{32}$/, 'El enlace no es válido.');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'La hora va en formato HH:mm.');
const id = z.coerce.number().int().positive();

// What the public page of a company shows: only what a visitor needs.
export const bookingPage = defineOperation({
  id: 'public.bookingPage',
  method: 'GET',
  path: '/api/public/booking/:slug',
  permission: 'public',
  tag: 'public',
  summary:
    'La página pública de reservas de una empresa: nombre, logo, sedes, servicios y especialistas reservables',
  input: z.object({ slug }),
  output: z.object({
    company: z.object({ name: z.string(), logo: z.string().nullable() }),
    sites: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        address: z.string().nullable(),
        phone: z.string().nullable(),
        time_zone: z.string(),
      }),
    ),
    services: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        duration: z.number(),
        deposit: z.number(),
        prices: z.array(z.object({ site_id: z.number(), price: z.number() })),
      }),
    ),
    specialists: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        site_ids: z.array(z.number()),
        service_ids: z.array(z.number()),
      }),
    ),
    // The service promotions still to run (issue 27): the page prices a visit as the salon would
    // charge it, by the domain's one rule (packages/domain/promotions.ts).
    promotions: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        type_element: z.string(),
        status: z.string(),
        date_start: z.string(),
        date_end: z.string(),
        time_start: z.string(),
        time_end: z.string(),
        weekdays: z.number(),
        discount_type: z.string(),
        discount_value: z.number(),
        sites: z.array(z.object({ site_id: z.number() })),
        service: z.array(z.object({ service_id: z.number() })),
      }),
    ),
    rules: z.object({
      min_notice_minutes: z.number(),
      max_days: z.number(),
      cancel_hours: z.number(),
      privacy_policy_url: z.string().nullable(),
      gift_cards_online: z.boolean(),
    }),
  }),
});

export const publicAvailability = defineOperation({
  id: 'public.availability',
  method: 'GET',
  path: '/api/public/booking/:slug/availability',
  permission: 'public',
  tag: 'public',
  summary: 'Horarios libres de una sede para los servicios elegidos (con un especialista o cualquiera)',
  input: z
    .object({
      slug,
      site_id: id,
      service_ids: z
        .string()
        .regex(/^\d+(,\d+){0,4}$/, 'Indica los servicios separados por comas.')
        .transform((text) => text.split(',').map(Number)),
      specialist_id: id.optional(),
      from: date,
      to: date,
    })
    .refine(...withinDays(MAX_RANGE_DAYS.publicAvailability)),
  output: z.object({
    days: z.array(
      z.object({ date: z.string(), unavailable: z.string().nullable(), slots: z.array(slotSchema) }),
    ),
  }),
});

export const publicBook = defineOperation({
  id: 'public.book',
  method: 'POST',
  path: '/api/public/booking/:slug/reservations',
  permission: 'public',
  tag: 'public',
  summary:
    'Reserva en línea: una reserva confirmada, marcada en línea; el cliente se reconoce por teléfono o correo',
  input: z.object({
    slug,
    site_id: z.number().int().positive(),
    service_ids: z.array(z.number().int().positive()).min(1, 'Elige al menos un servicio.').max(5),
    specialist_id: z.number().int().positive().nullable().default(null),
    date,
    time,
    first_name: z.string().trim().min(1, 'Escribe tu nombre.').max(80),
    last_name: z.string().trim().max(80).optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s().-]{7,20}$/, 'Escribe un teléfono válido.'),
    email: z.string().trim().toLowerCase().pipe(z.email('Escribe un correo válido.').max(200)),
    notes: z.string().trim().max(500).optional(),
    // Ley 1581 de 2012: no personal data is kept without the visitor's consent.
    privacy_consent: z.literal(true, {
      error: 'Acepta el tratamiento de tus datos personales para reservar.',
    }),
    // A client signed in by code (decision 056): the booking is hers, and her packages cover
    // what they cover.
    visitor: visitorToken.optional(),
    // A gift card paying the visit's advance, when the company allows it (decision 056).
    gift_card_code: giftCardCode.optional(),
  }),
  output: z.object({
    reservation_id: z.number(),
    token: z.string(),
    date: z.string(),
    start: z.string(),
    end: z.string(),
    deposit: z.number(),
    // How many of the booked services a package of hers is meant to cover (no session spent yet).
    package_services: z.number(),
    // What the gift card paid, held as the reservation's advance.
    gift_card_used: z.number(),
  }),
});

const managed = z.object({
  company: z.string(),
  site: z.string(),
  address: z.string().nullable(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.string(),
  services: z.array(z.object({ name: z.string(), specialist: z.string(), start: z.string() })),
  deposit: z.number(),
  can_change: z.boolean(),
  cancel_hours: z.number(),
  slug: z.string(),
  site_id: z.number(),
  service_ids: z.array(z.number()),
});

export const publicBooking = defineOperation({
  id: 'public.booking',
  method: 'GET',
  path: '/api/public/bookings/:token',
  permission: 'public',
  tag: 'public',
  summary: 'Una reserva en línea vista desde el enlace de su correo',
  input: z.object({ token }),
  output: managed,
});

export const cancelPublicBooking = defineOperation({
  id: 'public.cancelBooking',
  method: 'POST',
  path: '/api/public/bookings/:token/cancel',
  permission: 'public',
  tag: 'public',
  summary: 'Cancela una reserva desde el enlace de su correo, dentro de las reglas de la empresa',
  input: z.object({ token }),
  output: managed,
});

export const movePublicBooking = defineOperation({
  id: 'public.moveBooking',
  method: 'POST',
  path: '/api/public/bookings/:token/move',
  permission: 'public',
  tag: 'public',
  summary: 'Cambia el día o la hora de una reserva desde el enlace de su correo',
  input: z.object({ token, date, time }),
  output: managed,
});

export const claimWaitlistOffer = defineOperation({
  id: 'public.claimWaitlist',
  method: 'POST',
  path: '/api/public/waitlist/:token/claim',
  permission: 'public',
  tag: 'public',
  summary: 'Toma el horario que la lista de espera ofreció por correo; el primero que lo toma se lo queda',
  input: z.object({ token }),
  output: z.object({ reservation_id: z.number(), token: z.string(), date: z.string(), start: z.string() }),
});

export const qualificationPage = defineOperation({
  id: 'public.qualification',
  method: 'GET',
  path: '/api/public/qualifications/:token',
  permission: 'public',
  tag: 'public',
  summary: 'La visita a calificar (enlace de un solo uso)',
  input: z.object({ token }),
  output: z.object({
    company: z.string(),
    date: z.string(),
    services: z.array(z.string()),
    specialist: z.string().nullable(),
    used: z.boolean(),
  }),
});

export const rateVisit = defineOperation({
  id: 'public.rate',
  method: 'POST',
  path: '/api/public/qualifications/:token',
  permission: 'public',
  tag: 'public',
  summary: 'Califica el servicio y el especialista de 1 a 5 con un comentario (una vez)',
  input: z.object({
    token,
    service_rating: z.number().int().min(1, 'Califica de 1 a 5.').max(5, 'Califica de 1 a 5.'),
    specialist_rating: z.number().int().min(1, 'Califica de 1 a 5.').max(5, 'Califica de 1 a 5.'),
    comment: z.string().trim().max(1000).optional(),
  }),
  output: z.object({ thanks: z.literal(true) }),
});
