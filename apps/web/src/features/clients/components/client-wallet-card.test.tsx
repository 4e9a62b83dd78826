import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientWalletCard } from './client-wallet-card';

const business = vi.hoisted(() => ({ category: 'centro_belleza' }));
vi.mock('../../../shared/session/current-user', () => ({
  useCurrentUser: () => ({ data: { category: business.category } }),
}));

vi.mock('../../../shared/api/use-sites', () => ({
  useSites: () => ({ data: [{ id: 1, name: 'Centro', time_zone: 'America/Bogota' }] }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  business.category = 'centro_belleza';
});

type Sent = { url: string; body: unknown };

// The wallet answers its instruments; a POST answers `refusal` (a 409) when given.
function show(instruments: object[], canSell = true, canExtend = false, refusal?: string) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return refusal
        ? new Response(JSON.stringify({ errors: [{ message: refusal }] }), { status: 409 })
        : new Response(JSON.stringify({ data: instruments[0] }));
    }
    return new Response(JSON.stringify({ data: { instruments } }));
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ClientWalletCard clientId={5} canSell={canSell} canExtend={canExtend} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

const giftCard = {
  id: 3,
  kind: 'gift_card',
  unit: 'pesos',
  code_end: 'QRST',
  client_id: 5,
  site_id: 1,
  recipient_name: 'Lucía',
  initial: 100000,
  left: 40000,
  expires_on: '2027-11-25',
  expired: false,
  status: 'activa',
  sold_at: '2026-11-25T15:00:00Z',
  history: [
    {
      id: 1,
      kind: 'issue',
      units: 100000,
      history_payment_id: 31,
      sale_refund_id: null,
      at: '2026-11-25T15:00:00Z',
    },
    // 23:30 in Bogotá is the 26th in UTC: the site's day is shown.
    {
      id: 2,
      kind: 'redeem',
      units: -60000,
      history_payment_id: 32,
      sale_refund_id: null,
      at: '2026-11-27T04:30:00Z',
    },
  ],
};

describe('the Monedero card (decision 050)', () => {
  it('says in Spanish that the wallet is empty, and offers to sell a gift card through the checkout', async () => {
    show([]);
    expect((await screen.findByTestId('wallet-empty')).textContent).toBe(
      'Sin tarjetas de regalo, planes ni membresías.',
    );
    expect(screen.getByTestId('sell-gift-card').getAttribute('href')).toBe('/sales/sales?tarjeta=5');
    expect(screen.getByTestId('sell-package').textContent).toBe('Vender plan de sesiones');
    expect(screen.getByTestId('sell-package').getAttribute('href')).toBe('/sales/sales?plan=5');
    expect(screen.getByTestId('sell-membership').textContent).toBe('Vender membresía');
    expect(screen.getByTestId('sell-membership').getAttribute('href')).toBe('/sales/sales?membresia=5');
  });

  it('offers no session package nor membership to a reseller, who sells no services', async () => {
    business.category = 'comercializadora_productos';
    show([]);
    await screen.findByTestId('wallet-empty');
    expect(screen.getByTestId('sell-gift-card')).toBeTruthy();
    expect(screen.queryByTestId('sell-package')).toBeNull();
    expect(screen.queryByTestId('sell-membership')).toBeNull();
  });

  it('shows what is left, the expiry as DD/MM/YYYY, the state and the history on demand', async () => {
    show(
      [
        giftCard,
        { ...giftCard, id: 4, code_end: 'WXYZ', status: 'anulada', left: 0, history: [] },
        { ...giftCard, id: 5, code_end: 'MNPQ', expired: true, expires_on: '2026-10-01', history: [] },
      ],
      false,
    );
    const items = await screen.findAllByTestId('wallet-instrument');
    expect(items).toHaveLength(3);
    expect(screen.queryByTestId('sell-gift-card')).toBeNull();
    expect(items[0].textContent).toContain('Tarjeta de regalo terminada en QRST');
    expect(items[0].textContent).toContain('Para Lucía');
    expect(screen.getAllByTestId('wallet-left')[0].textContent).toBe('Queda $40.000');
    expect(items[0].textContent).toContain('de $100.000');
    expect(items[0].textContent).toContain('Vence el 25/11/2027');
    expect(screen.getAllByTestId('wallet-state').map((chip) => chip.textContent)).toEqual([
      'Activa',
      'Anulada',
      'Vencida',
    ]);
    expect(items[2].textContent).toContain('Venció el 01/10/2026');
    expect(screen.queryByTestId('wallet-history')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: /Ver historial/ })[0]);
    const rows = await screen.findAllByTestId('wallet-entry');
    // A phone reads the sale under the movement, a wider screen in its own column.
    const cells = rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['25/11/2026', 'EmitidaVenta #31', 'Venta #31', '+$100.000'],
      ['26/11/2026', 'UsadaVenta #32', 'Venta #32', '-$60.000'],
    ]);
  });
});

