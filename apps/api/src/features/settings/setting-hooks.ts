import { MEMBERSHIP_REMINDER } from '@sari/domain/wallet';
import { sql } from 'drizzle-orm';
import { inScope } from '../../access/sql-scope';
import type { HooksByCollection, Row } from '../../items/hooks';
import { badPayload } from '../../platform/errors';
import type { RequestContext } from '../../tenancy/context';

const BOOLEAN = (value: string) => value === 'true' || value === 'false';
const WHOLE = (min: number, max: number) => (value: string) =>
  /^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max;

// What each known setting accepts; unknown keys keep any short text.
const RULES: Record<string, { valid: (value: string) => boolean; message: string }> = {
  user_idle_timeout: {
    valid: (value) => /^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= 86_400,
    message: 'El tiempo de inactividad debe ser un número de segundos entre 1 y 86400.',
  },
  force_logout: { valid: BOOLEAN, message: 'force_logout debe ser "true" o "false".' },
  allow_credit_sales: { valid: BOOLEAN, message: 'allow_credit_sales debe ser "true" o "false".' },
  cash_blind_count: { valid: BOOLEAN, message: 'cash_blind_count debe ser "true" o "false".' },
  online_booking: { valid: BOOLEAN, message: 'online_booking debe ser "true" o "false".' },
  online_min_notice_minutes: {
    valid: WHOLE(0, 10_080),
    message: 'La anticipación mínima va de 0 a 10080 minutos (una semana).',
  },
  online_max_days: { valid: WHOLE(1, 365), message: 'Se reserva en línea con 1 a 365 días de anticipación.' },
  online_cancel_hours: { valid: WHOLE(0, 168), message: 'Las horas para cancelar van de 0 a 168.' },
  reminder_hours: {
    valid: WHOLE(0, 168),
    message: 'El recordatorio va de 0 (sin recordatorio) a 168 horas antes.',
  },
  // Months a gift card can be spent after its sale; empty or 0: it does not expire (decision 050).
  gift_card_expiry_months: {
    valid: (value) => value === '' || WHOLE(0, 120)(value),
    message: 'El vencimiento de las tarjetas de regalo va de 0 (sin vencimiento) a 120 meses.',
  },
  // Gift cards pay a booking's advance on the public page (decision 056).
  online_gift_cards: { valid: BOOLEAN, message: 'online_gift_cards debe ser "true" o "false".' },
  // One channel per message (the client's preference, else WhatsApp when possible) or both
  // WhatsApp and e-mail (decision 054).
  message_channels: {
    valid: (value) => value === 'preferred' || value === 'both',
    message: 'Los canales de los mensajes son "preferred" (uno por mensaje) o "both" (WhatsApp y correo).',
  },
  // The membership renewal reminder (decision 060): days before a period's last day.
  [MEMBERSHIP_REMINDER.key]: {
    valid: WHOLE(MEMBERSHIP_REMINDER.min, MEMBERSHIP_REMINDER.max),
    message: `El aviso de renovación de las membresías va de ${MEMBERSHIP_REMINDER.min} (sin aviso) a ${MEMBERSHIP_REMINDER.max} días antes del vencimiento.`,
  },
  receipt_header: {
    valid: (value) => value.length <= 500,
    message: 'El encabezado del recibo admite hasta 500 caracteres.',
  },
};

function check(key: string, value: unknown) {
  const text = value === null || value === undefined ? '' : String(value);
  const rule = RULES[key];
  if (rule && !rule.valid(text)) {
    throw badPayload(rule.message);
  }
  if (text.length > 2000) {
    throw badPayload('El valor es demasiado largo.');
  }
}

async function keyOf(ctx: RequestContext, id: number): Promise<string | null> {
  const rows = await ctx.db.rows<{ key: string }>(
    sql`select key from setting where id = ${id} and ${inScope(ctx, 'setting')}`,
    ctx.tx,
  );
  return rows[0]?.key ?? null;
}

export const settingHooks: HooksByCollection = {
  setting: {
    beforeCreate: async (_ctx, row: Row) => check(String(row.key ?? ''), row.value),
    beforeUpdate: async (ctx, id, row) => {
      if ('key' in row) {
        throw badPayload('La clave de un ajuste no se cambia.');
      }
      const key = await keyOf(ctx, id);
      if (key && 'value' in row) {
        check(key, row.value);
      }
    },
  },
};
