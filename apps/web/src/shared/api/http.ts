import type {
  AggregateCheck,
  CollectionName,
  ItemInputShape,
  ItemQuery,
  ItemRow,
  ItemsQuery,
  RowCheck,
} from '@sari/db/registry/item-types';

export type {
  CollectionName,
  ItemColumn,
  ItemField,
  ItemFilter,
  ItemInput,
  ItemRow,
  ItemSort,
  ItemSortPath,
  ItemsQuery,
} from '@sari/db/registry/item-types';

// Spec 7: the base address of the shared HTTP client comes from the public setting apiBaseUrl,
// read at start from /public-settings.json (the server's PUBLIC_API_BASE_URL); by default the
// API lives beside the app under /api. A live binding: importers read the current value.
export let apiBaseUrl = '/api';

export type PublicSettings = { apiBaseUrl: string };

export function applyPublicSettings(settings: Partial<PublicSettings> | null | undefined) {
  const base = settings?.apiBaseUrl;
  if (typeof base === 'string' && /^(\/|https?:\/\/)/.test(base)) {
    apiBaseUrl = base.replace(/\/$/, '');
  }
}

// Before the app starts; without the file (a dev server) the default stays.
export async function loadPublicSettings(fetcher: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetcher('/public-settings.json', { cache: 'no-store' });
    if (response.ok) {
      applyPublicSettings((await response.json()) as PublicSettings);
    }
  } catch (error) {
    console.error('No se pudieron leer los ajustes públicos; se usa /api', error);
  }
}

// The session cookie rides along to the API's own address too (same-site deployments).
export function credentialsFor(base = apiBaseUrl): RequestCredentials {
  return base.startsWith('/') ? 'same-origin' : 'include';
}

export type ServerError = { message: string; extensions?: { code?: string } };

export class HttpError extends Error {
  readonly status: number;
  readonly errors: ServerError[];

  constructor(status: number, errors: ServerError[]) {
    super(errors[0]?.message ?? `HTTP ${status}`);
    this.status = status;
    this.errors = errors;
  }
}

type Query = Record<string, unknown>;

// Arrays as name[]=a&name[]=b, objects (filter, aggregate) as JSON: the items protocol.
export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value) {
        params.append(`${key}[]`, String(item));
      }
    } else if (value !== null && typeof value === 'object') {
      params.append(key, JSON.stringify(value));
    } else if (value !== undefined && value !== null) {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function http<T>(
  path: string,
  options: { method?: string; query?: Query; body?: unknown } = {},
): Promise<T> {
  // The session rides on the HttpOnly cookie the server set at sign-in.
  const headers: Record<string, string> = {};
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${apiBaseUrl}${path}${toQueryString(options.query)}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: credentialsFor(),
  });
  const text = await response.text();
  const json = text ? safeJson(text) : null;
  if (!response.ok) {
    throw new HttpError(response.status, errorsOf(json));
  }
  return json as T;
}

// The API answers {errors: [...]}; better-auth's own endpoints answer {code, message}.
function errorsOf(json: unknown): ServerError[] {
  const body = json as { errors?: ServerError[]; message?: unknown; code?: unknown } | null;
  if (Array.isArray(body?.errors)) {
    return body.errors;
  }
  if (typeof body?.message === 'string' && body.message) {
    return [{ message: body.message, extensions: { code: String(body.code ?? '') } }];
  }
  return [];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type ItemsResponse<T> = {
  data: T;
  meta?: { total_count?: number; filter_count?: number; filter_count_capped?: boolean };
};

// Spec 7: meta defaults to all (total_count and filter_count); a read that needs no counts
// (a hot path such as the calendar's day) passes meta: null.
function readList<T>(collection: string, query: Query) {
  return http<ItemsResponse<T[]>>(`/items/${collection}`, { query: { meta: '*', ...query } });
}

// The items API of one collection, typed from the schema (decision 045): the fields, filter,
// sort and groupBy name C's columns, relations and aliases, a row type R names only them, and so
// does a body written. `items('client').read<Client>({ fields: [...] })`.
export function items<C extends CollectionName>(collection: C) {
  const path = `/items/${collection}`;
  return {
    read: <R = ItemRow<C>>(query?: ItemsQuery<C> & RowCheck<C, R>) => readList<R>(collection, query ?? {}),
    // aggregate[count] and groupBy: the rows hold the functions and the grouped columns.
    aggregate: <R>(query: ItemsQuery<C> & AggregateCheck<C, R>) => readList<R>(collection, query),
    readOne: <R = ItemRow<C>>(id: number | string, query?: ItemQuery<C> & RowCheck<C, R>) =>
      http<{ data: R }>(`${path}/${id}`, { query: query ?? {} }),
    // A write answers the row written, every readable column of it.
    create: <B extends ItemInputShape<C, B>>(body: B | readonly B[]) =>
      http<{ data: ItemRow<C> }>(path, { method: 'POST', body }),
    update: <B extends ItemInputShape<C, B>>(id: number | string, body: B) =>
      http<{ data: ItemRow<C> }>(`${path}/${id}`, { method: 'PATCH', body }),
    // [{id, ...changes}] or {keys: [ids], data: {...changes}}.
    updateMany: <B extends ItemInputShape<C, B>>(
      body: readonly (B & { id: number | string })[] | { keys: readonly (number | string)[]; data: B },
    ) => http<{ data: ItemRow<C>[] }>(path, { method: 'PATCH', body }),
    remove: (id: number | string) => http<null>(`${path}/${id}`, { method: 'DELETE' }),
  };
}
