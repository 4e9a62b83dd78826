import { calendarDate } from './calendar-date';
import { defineOperation, idSchema } from './operation';
import { giftCardCode } from './sales';
import { z } from './zod';

// What the wallet shows of one instrument (decision 050): never the whole code, only its end.
export const walletInstrumentOutput = z.object({
  id: z.number(),
  kind: z.enum(['gift_card', 'package', 'membership']),
  unit: z.enum(['pesos', 'sessions']),
  code_end: z.string().nullable(),
  client_id: z.number().nullable(),
  site_id: z.number(),
  recipient_name: z.string().nullable(),
  initial: z.number(),
  left: z.number(),
  expires_on: z.string().nullable(),
  expired: z.boolean(),
  // pausada and cancelada: a membership period (decision 055).
  status: z.enum(['activa', 'anulada', 'pausada', 'cancelada']),
  sold_at: z.string(),
  // A package (decision 051): the catalogue package it was sold as and the services it covers.
  session_package: z.object({ id: z.number(), name: z.string() }).nullable(),
  services: z.array(z.object({ id: z.number(), name: z.string() })),
  // A membership period (decision 055): its plan, its percentages off, its first day and, while
  // paused, the day the pause began.
  membership_plan: z
    .object({
      id: z.number(),
      name: z.string(),
      period: z.enum(['monthly', 'quarterly']),
      rolls_over: z.boolean(),
    })
    .nullable(),
  service_discount: z.number().nullable(),
  product_discount: z.number().nullable(),
  starts_on: z.string().nullable(),
  paused_on: z.string().nullable(),
  // A membership period (decision 060): days from the site's today to its last day, and whether
  // the desk should offer its renewal now (running, not renewed, within the reminder's days).
  days_left: z.number().nullable(),
  renewal_due: z.boolean(),
  history: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(['issue', 'redeem', 'restore', 'void', 'extend', 'discount', 'pause', 'resume', 'cancel']),
      units: z.number(),
      history_payment_id: z.number().nullable(),
      sale_refund_id: z.number().nullable(),
      // A gift card's pesos held as an online booking's advance (decision 056): that reservation.
      service_reservation_id: z.number().nullable(),
      // An extension: the new last day, why, and who.
      expires_on: z.string().nullable(),
      reason: z.string().nullable(),
      sari_user_id: z.number().nullable(),
      at: z.string(),
    }),
  ),
});

export const clientWallet = defineOperation({
  id: 'wallet.client',
  method: 'GET',
  path: '/api/clients/:id/wallet',
  permission: ['sales', 'read'],
  tag: 'sales',
  summary:
    'Monedero del cliente: sus tarjetas de regalo y planes de sesiones con lo que queda, vencimiento e historial',
  input: z.object({ id: idSchema }),
  output: z.object({ instruments: z.array(walletInstrumentOutput) }),
});

export const giftCardLookup = defineOperation({
  id: 'wallet.giftCardLookup',
  method: 'GET',
  path: '/api/gift-cards/lookup',
  permission: ['sales', 'create'],
  tag: 'sales',
  summary: 'Busca una tarjeta de regalo por su código (lo que queda y su vencimiento) para cobrar con ella',
  input: z.object({ code: giftCardCode }),
  output: walletInstrumentOutput,
});

// The owner moves a package's last day later, with a reason (decision 051): an `extend` entry.
export const extendPackage = defineOperation({
  id: 'wallet.extendPackage',
  method: 'POST',
  path: '/api/wallet/:id/extend',
  permission: ['sales', 'delete'],
  tag: 'sales',
  summary: 'Extiende la vigencia de un plan de sesiones con un motivo (queda en su historial)',
  input: z.object({
    id: idSchema,
    expires_on: calendarDate,
    reason: z
      .string({ error: 'Escribe el motivo de la extensión.' })
      .trim()
      .min(3, 'Escribe el motivo (al menos 3 caracteres).')
      .max(500, 'El motivo admite 500 caracteres.'),
  }),
  output: walletInstrumentOutput,
});

const membershipReason = z
  .string({ error: 'Escribe el motivo.' })
  .trim()
  .min(3, 'Escribe el motivo (al menos 3 caracteres).')
  .max(500, 'El motivo admite 500 caracteres.');

// A membership period paused at the desk (decision 055): no benefits until it is resumed; its
// last day then moves by the days it was paused.
export const pauseMembership = defineOperation({
  id: 'wallet.pauseMembership',
  method: 'POST',
  path: '/api/wallet/:id/pause',
  permission: ['sales', 'update'],
  tag: 'sales',
  summary: 'Pausa una membresía: sin beneficios hasta reanudarla (su periodo se corre los días pausados)',
  input: z.object({ id: idSchema, reason: membershipReason }),
  output: walletInstrumentOutput,
});

export const resumeMembership = defineOperation({
  id: 'wallet.resumeMembership',
  method: 'POST',
  path: '/api/wallet/:id/resume',
  permission: ['sales', 'update'],
  tag: 'sales',
  summary: 'Reanuda una membresía pausada: su último día se corre los días que estuvo pausada',
  input: z.object({ id: idSchema }),
  output: walletInstrumentOutput,
});

// Cancelling ends the period now: what is left of its included services is voided; nothing is
// paid back (a refund of its sale is the sales refund, decision 055).
export const cancelMembership = defineOperation({
  id: 'wallet.cancelMembership',
  method: 'POST',
  path: '/api/wallet/:id/cancel',
  permission: ['sales', 'delete'],
  tag: 'sales',
  summary: 'Cancela una membresía: termina hoy, sin devolución; sus servicios incluidos sin usar se anulan',
  input: z.object({ id: idSchema, reason: membershipReason }),
  output: walletInstrumentOutput,
});
