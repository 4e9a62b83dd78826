import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollOnNavigate, useSessionRefresh, useVersionCheck } from './use-shell-effects';

const refreshSession = vi.hoisted(() => vi.fn(async () => null));
vi.mock('../shared/session/session-store', () => ({
  refreshSession,
  // No check started before the render: the first refresh asks.
  openingSessionCheck: () => refreshSession(),
  getSession: () => ({ status: 'authenticated', data: null }),
  signOut: vi.fn(),
  useSession: () => ({ status: 'authenticated', data: null }),
}));

function RefreshEffect() {
  useSessionRefresh();
  return null;
}

function ScrollEffect() {
  useScrollOnNavigate();
  return null;
}

function VersionEffect() {
  useVersionCheck();
  return null;
}

function withRouter(Effect: () => null, paths: string[]) {
  const Page = ({ children }: { children?: ReactNode }) => (
    <>
      <Effect />
      {children}
      <div id="horarios">horarios</div>
    </>
  );
  const router = createMemoryRouter(
    paths.map((path) => ({ path, element: <Page /> })),
    { initialEntries: [paths[0]] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('shell effects', () => {
  beforeEach(() => refreshSession.mockClear());

  it('spec 9: session refresh every 540000 ms and on window focus', () => {
    vi.useFakeTimers();
    withRouter(RefreshEffect, ['/']);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(539_999));
    expect(refreshSession).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(refreshSession).toHaveBeenCalledTimes(2);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(refreshSession).toHaveBeenCalledTimes(3);
  });

  it('spec 2: the app scrolls to the top on each route change, or to the hash target when one exists', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const router = withRouter(ScrollEffect, ['/a', '/b']);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/b#horarios'));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/a'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('spec 7 and 9: a new build (builds/latest.json) makes the next navigation a full reload, at most once per 10000 ms', async () => {
    let build = 'a';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        expect(url).toBe('/builds/latest.json');
        return new Response(JSON.stringify({ build }));
      }),
    );
    const reloads: string[] = [];
    const assign = vi.fn((path: string) => reloads.push(path));
    vi.stubGlobal('location', { ...window.location, assign });
    const client = new QueryClient();
    const router = createMemoryRouter(
      ['/a', '/b', '/c'].map((path) => ({ path, element: <VersionEffect /> })),
      { initialEntries: ['/a'] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(client.getQueryData(['build'])).toEqual({ build: 'a' }));
    await act(() => router.navigate('/b'));
    expect(reloads).toEqual([]);
    build = 'b';
    await act(() => client.refetchQueries({ queryKey: ['build'] }));
    await act(() => router.navigate('/c'));
    expect(reloads).toEqual(['/c']);
    // The guard: within 10000 ms of the last reload, no second one.
    await act(() => router.navigate('/a'));
    expect(reloads).toEqual(['/c']);
    sessionStorage.setItem('sari_reloaded_at', String(Date.now() - 10_001));
    await act(() => router.navigate('/b'));
    expect(reloads).toEqual(['/c', '/b']);
  });
});
