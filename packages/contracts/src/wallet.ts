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
  status: z.enum(['activa', 'anulada']),
  sold_at: z.string(),
  // A package (decision 051): the catalogue package it was sold as and the services it covers.
  session_package: z.object({ id: z.number(), name: z.string() }).nullable(),
  services: z.array(z.object({ id: z.number(), name: z.string() })),
  history: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(['issue', 'redeem', 'restore', 'void', 'extend']),
      units: z.number(),
      history_payment_id: z.number().nullable(),
      sale_refund_id: z.number().nullable(),
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
