import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResourcesPage } from './resources-page';

vi.mock('../../../shared/session/current-user', () => ({
  useCurrentUser: () => ({
    data: {
      permissions: new Set(['services:read', 'services:create', 'services:update', 'services:delete']),
    },
  }),
}));
vi.mock('../../../shared/api/use-sites', () => ({
  useSites: () => ({
    data: [
      { id: 1, name: 'Centro', time_zone: 'America/Bogota' },
      { id: 2, name: 'Norte', time_zone: 'America/Bogota' },
    ],
  }),
}));
let selectedSite = 1;
vi.mock('../../../shared/session/site-selection', () => ({ useSelectedSite: () => selectedSite }));

const CABIN = {
  id: 5,
  name: 'Cabina 1',
  kind: 'cabina',
  site_id: { id: 1, name: 'Centro' },
  is_active: true,
  resource_availability: [] as { id: number; weekday: number; start_time: string; end_time: string }[],
};

type Sent = { method: string; url: string; body: unknown };

function show() {
  const sent: Sent[] = [];
  const reads: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      sent.push({ method, url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ data: { id: 8 } }));
    }
    reads.push(decodeURIComponent(url));
    return new Response(JSON.stringify({ data: [CABIN], meta: { filter_count: 1 } }));
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/settings/service/resources']}>
        <ResourcesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { sent, reads };
}

afterEach(() => {
  vi.unstubAllGlobals();
  selectedSite = 1;
});

describe('Cabinas y equipos (decision 053)', () => {
  it("lists the app bar's site's active resources with their kind in Spanish", async () => {
    const { reads } = show();
    const table = await screen.findByTestId('resource-table');
    await within(table).findByText('Cabina 1');
    expect(within(table).getByText('Cabina')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cabinas y equipos' })).toBeTruthy();
    const read = reads.find((url) => url.includes('/items/resource?'));
    expect(read).toContain('"site_id":{"_eq":1}');
    expect(read).toContain('"is_active":{"_eq":true}');
  });

  it("creates one at the app bar's site, asking for the name first", async () => {
    const { sent } = show();
    fireEvent.click(await screen.findByTestId('new-resource'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Escribe el nombre.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Nombre/), { target: { value: ' Láser diodo ' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Tipo/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Equipo' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toContain('/items/resource');
    expect(sent[0].body).toEqual({ name: 'Láser diodo', kind: 'equipo', is_active: true, site_id: 1 });
  });

  it('asks for the site when the app bar shows every site, and names the site per row', async () => {
    selectedSite = 0;
    const { sent, reads } = show();
    const table = await screen.findByTestId('resource-table');
    await within(table).findByText('Centro');
    expect(reads.find((url) => url.includes('/items/resource?'))).not.toContain('site_id":{"_eq"');
    fireEvent.click(screen.getByTestId('new-resource'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Nombre/), { target: { value: 'Cabina 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Elige la sede.')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Sede/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Norte' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ name: 'Cabina 2', kind: 'cabina', is_active: true, site_id: 2 });
  });

  it('edits one without sending its site, which stays', async () => {
    const { sent } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Cabina 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('La sede no cambia: sus citas son de esa sede.')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Activo'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].method).toBe('PATCH');
    expect(sent[0].url).toContain('/items/resource/5');
    expect(sent[0].body).toEqual({ name: 'Cabina 1', kind: 'cabina', is_active: false });
  });

  it('edits its own hours with the week editor: a window added, sent with the resource (decision 058)', async () => {
    CABIN.resource_availability = [{ id: 3, weekday: 1, start_time: '13:00:00', end_time: '20:00:00' }];
    try {
      const { sent } = show();
      fireEvent.click(await screen.findByRole('button', { name: 'Editar Cabina 1' }));
      const dialog = await screen.findByRole('dialog');
      const hours = within(dialog).getByTestId('resource-hours');
      expect(within(hours).getAllByText('Cerrado').length).toBe(6);
      const monday = within(hours).getByTestId('weekday-1');
      expect(within(monday).getByText('1:00 PM – 8:00 PM')).toBeTruthy();
      fireEvent.click(within(hours).getByRole('button', { name: 'Agregar franja el Martes' }));
      fireEvent.click(within(hours).getByRole('button', { name: 'Agregar' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0].body).toEqual({
        name: 'Cabina 1',
        kind: 'cabina',
        is_active: true,
        resource_availability: [{ id: 3 }, { weekday: 2, start_time: '09:00', end_time: '13:00' }],
      });
    } finally {
      CABIN.resource_availability = [];
    }
  });

  it('a cabin without hours of its own says it follows the site', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Cabina 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Sin franjas propias, sigue el horario de la sede/)).toBeTruthy();
    expect(
      within(within(dialog).getByTestId('resource-hours')).getAllByText('Horario de la sede').length,
    ).toBe(7);
  });
});