const entry = (id: number, kind: string, units: number, extra: object = {}) => ({
  id,
  kind,
  units,
  history_payment_id: kind === 'issue' ? 41 : kind === 'redeem' ? 40 + id : null,
  sale_refund_id: null,
  expires_on: null,
  reason: null,
  sari_user_id: null,
  at: `2026-11-${10 + id}T15:00:00Z`,
  ...extra,
});

const plan = {
  ...giftCard,
  id: 9,
  kind: 'package',
  unit: 'sessions',
  code_end: null,
  recipient_name: null,
  initial: 10,
  left: 7,
  expires_on: '2027-05-25',
  session_package: { id: 2, name: '10 masajes' },
  services: [
    { id: 11, name: 'Masaje relajante' },
    { id: 12, name: 'Facial' },
  ],
  history: [
    entry(1, 'issue', 10),
    entry(2, 'redeem', -1),
    entry(3, 'redeem', -1),
    entry(4, 'redeem', -1),
    entry(5, 'redeem', -1),
    entry(6, 'restore', 1),
    entry(7, 'extend', 0, { expires_on: '2027-05-25', reason: 'Viaje de la clienta', sari_user_id: 1 }),
    entry(8, 'void', -7),
  ],
};

describe('a session package in the Monedero (decision 051)', () => {
  it('reads by its name, the services it covers, "Quedan 7 de 10 sesiones", the expiry and its history', async () => {
    show([plan], false, false);
    const item = await screen.findByTestId('wallet-instrument');
    expect(item.textContent).toContain('10 masajes');
    expect(screen.getByTestId('wallet-covers').textContent).toBe(
      'Plan de sesiones · Cubre: Masaje relajante, Facial',
    );
    expect(screen.getByTestId('wallet-left').textContent).toBe('Quedan 7 de 10 sesiones');
    expect(screen.getByTestId('wallet-expiry').textContent).toBe('Vence el 25/05/2027');
    // A plan is masculine: "Activo", not the card's "Activa".
    expect(screen.getByTestId('wallet-state').textContent).toBe('Activo');
    // Without the refund permission there is nothing to extend.
    expect(screen.queryByTestId('extend-package')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Ver historial/ }));
    const rows = await screen.findAllByTestId('wallet-entry');
    const movements = rows.map((row) => row.querySelectorAll('td')[1].childNodes[0].textContent);
    expect(movements).toEqual([
      'Emitido',
      'Usada',
      'Usada',
      'Usada',
      'Usada',
      'Devuelta',
      'Extendido',
      'Anulado',
    ]);
    expect(rows[0].textContent).toContain('+10');
    expect(rows[1].textContent).toContain('-1');
    expect(screen.getByTestId('wallet-extension').textContent).toBe(
      'Hasta el 25/05/2027: Viaje de la clienta',
    );
    expect(rows[6].querySelectorAll('td')[3].textContent).toBe('—');
  });

  it('says "Queda 1 de 10 sesiones" with one left', async () => {
    show([{ ...plan, left: 1 }]);
    expect((await screen.findByTestId('wallet-left')).textContent).toBe('Queda 1 de 10 sesiones');
  });

  it("extends the expiry with a new date and a reason, and shows the server's refusal in the dialog", async () => {
    const sent = show([plan], false, true, 'La nueva fecha debe ser posterior al vencimiento actual.');
    fireEvent.click(await screen.findByTestId('extend-package'));
    const dialog = await screen.findByTestId('extend-package-dialog');
    expect(dialog.textContent).toContain('Vencimiento actual: 25/05/2027');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extender vencimiento' }));
    expect(await within(dialog).findByText('Elige una fecha posterior al vencimiento actual.')).toBeTruthy();
    expect(within(dialog).getByText('Escribe el motivo (al menos 3 caracteres).')).toBeTruthy();
    const date = within(dialog).getByTestId('extend-date').querySelector('input') as HTMLInputElement;
    fireEvent.change(date, { target: { value: '30/06/2027' } });
    fireEvent.blur(within(dialog).getByRole('group', { name: /Nueva fecha de vencimiento/ }));
    fireEvent.change(within(dialog).getByTestId('extend-reason'), {
      target: { value: 'Incapacidad médica' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extender vencimiento' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toContain('/wallet/9/extend');
    expect(sent[0].body).toEqual({ expires_on: '2027-06-30', reason: 'Incapacidad médica' });
    expect((await within(dialog).findByTestId('extend-refusal')).textContent).toBe(
      'La nueva fecha debe ser posterior al vencimiento actual.',
    );
  });

  it('offers no extension for a package without expiry or anulado', async () => {
    show(
      [
        { ...plan, expires_on: null },
        { ...plan, id: 10, status: 'anulada' },
      ],
      false,
      true,
    );
    expect(await screen.findAllByTestId('wallet-instrument')).toHaveLength(2);
    expect(screen.queryByTestId('extend-package')).toBeNull();
    expect(screen.getAllByTestId('wallet-expiry')[0].textContent).toBe('Sin vencimiento');
  });
});
