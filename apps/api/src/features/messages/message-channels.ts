import type { MessageKind } from '@sari/contracts/messages';
import type { Database } from '@sari/db/client';
import { sql } from 'drizzle-orm';

export type Channel = 'email' | 'whatsapp';

export async function countryOf(db: Database, companyId: number): Promise<string> {
  const [row] = await db.rows<{ country: string }>(
    sql`select country from subscriber_owner_company where id = ${companyId}`,
  );
  return row?.country ?? 'CO';
}

// The setting `message_channels`: 'preferred' (one channel per message, the default) or 'both'.
export async function sendsBoth(db: Database, companyId: number): Promise<boolean> {
  const [row] = await db.rows<{ value: string | null }>(
    sql`select value from setting where subscriber_owner_company_id = ${companyId} and key = 'message_channels'`,
  );
  return row?.value === 'both';
}

// Which channels one message goes out on (decision 054): WhatsApp when the company can send
// that kind and the client has a number, e-mail when she has an address; her preference first;
// both when the owner chose both; nothing when she has neither.
export function channelsFor(options: {
  whatsapp: boolean;
  email: boolean;
  preference: Channel | null;
  both: boolean;
}): Channel[] {
  const { whatsapp, email, preference, both } = options;
  if (both) {
    return [...(whatsapp ? ['whatsapp' as const] : []), ...(email ? ['email' as const] : [])];
  }
  if (preference === 'email' && email) {
    return ['email'];
  }
  if (whatsapp) {
    return ['whatsapp'];
  }
  return email ? ['email'] : [];
}

export const KIND_LABEL: Record<MessageKind | 'change_link', string> = {
  confirmation: 'Confirmación',
  moved: 'Cambio de cita',
  cancelled: 'Cancelación',
  reminder: 'Recordatorio',
  waitlist_offer: 'Oferta de lista de espera',
  rating: 'Calificación',
  change_link: 'Enlace para cambiar la cita',
};
