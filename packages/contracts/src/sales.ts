import { filterDate, MAX_RANGE_DAYS, withinDays } from './calendar-date';
import { defineOperation, idSchema } from './operation';
import { z } from './zod';

const id = z.number({ error: 'Falta un identificador.' }).int().positive();
const pesos = (label: string) =>
  z
    .number({ error: `${label} debe ser un valor en pesos.` })
    .int(`${label} va en pesos, sin decimales.`)
    .min(0, `${label} no puede ser negativo.`)
    .max(1_000_000_000, `${label} es demasiado grande.`);

// A payment entry (spec-coverage 3 › Payment methods): amountPay and paymentMethod (efectivo, tarjeta, credito, or one
// of the company's own methods).
export const paymentInput = z.object({
  amountPay: pesos('El pago'),
  paymentMethod: z.string().trim().min(1).max(40),
});

// A gift card's code as typed: spaces and dashes do not count, nor does the case.
export const giftCardCode = z
  .string({ error: 'El código de la tarjeta de regalo es un texto.' })
  .max(40, 'El código de la tarjeta de regalo es demasiado largo.')
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{16}$/, 'El código de la tarjeta de regalo tiene 16 letras y números.'));

const giftCardLine = z.object({
  amount: pesos('El valor de la tarjeta de regalo')
    .min(1_000, 'Una tarjeta de regalo vale al menos $1.000.')
    .max(50_000_000, 'Una tarjeta de regalo vale como máximo $50.000.000.'),
  recipient_name: z
    .string()
    .trim()
    .max(120, 'El nombre de quien la recibe admite 120 caracteres.')
    .optional(),
  recipient_email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('El correo de quien la recibe no es válido.').max(200))
    .optional(),
  message: z.string().trim().max(500, 'El mensaje admite 500 caracteres.').optional(),
});

// A cart line (spec-coverage 3 › Shopping cart line fields): the figures the screen showed are sent so the
// server can refuse a sale whose totals disagree with the catalogue and the rules.
export const cartLineInput = z
  .object({
    service_id: id.optional(),
    product_id: id.optional(),
    amount: z.number().int().min(1).max(10_000).default(1),
    specialist_id: id.nullable().optional(),
    commission: z.number().min(0).nullable().optional(),
    commission_type: z.enum(['%', 'fixed']).nullable().optional(),
    discount_promotion: z
      .array(z.object({ discount_promotion_id: id, discount_value_applied: pesos('El descuento') }))
      .max(10)
      .default([]),
    price_change: z
      .object({ amount: pesos('El precio') })
      .nullable()
      .optional(),
    service_reservation_service_id: id.optional(),
    // A gift card sold (decision 050): its amount is the line's price.
    gift_card: giftCardLine.optional(),
    // A session package sold (decision 051): the catalogue package's id; its price is the site's.
    package: z.number({ error: 'El plan de sesiones se indica por su id.' }).int().positive().optional(),
    // A membership period sold (decision 055): the catalogue plan's id; its price is the site's.
    membership: z.number({ error: 'La membresía se indica por su id.' }).int().positive().optional(),
    // What the client's membership takes off this line (decision 055), as the screen computed it;
    // refused when the server's differs, like promotions. Left out: none.
    membership_discount: pesos('El descuento de membresía').optional(),
    // A service line: the client's package (or membership period with included services) that
    // pays it with one session, or false to pay it (decisions 051, 055). Left out while one of
    // the client's covers it, the sale is refused.
    use_package: z
      .union([id, z.literal(false)], {
        error: 'use_package es el id del plan del cliente, o false para cobrar la línea.',
      })
      .optional(),
  })
  .refine(
    (line) =>
      [line.service_id, line.product_id, line.gift_card, line.package, line.membership].filter(
        (part) => part !== undefined,
      ).length === 1,
    {
      message:
        'Cada línea es un servicio, un producto, una tarjeta de regalo, un plan de sesiones o una membresía.',
      path: ['service_id'],
    },
  )
  .refine((line) => line.use_package === undefined || line.service_id !== undefined, {
    message: 'Solo una línea de servicio se paga con una sesión de un plan.',
    path: ['use_package'],
  });

