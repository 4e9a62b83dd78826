import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../router';
import { inCategory, linkOf, SCREENS } from './registry';

// The real router, guard, layout and pages, for a signed-in administrator of a beauty centre.
const permissions = vi.hoisted(() => ({ current: new Set<string>() }));
vi.mock('../use-shell-effects', () => ({
  useScrollOnNavigate: () => {},
  useSessionRefresh: () => {},
  useVersionCheck: () => {},
  useInactivitySignOut: () => {},
}));
vi.mock('../../shared/session/session-store', () => ({
  useSession: () => ({ status: 'authenticated', data: { user: { id: 'auth-1' } } }),
  signOut: vi.fn(),
}));
vi.mock('../../shared/session/current-user', () => ({
  useCurrentUser: () => ({
    isSuccess: true,
    data: {
      user: { first_name: 'Aurora', last_name: null, subscriber_owner_company_id: { name: 'Aurora' } },
      permissions: permissions.current,
      category: 'centro_belleza',
      roleNames: [],
    },
  }),
  useCompanyCountry: () => 'CO',
}));
vi.mock('../../shared/api/use-sites', () => ({ useSites: () => ({ data: [] }) }));
// The screens' own reads answer empty: these tests are about routes, tabs and links.
vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: [], meta: { filter_count: 0 } })));

function open(path: string, modules: string[]) {
  permissions.current = new Set(modules.map((module) => `${module}:read`));
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const main = async () => within(await screen.findByRole('main'));

const hrefs = (page: ReturnType<typeof within>) =>
  page.getAllByRole('link').map((link: HTMLElement) => link.getAttribute('href'));
const linksOf = (kind: string, category: string) =>
  SCREENS.filter((candidate) => candidate.menu.kind === kind && inCategory(candidate, category)).map(
    (candidate) => linkOf(candidate),
  );

describe('screens through the router', () => {
  it('the reports index links every report of the registry for the business, by section', async () => {
    open('/reports', ['reports']);
    const page = await main();
    await page.findByRole('heading', { name: 'Reportes' }, { timeout: 5000 });
    const sectionTabs = (href: string | null) => /^\/reports(\/[a-zA-Z]+)?$/.test(href ?? '');
    // Sales orders are a reseller's: a beauty centre has no card for them.
    expect(hrefs(page).filter((href: string | null) => !sectionTabs(href))).toEqual(
      linksOf('report', 'centro_belleza'),
    );
    expect(page.getByRole('heading', { name: 'Ventas' })).toBeTruthy();
    cleanup();
    open('/reports/sales', ['reports']);
    const sales = await main();
    await sales.findByTestId('report-group-sales', {}, { timeout: 5000 });
    expect(sales.queryByTestId('report-group-purchase')).toBeNull();
  }, 20_000);

  it('a report route shows its own report with its filters, and an unknown view is not found', async () => {
    open('/reports/cashDrawer/cashDrawerIncome/general', ['reports']);
    const page = await main();
    // The report page and its chunks load on first use: a slower first render.
    expect(await page.findByRole('heading', { name: 'Ingresos de caja' }, { timeout: 5000 })).toBeTruthy();
    expect(page.getByRole('group', { name: 'Desde' })).toBeTruthy();
    expect(page.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General', 'Tabla']);
    cleanup();
    open('/reports/sales/salesMonth/nope', ['reports']);
    expect((await screen.findByTestId('not-found')).textContent).toBe(
      'Page Not Found: /reports/sales/salesMonth/nope',
    );
  }, 20_000);

  it('the wallet’s reports have their section in the reports index (decision 052)', async () => {
    open('/reports/prepaid', ['reports']);
    const index = await main();
    const section = await index.findByTestId('report-group-prepaid', {}, { timeout: 5000 });
    expect(section.querySelector('h2')?.textContent).toBe('Prepagados');
    expect([...section.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Saldo prepagado',
      'Ventas y redenciones prepagadas',
      'Valor vencido',
    ]);
    cleanup();
  }, 20_000);

  it('a wallet report opens as any report', async () => {
    open('/reports/prepaid/prepaidBalance/general', ['reports']);
    const page = await main();
    // Text queries: a role query here trips dom-accessibility-api on a node the earlier tests'
    // pages left detached (root.getElementById is not a function).
    expect(await page.findByText('Saldo prepagado', { selector: 'h1' }, { timeout: 5000 })).toBeTruthy();
    expect(page.getAllByText('Desde').length).toBeGreaterThan(0);
  }, 20_000);

  it('the settings index links the settings pages of the registry the user may open', async () => {
    open('/settings', ['settings', 'users', 'services']);
    const page = await main();
    await page.findByRole('heading', { name: 'Configuración' });
    expect(hrefs(page)).toEqual(linksOf('setting', 'centro_belleza'));
  });

  it('a section screen shows its tabs for the business category', async () => {
    open('/sales/report', ['sales']);
    const page = await main();
    // The Resumen page loads its chart library: give the lazy chunk time.
    expect(await page.findByRole('heading', { name: 'Ventas' }, { timeout: 10_000 })).toBeTruthy();
    expect(page.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Ventas',
      'Resumen',
      'Oportunidades',
    ]);
  }, 15_000);

  it('a screen of another category answers as not found; one the user may not read says so', async () => {
    open('/sales/order', ['sales']);
    expect((await screen.findByTestId('not-found')).textContent).toBe('Page Not Found: /sales/order');
    // In Spanish first, and why: the page belongs to another kind of business.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No encontramos esta página');
    expect(screen.getByText(/no hace parte de Sari para tu tipo de negocio/)).toBeTruthy();
    cleanup();
    open('/settings/users/users', ['settings']);
    expect((await screen.findByTestId('forbidden')).textContent).toBe(
      'No tienes permiso para ver esta página',
    );
    expect(screen.getByText(/Tu rol no incluye «Usuarios»/)).toBeTruthy();
  });
});
