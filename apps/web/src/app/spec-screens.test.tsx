import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../features/errors/error-page';
import { siteFilter } from '../features/home/api/dashboard-keys';
import { appRoutes } from './router';

// The real router, guard, layout and pages, for a signed-in user of the given category.
const user = vi.hoisted(() => ({ permissions: new Set<string>(), category: 'centro_belleza' }));
vi.mock('./use-shell-effects', () => ({
  useScrollOnNavigate: () => {},
  useSessionRefresh: () => {},
  useVersionCheck: () => {},
  useInactivitySignOut: () => {},
}));
vi.mock('../shared/session/session-store', () => ({
  useSession: () => ({ status: 'authenticated', data: { user: { id: 'auth-1' } } }),
  signOut: vi.fn(),
}));
vi.mock('../shared/session/current-user', () => ({
  useCurrentUser: () => ({
    isSuccess: true,
    isError: false,
    data: {
      user: { first_name: 'Aurora', last_name: null, subscriber_owner_company_id: { name: 'Aurora' } },
      permissions: user.permissions,
      category: user.category,
      roleNames: [],
      ownerCompanyId: 1,
    },
  }),
}));
vi.mock('../shared/api/use-sites', () => ({ useSites: () => ({ data: [] }) }));
// The screens' own reads answer empty: these tests are about routes, tabs and links.
vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: [], meta: { filter_count: 0 } })));

function open(path: string, modules: string[], category = 'centro_belleza') {
  user.permissions = new Set(modules.map((module) => `${module}:read`));
  user.category = category;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={createMemoryRouter(appRoutes(), { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
}
const tabsOf = async () => {
  const page = within(await screen.findByRole('main'));
  await page.findAllByRole('tab');
  return page.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('href')]);
};

describe('spec 2: screens and routes', () => {
  it('spec 2: Compras has the tabs Proveedores (/shopping/suppliers) and Pedidos (/shopping/orders)', async () => {
    open('/shopping/suppliers', ['shopping']);
    expect(await tabsOf()).toEqual([
      ['Proveedores', '/shopping/suppliers'],
      ['Pedidos', '/shopping/orders'],
    ]);
  });

  it('spec 2: the third Ventas tab is Pedidos for comercializadora_productos, otherwise Oportunidades', async () => {
    open('/sales/sales', ['sales'], 'comercializadora_productos');
    expect((await tabsOf()).map(([label]) => label)).toEqual(['Ventas', 'Resumen', 'Pedidos']);
    cleanup();
    open('/sales/sales', ['sales'], 'centro_belleza');
    expect((await tabsOf()).map(([label]) => label)).toEqual(['Ventas', 'Resumen', 'Oportunidades']);
  });

  it('spec 2 and 6: the settings index shows only the settings pages the user’s permissions open', async () => {
    open('/settings', ['settings']);
    const page = within(await screen.findByRole('main'));
    await page.findByRole('heading', { name: 'Configuración' });
    const links = page.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain('/settings/service/sites');
    expect(links).not.toContain('/settings/users/users');
    expect(links).not.toContain('/settings/users/role');
  });

  it('spec 2: every status but 404 uses the generic error page (Internal Server Error); 404 the not-found page', async () => {
    for (const status of [500, 403, 401, 503]) {
      const router = createMemoryRouter(
        [
          {
            path: '/',
            loader: () => {
              throw new Response('', { status });
            },
            element: null,
            errorElement: <ErrorPage />,
          },
        ],
        { initialEntries: ['/'] },
      );
      render(<RouterProvider router={router} />);
      expect(await screen.findByText('Internal Server Error')).toBeTruthy();
      expect(screen.getByText(String(status))).toBeTruthy();
      cleanup();
    }
    const router = createMemoryRouter(
      [
        {
          path: '/x',
          loader: () => {
            throw new Response('', { status: 404 });
          },
          element: null,
          errorElement: <ErrorPage />,
        },
      ],
      { initialEntries: ['/x'] },
    );
    render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('not-found')).textContent).toBe('Page Not Found: /x');
  });

  it('spec 4: site selection value 0 means all sites (no site filter); another value filters by it', () => {
    expect(siteFilter(0)).toEqual({});
    expect(siteFilter(7)).toEqual({ site_id: { _eq: 7 } });
  });
});