// A gift card as a payment (decision 050): by its code, or picked from the client's wallet.
export const giftCardPayment = z
  .object({
    code: giftCardCode.optional(),
    instrument_id: id.optional(),
    amount: pesos('El pago con tarjeta de regalo').min(
      1,
      'El pago con tarjeta de regalo debe ser mayor que cero.',
    ),
  })
  .refine((payment) => (payment.code === undefined) !== (payment.instrument_id === undefined), {
    message: 'Indica el código de la tarjeta de regalo o elígela del monedero del cliente.',
    path: ['code'],
  });

export const checkoutInput = z.object({
  site_id: id,
  client_id: id.nullable().optional(),
  service_reservation_id: id.nullable().optional(),
  // Spec: the cart type defaults to service; the sale method is venta.
  cart_type: z.enum(['service', 'product']).default('service'),
  sale_method: z.literal('venta').default('venta'),
  lines: z.array(cartLineInput).min(1, 'Agrega al menos una línea.').max(100),
  payments: z.array(paymentInput).max(10).default([]),
  gift_cards: z
    .array(giftCardPayment)
    .max(5, 'Se pagan como máximo 5 tarjetas de regalo por venta.')
    .default([]),
  // What to do with a payment over the amount due: give change from the cash, or keep it as
  // the client's balance (abono).
  overpayment: z.enum(['cambio', 'abono']).default('cambio'),
  tips: z
    .array(
      z.object({
        specialist_id: id,
        amount: pesos('La propina').min(1),
        paymentMethod: z.string().min(1).max(40),
      }),
    )
    .max(20)
    .default([]),
  // The total the screen showed; refused (422) when the server's differs.
  total: pesos('El total').optional(),
  notes: z.string().trim().max(1000).optional(),
  // Kept as a pending sale (no money, no stock) to charge later with PATCH.
  pending: z.boolean().default(false),
});

export const saleOutput = z.object({
  id: z.number(),
  status: z.string(),
  subtotal: z.number(),
  discount_total: z.number(),
  total: z.number(),
  amount_paid: z.number(),
  deposit_used: z.number(),
  advance_used: z.number(),
  gift_card_used: z.number(),
  // Gift cards this sale sold, with the code to print or send (the only answer that shows it whole).
  gift_cards_sold: z.array(
    z.object({ id: z.number(), code: z.string(), amount: z.number(), expires_on: z.string().nullable() }),
  ),
  // Session packages this sale sold (decision 051): each a new instrument in the client's wallet.
  packages_sold: z.array(
    z.object({
      id: z.number(),
      session_package_id: z.number(),
      sessions: z.number(),
      price: z.number(),
      expires_on: z.string().nullable(),
    }),
  ),
  // Membership periods this sale sold (decision 055): a renewal starts after the current period.
  memberships_sold: z.array(
    z.object({
      id: z.number(),
      membership_plan_id: z.number(),
      starts_on: z.string(),
      expires_on: z.string(),
      included: z.number(),
      carried: z.number(),
      price: z.number(),
    }),
  ),
  // What the client's membership took off the sale's lines.
  membership_discount: z.number(),
  // Service lines paid with a session of a package: "Plan: 3 de 10".
  package_sessions_used: z.array(
    z.object({
      line: z.number(),
      instrument_id: z.number(),
      session: z.number(),
      of: z.number(),
      left: z.number(),
    }),
  ),
  change: z.number(),
  abono: z.number(),
  credit: z.number(),
  tips: z.number(),
});

