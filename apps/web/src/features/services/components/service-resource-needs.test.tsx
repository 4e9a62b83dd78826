import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '../api/service-keys';
import { ServiceFormDialog } from './service-form-dialog';

vi.mock('../../../shared/api/use-sites', () => ({
  useSites: () => ({ data: [{ id: 1, name: 'Centro', time_zone: 'America/Bogota' }] }),
}));

const RESOURCES = [
  { id: 21, name: 'Cabina 1', kind: 'cabina', site_id: { name: 'Centro' } },
  { id: 22, name: 'Láser diodo', kind: 'equipo', site_id: { name: 'Centro' } },
];

const SERVICE: Service = {
  id: 9,
  name: 'Depilación láser',
  duration: 60,
  description: null,
  color: null,
  is_active: true,
  online_booking: true,
  service_category_id: null,
  service_site_price: [],
  service_specialist: [],
  service_product: [],
  service_resource_need: [{ id: 4, kind: 'cabina', resource_id: null, whole_duration: true }],
};

type Sent = { method: string; url: string; body: Record<string, unknown> };

function show(service?: Service) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      sent.push({ method, url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ data: { id: 9 } }));
    }
    return new Response(JSON.stringify({ data: url.includes('/items/resource?') ? RESOURCES : [] }));
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ServiceFormDialog service={service} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return sent;
}

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the service form\'s "Necesita" (decision 053)', () => {
  it('adds a need of any cabin and one of the named laser, sent nested as service_resource_need', async () => {
    const sent = show();
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Nombre/), { target: { value: 'Depilación láser' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar cabina o equipo' }));
    await choose(dialog, /Cuándo \(1\)/, 'Toda la duración');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar cabina o equipo' }));
    await choose(dialog, /Tipo \(2\)/, 'Equipo');
    // only the machines are offered for a machine need
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Cuál \(2\)/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Cualquiera libre', 'Láser diodo · Centro']);
    fireEvent.click(screen.getByRole('option', { name: 'Láser diodo · Centro' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].method).toBe('POST');
    expect(sent[0].body.service_resource_need).toEqual([
      { kind: 'cabina', resource_id: null, whole_duration: true },
      { kind: 'equipo', resource_id: 22, whole_duration: false },
    ]);
  });

  it('keeps an existing need by its id, and removing it sends none', async () => {
    const sent = show(SERVICE);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Cuándo \(1\)/ }).textContent).toBe(
      'Toda la duración',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].method).toBe('PATCH');
    expect(sent[0].body.service_resource_need).toEqual([
      { id: 4, kind: 'cabina', resource_id: null, whole_duration: true },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar necesidad 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].body.service_resource_need).toEqual([]);
  });
});
