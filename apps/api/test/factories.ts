import { randomBytes } from 'node:crypto';
import { createCompanyUser } from '@sari/db/provision';
import { sql } from 'drizzle-orm';
import type { TestServer } from './server';

export type Response = { status: number; body: any; headers: Headers };

export type ApiClient = {
  token: string | null;
  request: (
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<Response>;
  get: (path: string, query?: Record<string, unknown>) => Promise<Response>;
  post: (path: string, body?: unknown) => Promise<Response>;
  patch: (path: string, body?: unknown) => Promise<Response>;
  del: (path: string, body?: unknown) => Promise<Response>;
};

// Query objects are sent the way the web client sends them: arrays as name[]=a&name[]=b,
// objects (filter, aggregate, deep) as JSON.
export function toQuery(query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value) {
        params.append(`${key}[]`, String(item));
      }
    } else if (value !== null && typeof value === 'object') {
      params.append(key, JSON.stringify(value));
    } else if (value !== undefined) {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function apiClient(server: TestServer, token: string | null = null): ApiClient {
  const request = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (token) {
      (init.headers as Record<string, string>).authorization = `Bearer ${token}`;
    }
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(`${server.url}${path}`, init);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as any, headers: response.headers };
  };
  return {
    token,
    request,
    get: (path, query) => request('GET', `${path}${toQuery(query)}`),
    post: (path, body) => request('POST', path, body),
    patch: (path, body) => request('PATCH', path, body),
    del: (path, body) => request('DELETE', path, body),
  };
}

export async function signIn(server: TestServer, email: string, password: string, ip = '10.0.0.1') {
  const response = await apiClient(server).request(
    'POST',
    '/api/auth/sign-in/email',
    { email, password },
    {
      origin: server.url,
      'x-forwarded-for': ip,
    },
  );
  if (response.status !== 200 || typeof response.body?.token !== 'string') {
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.token as string;
}

export type TestCompany = Awaited<ReturnType<typeof newCompany>>;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

// A business signed up the way a person does it: the request, the e-mailed link, sign-in.
export async function newCompany(
  server: TestServer,
  options: { category?: 'centro_belleza' | 'comercializadora_productos'; name?: string } = {},
) {
  const email = `owner-${unique()}@test.local`;
  const password = 'contrasena-segura-1';
  const request = await apiClient(server).post('/api/auth/sign-up/business', {
    owner_name: 'Dueña Prueba',
    email,
    password,
    company_name: options.name ?? `Salón ${unique()}`,
    category_business: options.category ?? 'centro_belleza',
    site_name: 'Sede Centro',
  });
  if (request.status !== 200) {
    throw new Error(`sign-up failed: ${request.status} ${JSON.stringify(request.body)}`);
  }
  const confirmed = await apiClient(server).post('/api/auth/sign-up/business/confirm', {
    token: signUpToken(server, email),
  });
  if (confirmed.status !== 200) {
    throw new Error(`sign-up confirmation failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  }
  const token = await signIn(server, email, password);
  const [row] = await server.db.rows<{ company_id: number; site_id: number; sari_user_id: number }>(sql`
    select su.subscriber_owner_company_id as company_id, su.id as sari_user_id,
      (select min(id) from site where subscriber_owner_company_id = su.subscriber_owner_company_id) as site_id
    from sari_user su where su.email = ${email}`);
  return {
    email,
    password,
    token,
    companyId: row.company_id,
    siteId: row.site_id,
    adminUserId: row.sari_user_id,
    admin: apiClient(server, token),
  };
}

// The confirmation token of the last sign-up e-mail sent to `email`.
export function signUpToken(server: TestServer, email: string): string {
  const mail = server.mailer.outbox.findLast(
    (sent) => sent.to === email && sent.text.includes('signUp?confirm='),
  );
  const token = mail && /signUp\?confirm=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) {
    throw new Error(`no sign-up e-mail for ${email}`);
  }
  return token;
}

// Another user of the company with one system role, optionally limited to some sites.
export async function newUser(
  server: TestServer,
  company: TestCompany,
  options: {
    role?: 'administrador' | 'recepcionista' | 'especialista';
    // A role of the company's own making (e.g. one without any permission).
    roleId?: number;
    siteIds?: number[];
  } = {},
) {
  const email = `user-${unique()}@test.local`;
  const password = 'contrasena-segura-2';
  const [role] = options.roleId
    ? [{ id: options.roleId }]
    : await server.db.rows<{ id: number }>(
        sql`select id from sari_role where subscriber_owner_company_id = ${company.companyId} and system_key = ${options.role ?? 'recepcionista'}`,
      );
  const hash = await (await server.auth.$context).password.hash(password);
  await server.db.orm.transaction((tx) =>
    createCompanyUser(server.db, tx, {
      authUserId: randomBytes(16).toString('hex'),
      companyId: company.companyId,
      firstName: 'Usuaria',
      lastName: 'Prueba',
      email,
      passwordHash: hash,
      roleIds: [role.id],
      siteIds: options.siteIds,
    }),
  );
  const token = await signIn(server, email, password);
  return { email, password, token, client: apiClient(server, token) };
}
