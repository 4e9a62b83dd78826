// What a WhatsApp Business webhook notification says, read defensively: anything not shaped
// like Meta's documented payload is skipped, never trusted (decision 054).

export type InboundStatus = {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: string | null;
  error: string | null;
};
export type InboundMessage = {
  id: string;
  from: string;
  at: string | null;
  // The quick reply's payload ("confirmo:12") or the button's text, or the text typed.
  payload: string | null;
  text: string;
  // The message it answers (the reminder's id), when WhatsApp says.
  context_id: string | null;
};
export type Inbound = { statuses: InboundStatus[]; messages: InboundMessage[] };

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);
const MAX_ITEMS = 1000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value.slice(0, MAX_ITEMS) : []);
const text = (value: unknown, max = 4096): string | null =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null;

function instant(value: unknown): string | null {
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds <= 0 || seconds > 32_503_680_000) {
    return null;
  }
  return new Date(seconds * 1000).toISOString();
}

function statusOf(raw: unknown): InboundStatus | null {
  if (!isObject(raw) || !text(raw.id, 300) || typeof raw.status !== 'string' || !STATUSES.has(raw.status)) {
    return null;
  }
  const [first] = list(raw.errors);
  const error = isObject(first)
    ? [first.code, first.title, isObject(first.error_data) ? first.error_data.details : null]
        .filter((part) => part !== null && part !== undefined && part !== '')
        .join(' — ')
        .slice(0, 500)
    : null;
  return {
    id: String(raw.id),
    status: raw.status as InboundStatus['status'],
    at: instant(raw.timestamp),
    error,
  };
}

function messageOf(raw: unknown): InboundMessage | null {
  if (!isObject(raw) || !text(raw.id, 300) || !text(raw.from, 30)) {
    return null;
  }
  let payload: string | null = null;
  let body = '';
  if (raw.type === 'button' && isObject(raw.button)) {
    payload = text(raw.button.payload, 200);
    body = text(raw.button.text) ?? '';
  } else if (
    raw.type === 'interactive' &&
    isObject(raw.interactive) &&
    isObject(raw.interactive.button_reply)
  ) {
    payload = text(raw.interactive.button_reply.id, 200);
    body = text(raw.interactive.button_reply.title) ?? '';
  } else if (isObject(raw.text)) {
    body = text(raw.text.body) ?? '';
  } else {
    body = `[${text(raw.type, 40) ?? 'mensaje'}]`;
  }
  return {
    id: String(raw.id),
    from: String(raw.from).replace(/\D/g, ''),
    at: instant(raw.timestamp),
    payload,
    text: body,
    context_id: isObject(raw.context) ? text(raw.context.id, 300) : null,
  };
}

// null when the body is no WhatsApp Business notification at all. Changes addressed to another
// phone number than the company's are left out.
export function readNotification(body: unknown, phoneNumberId: string | null): Inbound | null {
  if (!isObject(body) || body.object !== 'whatsapp_business_account' || !Array.isArray(body.entry)) {
    return null;
  }
  const inbound: Inbound = { statuses: [], messages: [] };
  for (const entry of list(body.entry)) {
    for (const change of isObject(entry) ? list(entry.changes) : []) {
      if (!isObject(change) || !isObject(change.value)) {
        continue;
      }
      const { value } = change;
      const number = isObject(value.metadata) ? value.metadata.phone_number_id : undefined;
      if (phoneNumberId && number !== undefined && String(number) !== phoneNumberId) {
        continue;
      }
      inbound.statuses.push(
        ...list(value.statuses)
          .map(statusOf)
          .filter((s) => s !== null),
      );
      inbound.messages.push(
        ...list(value.messages)
          .map(messageOf)
          .filter((m) => m !== null),
      );
    }
  }
  return inbound;
}
