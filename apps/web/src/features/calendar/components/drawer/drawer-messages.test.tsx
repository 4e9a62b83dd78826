import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientMessage } from '../../api/get-reservation-messages';
import { DrawerMessages, siteTime } from './drawer-messages';

const ZONE = 'America/Bogota';
const base: ClientMessage = {
  id: 1,
  channel: 'whatsapp',
  kind: 'reminder',
  status: 'read',
  queued_at: '2026-11-25T14:01:00.000Z',
  sent_at: '2026-11-25T14:02:00.000Z',
  delivered_at: '2026-11-25T14:03:00.000Z',
  read_at: '2026-11-25T14:40:00.000Z',
  failed_at: null,
  error: null,
};

describe('the drawer timeline of messages', () => {
  it('shows each step on the site wall clock, a failure in red with its error, and the client confirming', () => {
    render(
      <DrawerMessages
        visitDay="2026-11-25"
        timeZone={ZONE}
        confirmedAt="2026-11-25T14:41:00.000Z"
        messages={[
          base,
          {
            ...base,
            id: 2,
            kind: 'confirmation',
            status: 'failed',
            sent_at: null,
            delivered_at: null,
            read_at: null,
            failed_at: '2026-11-25T14:05:00.000Z',
            error: '131026 Message undeliverable',
          },
          {
            ...base,
            id: 3,
            channel: 'email',
            kind: 'confirmation',
            status: 'sent',
            delivered_at: null,
            read_at: null,
          },
        ]}
      />,
    );
    const rows = screen.getAllByTestId('drawer-message');
    expect(rows[0]?.textContent).toBe(
      'Recordatorio por WhatsApp · enviado 9:02 AM · entregado 9:03 AM · leído 9:40 AM',
    );
    expect(rows[1]?.textContent).toBe(
      'Confirmación de la cita por WhatsApp · falló 9:05 AM131026 Message undeliverable',
    );
    expect(rows[2]?.textContent).toBe('Confirmación de la cita por correo · enviado 9:02 AM');
    expect(screen.getByText('Confirmó por WhatsApp 9:41 AM')).toBeTruthy();
  });

  it('says so when nothing was sent, and dates a message from another day', () => {
    render(<DrawerMessages visitDay="2026-11-26" timeZone={ZONE} confirmedAt={null} messages={[]} />);
    expect(screen.getByText('Aún no se ha enviado ningún mensaje de esta cita.')).toBeTruthy();
    expect(siteTime('2026-11-25T14:02:00.000Z', ZONE, '2026-11-26')).toMatch(/^25 \w+ 2026 9:02 AM$/);
  });
});
