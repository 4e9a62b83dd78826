import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the WhatsApp Business Cloud API, as the SMTP sink is for e-mail: it takes
// POST /{version}/{phone-number-id}/messages, records each send and answers as Meta documents
// (a message id, or Meta's error object); it posts status and reply notifications back to the
// app signed as Meta signs them (X-Hub-Signature-256 with the app secret).

export type FakeSend = {
  phoneNumberId: string;
  token: string;
  body: {
    to: string;
    type: string;
    template?: {
      name: string;
      language: { code: string };
      components: {
        type: string;
        sub_type?: string;
        parameters: { type: string; text?: string; payload?: string }[];
      }[];
    };
    text?: { body: string };
  };
  id: string | null;
};
type Scripted = { status: number; code: number; message: string };

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
  });

export async function startFakeWhatsapp() {
  const sends: FakeSend[] = [];
  const scripted: Scripted[] = [];
  let next = 0;
  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const match = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(request.url ?? '');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      answer(status, {
        error: {
          message,
          type: 'OAuthException',
          code,
          error_data: { messaging_product: 'whatsapp', details: message },
          fbtrace_id: 'Afake',
        },
      });
    // The browser journeys drive it from another process (scripts/e2e-server.mjs starts it).
    if (request.url?.startsWith('/__fake/')) {
      answer(...(await control(request.method ?? 'GET', request.url, raw)));
      return;
    }
    if (request.method !== 'POST' || !match) {
      error(404, 100, 'Unsupported request');
      return;
    }
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    let body: FakeSend['body'];
    try {
      body = JSON.parse(raw);
    } catch {
      error(400, 100, 'Invalid parameter');
      return;
    }
    const failure = scripted.shift();
    if (!token) {
      sends.push({ phoneNumberId: match[1], token, body, id: null });
      error(401, 190, 'Invalid OAuth access token');
      return;
    }
    if (failure) {
      sends.push({ phoneNumberId: match[1], token, body, id: null });
      error(failure.status, failure.code, failure.message);
      return;
    }
    const id = `wamid.FAKE${String(++next).padStart(6, '0')}`;
    sends.push({ phoneNumberId: match[1], token, body, id });
    answer(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    });
  });
  // The control of the browser journeys (e2e/fake-whatsapp.ts), over HTTP: what was sent,
  // failures to answer next, and notifications to post to the app signed with its app secret.
  async function control(method: string, url: string, raw: string): Promise<[number, unknown]> {
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    if (method === 'GET' && url === '/__fake/sends') {
      return [200, sends];
    }
    if (method === 'POST' && url === '/__fake/fail-next') {
      fake.failNext(body as Scripted);
      return [200, { ok: true }];
    }
    if (method === 'POST' && url === '/__fake/notify') {
      const { webhook, appSecret, phoneNumberId, status, reply } = body as {
        webhook: string;
        appSecret: string;
        phoneNumberId: string;
        status?: { id: string; status: string; timestamp: number; to?: string };
        reply?: Parameters<typeof fake.replyNotification>[1];
      };
      const payload = status
        ? fake.statusNotification(phoneNumberId, status.id, status.status, status.timestamp, status.to)
        : fake.replyNotification(phoneNumberId, reply!);
      const posted = await fake.post(webhook, appSecret, payload);
      return [200, { status: posted.status }];
    }
    return [404, { error: 'unknown control' }];
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const notification = (phoneNumberId: string, value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });

  const fake = {
    url: `http://127.0.0.1:${port}/v21.0`,
    controlUrl: `http://127.0.0.1:${port}/__fake`,
    sends,
    // The next sends answer these errors, in order (then success again).
    failNext(...errors: Scripted[]) {
      scripted.push(...errors);
    },
    async waitFor(count: number, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (sends.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} WhatsApp sends, got ${sends.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return sends;
    },
    statusNotification: (
      phoneNumberId: string,
      id: string,
      status: string,
      timestamp: number,
      to = '573001234567',
    ) =>
      notification(phoneNumberId, {
        statuses: [
          {
            id,
            status,
            timestamp: String(timestamp),
            recipient_id: to,
            ...(status === 'failed'
              ? {
                  errors: [
                    {
                      code: 131026,
                      title: 'Message undeliverable',
                      error_data: { details: 'Message undeliverable' },
                    },
                  ],
                }
              : {}),
          },
        ],
      }),
    // A quick-reply tap ({ payload, text }) or typed text, answering `contextId` when given.
    replyNotification: (
      phoneNumberId: string,
      reply: {
        id: string;
        from: string;
        timestamp: number;
        payload?: string;
        text: string;
        contextId?: string;
      },
    ) =>
      notification(phoneNumberId, {
        contacts: [{ profile: { name: 'Cliente' }, wa_id: reply.from }],
        messages: [
          {
            from: reply.from,
            id: reply.id,
            timestamp: String(reply.timestamp),
            ...(reply.contextId ? { context: { from: '15550783881', id: reply.contextId } } : {}),
            ...(reply.payload
              ? { type: 'button', button: { payload: reply.payload, text: reply.text } }
              : { type: 'text', text: { body: reply.text } }),
          },
        ],
      }),
    // Posts a notification to the app as Meta does: the raw JSON signed with the app secret.
    async post(webhookUrl: string, appSecret: string, payload: unknown, raw?: string) {
      const body = raw ?? JSON.stringify(payload);
      const signature = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
      return fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
