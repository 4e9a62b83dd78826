import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseUrl, applyPublicSettings, credentialsFor, http, items, loadPublicSettings } from './http';

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  applyPublicSettings({ apiBaseUrl: '/api' });
  vi.unstubAllGlobals();
});

describe('shared HTTP client', () => {
  it('spec 7: the base address of the shared HTTP client comes from the public setting apiBaseUrl', async () => {
    const fetcher = vi.fn(async () => answer({ apiBaseUrl: 'https://api.salon.example/api/' }));
    await loadPublicSettings(fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledWith('/public-settings.json', { cache: 'no-store' });
    expect(apiBaseUrl).toBe('https://api.salon.example/api');
    expect(credentialsFor()).toBe('include');

    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return answer({ data: [] });
      }),
    );
    await http('/items/client');
    expect(calls[0]).toBe('https://api.salon.example/api/items/client');
  });

  it('spec 7: without the public settings file the API stays beside the app under /api', async () => {
    await loadPublicSettings((async () => new Response('no', { status: 404 })) as unknown as typeof fetch);
    expect(apiBaseUrl).toBe('/api');
    expect(credentialsFor()).toBe('same-origin');
    applyPublicSettings({ apiBaseUrl: 'javascript:alert(1)' });
    expect(apiBaseUrl).toBe('/api');
  });

  it('spec 7: meta defaults to all in the items reads, and a read may ask for less', async () => {
    const urls: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(new URL(url, 'http://app.local'));
        return answer({ data: [], meta: { total_count: 0, filter_count: 0 } });
      }),
    );
    await items('client').read({ fields: ['id'], limit: 5 });
    expect(urls[0].searchParams.get('meta')).toBe('*');
    expect(urls[0].searchParams.getAll('fields[]')).toEqual(['id']);
    await items('client').read({ meta: 'filter_count' });
    expect(urls[1].searchParams.get('meta')).toBe('filter_count');
    await items('client').read({ meta: null });
    expect(urls[2].searchParams.has('meta')).toBe(false);
  });

  it("items(): one collection's reads and writes, as the items protocol has them", async () => {
    const calls: { url: URL; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({
          url: new URL(url, 'http://app.local'),
          method: String(init.method),
          body: init.body ? JSON.parse(String(init.body)) : undefined,
        });
        return answer({ data: { id: 3 } });
      }),
    );
    const client = items('client');
    await client.readOne(3, { fields: ['id', 'first_name'] });
    await client.create({ first_name: 'Ana' });
    await client.update(3, { last_name: 'Ruiz' });
    await client.updateMany({ keys: [3, 4], data: { is_active: false } });
    await client.remove(3);
    expect(calls.map(({ url, method }) => `${method} ${url.pathname}`)).toEqual([
      'GET /api/items/client/3',
      'POST /api/items/client',
      'PATCH /api/items/client/3',
      'PATCH /api/items/client',
      'DELETE /api/items/client/3',
    ]);
    expect(calls[0].url.searchParams.getAll('fields[]')).toEqual(['id', 'first_name']);
    expect(calls.map(({ body }) => body)).toEqual([
      undefined,
      { first_name: 'Ana' },
      { last_name: 'Ruiz' },
      { keys: [3, 4], data: { is_active: false } },
      undefined,
    ]);
  });
});