export const checkout = defineOperation({
  id: 'sales.checkout',
  method: 'POST',
  path: '/api/sales/checkout',
  permission: ['sales', 'create'],
  tag: 'sales',
  summary:
    'Cobra una venta o una reserva (también POST items/history_payment): el servidor recalcula precios, promociones, comisiones, saldo y totales',
  input: checkoutInput,
  output: saleOutput,
});

// Charges a pending sale (also PATCH items/history_payment/{id}); lines may be sent again.
export const chargeSale = defineOperation({
  id: 'sales.charge',
  method: 'POST',
  path: '/api/sales/:id/charge',
  permission: ['sales', 'create'],
  tag: 'sales',
  summary: 'Cobra una venta pendiente',
  input: checkoutInput.partial({ site_id: true, lines: true }).extend({ id: idSchema }),
  output: saleOutput,
});

export const refundSale = defineOperation({
  id: 'sales.refund',
  method: 'POST',
  path: '/api/sales/:id/refunds',
  permission: ['sales', 'delete'],
  tag: 'sales',
  summary:
    'Anula o devuelve una venta (toda o algunas líneas) con motivo: repone inventario y saldos, devuelve al medio original o al saldo del cliente',
  input: z.object({
    id: idSchema,
    // Empty: the whole sale.
    lines: z
      .array(
        z.object({
          history_payment_detail_id: id,
          amount: z
            .number({ error: 'Las unidades a devolver van en números.' })
            .int('Las unidades a devolver son enteras.')
            .min(1, 'Devuelve al menos una unidad.')
            .max(10_000, 'Una línea no tiene más de 10.000 unidades.'),
        }),
      )
      .max(100)
      .default([]),
    reason: z.string().trim().min(3, 'Escribe el motivo (al menos 3 caracteres).').max(500),
    refund_to: z.enum(['original', 'deposit']).default('original'),
  }),
  output: z.object({ id: z.number(), total: z.number(), sale_status: z.string() }),
});

export const recordDeposit = defineOperation({
  id: 'sales.recordDeposit',
  method: 'POST',
  path: '/api/clients/:id/deposits',
  permission: ['sales', 'create'],
  tag: 'sales',
  summary: 'Registra un abono del cliente (dinero que deja a favor)',
  input: z.object({
    id: idSchema,
    site_id: id,
    amount: pesos('El abono').min(1, 'El abono debe ser mayor que cero.'),
    paymentMethod: z.string().trim().min(1).max(40),
    notes: z.string().trim().max(500).optional(),
  }),
  output: z.object({ id: z.number(), balance: z.number() }),
});

export const payCredit = defineOperation({
  id: 'sales.payCredit',
  method: 'POST',
  path: '/api/clients/:id/credit-payments',
  permission: ['sales', 'create'],
  tag: 'sales',
  summary: 'Registra un pago de lo que el cliente debe (créditos más antiguos primero)',
  input: z.object({
    id: idSchema,
    site_id: id,
    amount: pesos('El pago').min(1, 'El pago debe ser mayor que cero.'),
    paymentMethod: z.string().trim().min(1).max(40),
  }),
  output: z.object({ paid: z.number(), balance: z.number() }),
});

export const recordAdvance = defineOperation({
  id: 'sales.recordAdvance',
  method: 'POST',
  path: '/api/calendar/reservations/:id/advance-payments',
  permission: ['sales', 'create'],
  tag: 'sales',
  summary: 'Registra un anticipo de una reserva; se descuenta al cobrarla',
  input: z.object({
    id: idSchema,
    amount: pesos('El anticipo').min(1, 'El anticipo debe ser mayor que cero.'),
    paymentMethod: z.string().trim().min(1).max(40),
  }),
  output: z.object({ id: z.number(), total_advance: z.number() }),
});

