import { describe, expect, it } from 'vitest';
import { appointmentLine, foundPath } from './global-search';

const appointment = {
  id: 42,
  date: '2026-12-01',
  status: 'confirmada',
  site_id: 3,
  client_id: { id: 7, first_name: 'Marta', last_name: 'Ruiz' },
  service_reservation_service: [
    { service_time: '11:00:00', service_id: { name: 'Color' } },
    { service_time: '10:15:00', service_id: { name: 'Corte' } },
  ],
};

describe('a search result', () => {
  it('opens a client on her page, an appointment on its day with its drawer', () => {
    expect(
      foundPath({
        kind: 'client',
        client: { id: 7, first_name: 'Marta', last_name: null, phone: null, email: null },
      }),
    ).toBe('/client/detail/7');
    expect(foundPath({ kind: 'appointment', appointment })).toBe('/calendar?date=2026-12-01&reservation=42');
  });

  it('tells an appointment by its first time and its services in order', () => {
    expect(appointmentLine(appointment)).toMatch(/^10:15 AM · Corte, Color$/);
  });
});
