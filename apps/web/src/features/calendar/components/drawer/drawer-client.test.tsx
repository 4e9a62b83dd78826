import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReservationDetail } from '../../api/get-reservation';
import { DrawerClient } from './drawer-client';

const visit = {
  date: '2026-11-25',
  is_online: false,
  client_id: { id: 7, first_name: 'Lucía', last_name: 'Gómez', phone: null, email: null },
} as unknown as ReservationDetail;

describe("the drawer's client chip", () => {
  it("names the client's account, so a paid visit beside an old debt does not read as unpaid", () => {
    const { rerender } = render(
      <DrawerClient data={visit} siteName="Chapinero" whatsapp={null} balance={-20000} />,
    );
    expect(screen.getByTestId('drawer-balance').textContent).toBe('Debe en su cuenta: $20.000');
    rerender(<DrawerClient data={visit} siteName="Chapinero" whatsapp={null} balance={15000} />);
    expect(screen.getByTestId('drawer-balance').textContent).toBe('A favor en su cuenta: $15.000');
    rerender(<DrawerClient data={visit} siteName="Chapinero" whatsapp={null} balance={0} />);
    expect(screen.getByTestId('drawer-balance').textContent).toBe('Sin saldo pendiente');
  });
});
