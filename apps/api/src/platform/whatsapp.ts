// The WhatsApp Business Cloud API, called over its documented HTTP interface (decision 054):
// POST {WHATSAPP_API_URL}/{phone-number-id}/messages with the account's access token. Meta's
// own Node SDK is archived, so no library is used.

export type WhatsappSend =
  | {
      type: 'template';
      name: string;
      language: string;
      // The body's {{1}}..{{n}}, in order.
      body: string[];
      // Payloads of the template's quick-reply buttons, by index.
      quickReplies?: string[];
    }
  | { type: 'text'; text: string };

// `permanent`: Meta refused the message itself (a 4xx other than a rate limit): retrying will not
// help, another channel may. Otherwise (network, 5xx, rate limit) the job retries.
export type WhatsappResult = { ok: true; id: string } | { ok: false; permanent: boolean; error: string };

// Meta's error codes that mean "slow down" even when answered with a 400.
const RATE_LIMITS = new Set([4, 80007, 130429, 131048, 131056]);
const TIMEOUT_MS = 15_000;

function payloadOf(to: string, message: WhatsappSend) {
  if (message.type === 'text') {
    return {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'text',
      text: { body: message.text },
    };
  }
  const components: unknown[] = [
    { type: 'body', parameters: message.body.map((text) => ({ type: 'text', text })) },
    ...(message.quickReplies ?? []).map((payload, index) => ({
      type: 'button',
      sub_type: 'quick_reply',
      index: String(index),
      parameters: [{ type: 'payload', payload }],
    })),
  ];
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: { name: message.name, language: { code: message.language }, components },
  };
}

type GraphAnswer = {
  messages?: { id?: unknown }[];
  error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } };
};

export async function sendWhatsapp(
  apiUrl: string,
  account: { phone_number_id: string; access_token: string },
  to: string,
  message: WhatsappSend,
): Promise<WhatsappResult> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/${encodeURIComponent(account.phone_number_id)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payloadOf(to, message)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, permanent: false, error: `WhatsApp no respondió: ${(error as Error).message}` };
  }
  const answer = (await response.json().catch(() => ({}))) as GraphAnswer;
  const id = answer.messages?.[0]?.id;
  if (response.ok && typeof id === 'string' && id) {
    return { ok: true, id };
  }
  const code = Number(answer.error?.code ?? 0);
  const details = answer.error?.error_data?.details;
  const text = [answer.error?.message, details]
    .filter((part) => typeof part === 'string' && part)
    .join(' — ');
  const error =
    `WhatsApp ${response.status}${code ? ` (${code})` : ''}: ${text || 'respuesta inesperada'}`.slice(0, 500);
  const permanent =
    response.status >= 400 && response.status < 500 && response.status !== 429 && !RATE_LIMITS.has(code);
  return { ok: false, permanent, error };
}
