import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The e2e server's controls (scripts/e2e-server.mjs writes where they listen to a file named by
// the port): its business clock, and its local WhatsApp Cloud API: what the app sent, a
// failure to answer next, and status and reply notifications it posts to the app's webhook
// signed with the app secret, as Meta does (apps/api/test/support/fake-whatsapp.ts).
export type FakeSend = {
  phoneNumberId: string;
  id: string | null;
  body: {
    to: string;
    type: string;
    template?: {
      name: string;
      components: { type: string; parameters: { text?: string; payload?: string }[] }[];
    };
  };
};

type Control = { clock: string; whatsapp: string };
const control = (): Control => {
  const port = process.env.E2E_WORKER_PORT ?? process.env.E2E_PORT ?? '4310';
  return JSON.parse(readFileSync(path.join(tmpdir(), `sari-e2e-control-${port}.json`), 'utf8'));
};

// Moves the e2e server's business clock by `ms` (back too), as the API tests' server.clock
// does; answers its new "now". The browsers keep theirs: a journey moves it back when done.
export async function advanceServerClock(ms: number): Promise<Date> {
  const response = await fetch(`${control().clock}/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  });
  return new Date(((await response.json()) as { now: string }).now);
}

async function call<T>(pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(`${control().whatsapp}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

export const fakeWhatsapp = {
  sends: () => call<FakeSend[]>('/sends'),
  // Waits for a send to `to` of the template `name`.
  async waitForSend(to: string, name: string, ms = 90_000): Promise<FakeSend> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = (await fakeWhatsapp.sends()).find(
        (send) => send.body.to === to && send.body.template?.name === name,
      );
      if (found) {
        return found;
      }
      if (Date.now() > deadline) {
        throw new Error(`no WhatsApp ${name} to ${to}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  },
  failNext: (error: { status: number; code: number; message: string }) => call('/fail-next', error),
  // Posts to the app's webhook, signed; answers the app's HTTP status.
  notify: (body: {
    webhook: string;
    appSecret: string;
    phoneNumberId: string;
    status?: { id: string; status: string; timestamp: number; to?: string };
    reply?: {
      id: string;
      from: string;
      timestamp: number;
      payload?: string;
      text: string;
      contextId?: string;
    };
  }) => call<{ status: number }>('/notify', body),
};
