import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionPackageListPage } from './session-package-list-page';

vi.mock('../../../shared/session/current-user', () => ({
  useCurrentUser: () => ({
    data: {
      permissions: new Set(['services:read', 'services:create', 'services:update', 'services:delete']),
    },
  }),
}));
vi.mock('../../../shared/api/use-sites', () => ({
  useSites: () => ({ data: [{ id: 1, name: 'Centro', time_zone: 'America/Bogota' }] }),
}));

const PLAN = {
  id: 7,
  name: '10 masajes',
  description: null,
  sessions: 10,
  validity: 6,
  validity_unit: 'months',
  is_active: true,
  services: [
    { id: 1, service_id: { id: 11, name: 'Masaje relajante' } },
    { id: 2, service_id: { id: 12, name: 'Facial' } },
  ],
  prices: [{ id: 3, site_id: 1, price: 450000 }],
};

type Sent = { method: string; url: string; body: unknown };

function show() {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      sent.push({ method, url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ data: { id: 8 } }));
    }
    if (url.includes('/items/service?')) {
      const services = [
        { id: 11, name: 'Masaje relajante' },
        { id: 12, name: 'Facial' },
        { id: 13, name: 'Manicure' },
      ];
      return new Response(JSON.stringify({ data: services }));
    }
    return new Response(JSON.stringify({ data: [PLAN], meta: { filter_count: 1 } }));
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/services/packages']}>
        <SessionPackageListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session packages catalogue (decision 051)', () => {
  it('lists each package with its services, sessions, validity and price at the site', async () => {
    show();
    const table = await screen.findByTestId('session-package-table');
    await within(table).findByText('10 masajes');
    expect(table.textContent).toContain('Masaje relajante, Facial');
    expect(table.textContent).toContain('6 meses');
    expect(table.textContent).toContain('$450.000');
    expect(screen.getByRole('tab', { name: 'Planes de sesiones' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('creates a package with its covered services and its price at the site, nested', async () => {
    const sent = show();
    fireEvent.click(await screen.findByTestId('new-session-package'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Escribe el nombre del plan.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Nombre/), { target: { value: '10 masajes' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Elige al menos un servicio.')).toBeTruthy();
    const services = within(dialog).getByRole('combobox', { name: 'Servicios que cubre' });
    for (const name of ['Masaje relajante', 'Facial']) {
      fireEvent.mouseDown(services);
      fireEvent.click(await screen.findByRole('option', { name }));
    }
    fireEvent.change(within(dialog).getByLabelText(/Precio · Centro/), { target: { value: '450.000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toContain('/items/session_package');
    expect(sent[0].body).toEqual({
      name: '10 masajes',
      description: null,
      sessions: 10,
      validity: 6,
      validity_unit: 'months',
      is_active: true,
      services: [{ service_id: 11 }, { service_id: 12 }],
      prices: [{ site_id: 1, price: 450000 }],
    });
  });

  it('edits a package without expiry, keeping the links it had', async () => {
    const sent = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar 10 masajes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Editar plan')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Unidad/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sin vencimiento' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].method).toBe('PATCH');
    expect(sent[0].url).toContain('/items/session_package/7');
    expect(sent[0].body).toMatchObject({
      validity: null,
      services: [{ id: 1 }, { id: 2 }],
      prices: [{ id: 3, site_id: 1, price: 450000 }],
    });
  });
});
