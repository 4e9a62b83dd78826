import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, isSessionStale, refreshSession, signIn } from './session-store';

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const session = (updatedAt: string) => ({
  session: { expiresAt: '2026-12-30T00:00:00Z', updatedAt },
  user: { id: 'auth-1', email: 'a@b.co', name: 'Ana' },
});

afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('spec 4: session status is loading, then authenticated or unauthenticated by whether session data exists', async () => {
    expect(getSession().status).toBe('loading');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(session(new Date().toISOString()))),
    );
    await refreshSession();
    expect(getSession()).toMatchObject({ status: 'authenticated', data: { user: { id: 'auth-1' } } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(null)),
    );
    await refreshSession();
    expect(getSession()).toEqual({ status: 'unauthenticated', data: null });
  });

  it('spec 8: a session fetch failure clears the session data and token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(session(new Date().toISOString()))),
    );
    await refreshSession();
    expect(getSession().status).toBe('authenticated');
    // The session fails to load; the sign-out that clears the HttpOnly cookie goes through.
    const calls: { url: string; method: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url: String(url), method: init?.method ?? 'GET' });
        return String(url).endsWith('/auth/sign-out')
          ? answer({ success: true })
          : answer({ message: 'caído' }, 500);
      }),
    );
    expect(await refreshSession()).toBeNull();
    // The session data is gone...
    expect(getSession()).toEqual({ status: 'unauthenticated', data: null });
    // ...and so is the token: the server is asked to clear its HttpOnly cookie.
    expect(calls.map(({ url, method }) => `${method} ${url.replace(/^.*\/api/, '')}`)).toEqual([
      'GET /auth/get-session',
      'POST /auth/sign-out',
    ]);
  });

  it('spec 5: a session whose last refresh was over 7 days ago is invalid: signed out', async () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(isSessionStale(session('2026-11-16T11:59:00Z'), now)).toBe(true);
    expect(isSessionStale(session('2026-11-16T12:01:00Z'), now)).toBe(false);
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return url.endsWith('/auth/get-session') ? answer(session('2026-01-01T00:00:00Z')) : answer({});
      }),
    );
    expect(await refreshSession()).toBeNull();
    expect(calls).toEqual(['/api/auth/get-session', '/api/auth/sign-out']);
    expect(getSession().status).toBe('unauthenticated');
  });

  it('spec 8: a sign-in answer without a string token is logged and the sign-in stops', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return answer({ token: 42 });
      }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await signIn('a@b.co', 'secreto-largo')).toBe(false);
    expect(logged).toHaveBeenCalledOnce();
    expect(calls).toEqual(['/api/auth/sign-in/email']);
    logged.mockRestore();
  });
});
