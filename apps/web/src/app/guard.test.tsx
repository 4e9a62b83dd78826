import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from './router';

// The real router, guard and layouts, with the session and the user load in the test's hands.
const state = vi.hoisted(() => ({
  session: { status: 'authenticated', data: { user: { id: 'auth-1' } } } as {
    status: string;
    data: { user: { id: string } } | null;
  },
  user: {} as Record<string, unknown>,
  // Like the real one: the session ends.
  signOut: vi.fn(async () => {
    state.session = { status: 'unauthenticated', data: null };
  }),
}));
vi.mock('./use-shell-effects', () => ({
  useScrollOnNavigate: () => {},
  useSessionRefresh: () => {},
  useVersionCheck: () => {},
  useInactivitySignOut: () => {},
}));
vi.mock('../shared/session/session-store', () => ({
  useSession: () => state.session,
  getSession: () => state.session,
  signOut: state.signOut,
}));
vi.mock('../shared/session/current-user', () => ({ useCurrentUser: () => state.user }));
vi.mock('../shared/api/use-sites', () => ({ useSites: () => ({ data: [] }) }));

const adminUser = {
  isSuccess: true,
  isError: false,
  data: {
    user: { first_name: 'Aurora', last_name: null, subscriber_owner_company_id: { name: 'Aurora' } },
    permissions: new Set(['clients:read']),
    category: 'centro_belleza',
    roleNames: [],
    ownerCompanyId: 1,
  },
};

function open(path: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  state.signOut.mockClear();
  vi.restoreAllMocks();
});

describe('guard', () => {
  it('spec 8: a missing user id signs the user out and sends them to /login', async () => {
    state.session = { status: 'authenticated', data: { user: { id: '' } } };
    state.user = { isSuccess: false, isError: false, data: undefined };
    const router = open('/client');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(state.signOut).toHaveBeenCalled();
  });

  it('spec 8: a user id without a company user signs out to /login too', async () => {
    state.session = { status: 'authenticated', data: { user: { id: 'auth-1' } } };
    state.user = { isSuccess: true, isError: false, data: null };
    const router = open('/client');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(state.signOut).toHaveBeenCalled();
  });

  it('spec 8: a user load failure clears the user and menu permissions and keeps the session (generic error page)', async () => {
    state.session = { status: 'authenticated', data: { user: { id: 'auth-1' } } };
    state.user = { isSuccess: false, isError: true, error: new Error('caído'), data: undefined };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = open('/client');
    expect(await screen.findByText('Internal Server Error')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/client');
    expect(state.signOut).not.toHaveBeenCalled();
  });

  it('spec 2 and 6: any other page opened by an unauthenticated user sends them to /login with the way back', async () => {
    state.session = { status: 'unauthenticated', data: null };
    state.user = { isSuccess: false, isError: false, data: undefined };
    const router = open('/client?search=ana');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/client?search=ana')}`);
  });

  it('spec 2: /login while signed in goes to /', async () => {
    state.session = { status: 'authenticated', data: { user: { id: 'auth-1' } } };
    state.user = adminUser;
    const router = open('/login');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('spec 2 and 6: qualification and reservationOnline open without authentication', async () => {
    state.session = { status: 'unauthenticated', data: null };
    state.user = { isSuccess: false, isError: false, data: undefined };
    for (const path of ['/qualification', '/reservationOnline']) {
      const router = open(path);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(router.state.location.pathname).toBe(path);
    }
  });

  it('spec 2: an unmatched route gives 404 Page not found', async () => {
    state.session = { status: 'authenticated', data: { user: { id: 'auth-1' } } };
    state.user = adminUser;
    open('/no/such/page');
    expect((await screen.findByTestId('not-found')).textContent).toBe('Page Not Found: /no/such/page');
  });
});