// A money advance left on a cancelled reservation (decision 067): paid back out of the site's open
// drawer the way it came in, or kept as the client's balance. `amount` is what the screen showed
// (all the reservation's money advance still held); a different figure is refused.
const settledAdvance = z.object({
  id: idSchema,
  amount: pesos('El anticipo').min(1, 'El anticipo debe ser mayor que cero.'),
});
const advanceSettled = z.object({
  amount: z.number(),
  advances: z.array(z.number()),
  money_movement_ids: z.array(z.number()),
  client_deposit_id: z.number().nullable(),
  balance: z.number().nullable(),
});

export const returnAdvance = defineOperation({
  id: 'sales.returnAdvance',
  method: 'POST',
  path: '/api/calendar/reservations/:id/advance-payments/return',
  permission: ['sales', 'delete'],
  tag: 'sales',
  summary:
    'Devuelve al cliente el anticipo en dinero de una reserva cancelada, desde la caja abierta de su sede y por el medio en que entró',
  input: settledAdvance,
  output: advanceSettled,
});

export const advanceToBalance = defineOperation({
  id: 'sales.advanceToBalance',
  method: 'POST',
  path: '/api/calendar/reservations/:id/advance-payments/to-balance',
  permission: ['sales', 'update'],
  tag: 'sales',
  summary: 'Pasa al saldo a favor del cliente el anticipo en dinero de una reserva cancelada',
  input: settledAdvance,
  output: advanceSettled,
});

export const saleReceipt = defineOperation({
  id: 'sales.receipt',
  method: 'GET',
  path: '/api/sales/:id/receipt',
  permission: ['sales', 'read'],
  tag: 'sales',
  summary: 'Recibo de una venta en PDF',
  input: z.object({ id: idSchema }),
  output: z.string(),
  media: 'pdf',
});

const group = z.array(z.object({ key: z.string(), label: z.string(), count: z.number(), total: z.number() }));

// /sales/report (Resumen): totals of a range by day, payment method, specialist, service, product.
export const salesSummary = defineOperation({
  id: 'sales.summary',
  method: 'GET',
  path: '/api/sales/summary',
  permission: ['sales', 'read'],
  tag: 'sales',
  summary: 'Resumen de ventas de un rango: por día, medio de pago, especialista, servicio y producto',
  input: z
    .object({ site_id: z.coerce.number().int().min(0).default(0), from: filterDate, to: filterDate })
    .refine(...withinDays(MAX_RANGE_DAYS.report)),
  output: z.object({
    total: z.number(),
    count: z.number(),
    byDay: group,
    byMethod: group,
    bySpecialist: group,
    byService: group,
    byProduct: group,
  }),
});

// /sales (Ventas): the sales of a range of the sites' own days, newest first, a page at a time.
// The dates are the spec's filter dates (section 1), read on the server as each sale's site's
// own day, as the reports and the sales summary read them.
export const salesList = defineOperation({
  id: 'sales.list',
  method: 'GET',
  path: '/api/sales',
  permission: ['sales', 'read'],
  tag: 'sales',
  summary: 'Ventas de un rango de días de cada sede, con sus filtros, por páginas',
  input: z
    .object({
      site_id: z.coerce.number().int().min(0).default(0),
      from: filterDate,
      to: filterDate,
      client_id: z.coerce.number().int().positive().optional(),
      specialist_id: z.coerce.number().int().positive().optional(),
      method: z.string().trim().max(40).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: z.coerce.number().int().min(1).max(100).default(25),
    })
    .refine(...withinDays(MAX_RANGE_DAYS.report)),
  output: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        date_created: z.string(),
        // The sale's day on its site's wall clock, 'YYYY-MM-DD'.
        day: z.string(),
        status: z.string(),
        total: z.number(),
        amount_paid: z.number(),
        refunded_total: z.number(),
        site_name: z.string(),
        client: z
          .object({ id: z.number(), first_name: z.string(), last_name: z.string().nullable() })
          .nullable(),
        methods: z.array(z.string()),
      }),
    ),
    meta: z.object({ filter_count: z.number() }),
  }),
});
