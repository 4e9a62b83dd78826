import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { memoryMailer } from '../src/platform/mailer';
import {
  newClient,
  newService,
  newSessionPackage,
  newSpecialist,
  openDrawer,
  sellGiftCard,
  sellPackage,
} from './data-factories';
import { apiClient, newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let company: TestCompany;
let cookie: string;

// Signs in the way the browser does and keeps the HttpOnly session cookie it sets.
async function browserSignIn() {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: company.email, password: company.password }),
  });
  const set = response.headers.getSetCookie().find((line) => line.includes('session_token='));
  expect(set, 'session cookie').toBeDefined();
  expect(set).toMatch(/HttpOnly/i);
  expect(response.headers.get('set-auth-token')).toBeNull();
  return set!.split(';')[0];
}

const invitesOf = async (email: string) =>
  (await server.db.rows(sql`select 1 from sari_user where email = ${email}`)).length;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCompany(server);
  cookie = await browserSignIn();
});

afterAll(async () => {
  await server?.close();
});

describe('requests riding on the browser’s cookie must come from the app', () => {
  const invite = (email: string) => ({ email, first_name: 'Intrusa', role_ids: [1] });

  it('a cross-site JSON POST with only the cookie is refused and changes nothing', async () => {
    const response = await fetch(`${server.url}/api/users/invite`, {
      method: 'POST',
      headers: { cookie, origin: 'https://atacante.example', 'content-type': 'application/json' },
      body: JSON.stringify(invite('csrf-1@atacante.example')),
    });
    expect(response.status).toBe(403);
    expect(await invitesOf('csrf-1@atacante.example')).toBe(0);
  });

  it('a cross-site write of the WhatsApp account or its test message is refused and changes nothing', async () => {
    for (const [method, path, body] of [
      ['PUT', '/api/whatsapp/settings', { phone_number_id: '999', access_token: 'robado', enabled: true }],
      ['POST', '/api/whatsapp/test', { phone: '3001234567' }],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { cookie, origin: 'https://atacante.example', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(403);
    }
    const accounts = await server.db.rows(
      sql`select 1 from sys_whatsapp_account where subscriber_owner_company_id = ${company.companyId}`,
    );
    expect(accounts).toEqual([]);
  });

  it('an HTML form post (urlencoded or text/plain) is refused before anything runs', async () => {
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', 'email=csrf-2%40atacante.example&first_name=X'],
      ['text/plain', JSON.stringify(invite('csrf-2@atacante.example'))],
    ]) {
      for (const origin of [server.url, 'https://atacante.example']) {
        const response = await fetch(`${server.url}/api/users/invite`, {
          method: 'POST',
          headers: { cookie, origin, 'content-type': type },
          body,
        });
        expect([403, 415], `${type} from ${origin}`).toContain(response.status);
      }
      const items = await fetch(`${server.url}/api/items/client`, {
        method: 'POST',
        headers: { cookie, origin: server.url, 'content-type': type },
        body: 'first_name=CSRF',
      });
      expect(items.status, type).toBe(415);
    }
    expect(await invitesOf('csrf-2@atacante.example')).toBe(0);
    expect(await server.db.rows(sql`select 1 from client where first_name = 'CSRF'`)).toEqual([]);
  });

  it('a cookie request without Origin or Sec-Fetch-Site is refused; same-origin works', async () => {
    const bare = await fetch(`${server.url}/api/items/client`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'SinOrigen' }),
    });
    expect(bare.status).toBe(403);
    const crossSite = await fetch(`${server.url}/api/items/client`, {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'SinOrigen' }),
    });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await fetch(`${server.url}/api/items/client`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'MismoOrigen' }),
    });
    expect(sameOrigin.status).toBe(200);
    const fetchMetadata = await fetch(`${server.url}/api/items/client`, {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'MismoSitio' }),
    });
    expect(fetchMetadata.status).toBe(200);
    expect(await server.db.rows(sql`select 1 from client where first_name = 'SinOrigen'`)).toEqual([]);
  });

  it('the client wallet’s writes refuse a cross-site post, JSON or form, and change nothing (decisions 050, 051)', async () => {
    await openDrawer(company);
    const specialist = await newSpecialist(company);
    const service = await newService(company, { price: 30_000, specialistIds: [specialist.id] });
    const client = await newClient(company);
    const plan = await newSessionPackage(company, { serviceIds: [service.id], sessions: 3, price: 60_000 });
    const { instrument } = await sellPackage(company, {
      packageId: plan.id,
      clientId: client.id,
      price: 60_000,
    });
    const { card } = await sellGiftCard(company, { amount: 20_000, clientId: client.id });
    const ledger = async () =>
      server.db.rows(
        sql`select id, kind, units, expires_on from wallet_entry where client_id = ${client.id} order by id`,
      );
    const before = await ledger();
    const writes: [string, unknown][] = [
      [`/api/wallet/${instrument.id}/extend`, { expires_on: '2030-12-31', reason: 'Desde otro sitio' }],
      [
        '/api/sales/checkout',
        {
          site_id: company.siteId,
          client_id: client.id,
          lines: [{ service_id: service.id, specialist_id: specialist.id, use_package: instrument.id }],
        },
      ],
      [
        '/api/items/history_payment',
        {
          site_id: company.siteId,
          client_id: client.id,
          lines: [{ service_id: service.id, specialist_id: specialist.id, use_package: false }],
          gift_cards: [{ code: card.code, amount: 20_000 }],
          payments: [{ amountPay: 10_000, paymentMethod: 'efectivo' }],
        },
      ],
      [
        '/api/sales/checkout',
        {
          site_id: company.siteId,
          client_id: client.id,
          lines: [{ package: plan.id }],
          payments: [{ amountPay: 60_000, paymentMethod: 'efectivo' }],
        },
      ],
    ];
    for (const [path, body] of writes) {
      const json = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { cookie, origin: 'https://atacante.example', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(json.status, path).toBe(403);
      for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
        for (const origin of [server.url, 'https://atacante.example']) {
          const form = await fetch(`${server.url}${path}`, {
            method: 'POST',
            headers: { cookie, origin, 'content-type': type },
            body: type === 'text/plain' ? JSON.stringify(body) : 'expires_on=2030-12-31&reason=Formulario',
          });
          expect([403, 415], `${path} ${type} from ${origin}`).toContain(form.status);
        }
      }
    }
    expect(await ledger()).toEqual(before);
    // Its reads are not writes: another site's page gets no CORS permission to read them.
    for (const path of [`/api/clients/${client.id}/wallet`, `/api/gift-cards/lookup?code=${card.code}`]) {
      const read = await fetch(`${server.url}${path}`, {
        headers: { cookie, origin: 'https://atacante.example' },
      });
      expect(read.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it('API clients with Authorization: Bearer need no Origin', async () => {
    const response = await company.admin.post('/api/items/client', { first_name: 'ConToken' });
    expect(response.status).toBe(200);
  });
});

describe('scripts in the page never see the session token', () => {
  it('get-session answers the session without its token, and no header carries it', async () => {
    const response = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-auth-token')).toBeNull();
    const body = (await response.json()) as { user: { email: string }; session: object };
    expect(body.user.email).toBe(company.email);
    expect(body.session).toBeDefined();
    expect(body.session).not.toHaveProperty('token');
    expect(JSON.stringify(body)).not.toContain(cookie.split('=')[1].split('.')[0]);
  });

  it('the cookie alone is enough for the app’s reads', async () => {
    const response = await fetch(`${server.url}/api/users/me`, { headers: { cookie } });
    expect(response.status).toBe(200);
  });
});

describe('security headers', () => {
  it('every answer carries a CSP without inline scripts, no framing, nosniff and a referrer policy', async () => {
    for (const path of ['/api/health', '/api/items/client', '/']) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { authorization: `Bearer ${company.token}` },
      });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('Strict-Transport-Security when served over HTTPS', async () => {
    const config = {
      ...loadConfig({ DATA_DIR: '/tmp/sari-hsts', AUTH_SECRET: 'x'.repeat(40) }),
      baseUrl: 'https://salon.example',
    };
    const { app } = createApp({ db: server.db, config, mailer: memoryMailer() });
    const response = await app.request('/api/health');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('spec 7: the web app’s public setting apiBaseUrl', () => {
  it('spec 7: the base address of the shared HTTP client comes from the public setting apiBaseUrl', async () => {
    const plain = createApp({
      db: server.db,
      config: loadConfig({ DATA_DIR: '/tmp/sari-public-settings', AUTH_SECRET: 'x'.repeat(40) }),
      mailer: memoryMailer(),
    });
    const own = await plain.app.request('/public-settings.json');
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ apiBaseUrl: '/api' });

    const config = {
      ...loadConfig({
        DATA_DIR: '/tmp/sari-public-settings',
        AUTH_SECRET: 'x'.repeat(40),
        PUBLIC_API_BASE_URL: 'https://api.salon.example/api/',
        TRUSTED_ORIGINS: 'https://app.salon.example',
      }),
    };
    const { app } = createApp({ db: server.db, config, mailer: memoryMailer() });
    const settings = await app.request('/public-settings.json');
    expect(await settings.json()).toEqual({ apiBaseUrl: 'https://api.salon.example/api' });
    // The page may call that address, and the API answers the trusted app's preflight only.
    expect(settings.headers.get('content-security-policy')).toMatch(
      /connect-src 'self' https:\/\/api\.salon\.example;/,
    );
    const preflight = (origin: string) =>
      app.request('/api/items/client', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PATCH' },
      });
    const trusted = await preflight('https://app.salon.example');
    expect(trusted.headers.get('access-control-allow-origin')).toBe('https://app.salon.example');
    expect(trusted.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the sign-in page’s own calls still work with the cookie alone', () => {
  it('signs out with the cookie from the app’s origin', async () => {
    const own = await browserSignIn();
    const out = await fetch(`${server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: own, origin: server.url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect((await fetch(`${server.url}/api/users/me`, { headers: { cookie: own } })).status).toBe(401);
    expect((await apiClient(server, company.token).get('/api/users/me')).status).toBe(200);
  });
});
