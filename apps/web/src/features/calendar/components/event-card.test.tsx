import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DayRow } from '../api/calendar-keys';
import { EventCard, type EventLabels } from './event-card';
import { CardNotesLine } from './grid/card-notes';

const labels: EventLabels = {
  noClient: 'Sin cliente',
  paid: 'Pagada',
  confirmed: 'El cliente confirmó por WhatsApp',
  processing: 'Tiempo de proceso',
  changeStatus: 'Cambiar estado',
  status: (status) => status,
  mark: (status) => status,
};
const rowOf = (confirmedAt: string | null): DayRow => ({
  id: 5,
  date: '2026-11-25',
  service_time: '09:00',
  duration: 60,
  start_at: '2026-11-25T09:00',
  end_at: '2026-11-25T10:00',
  processing_start_at: null,
  processing_end_at: null,
  price: 45_000,
  specialist_id: 1,
  service_id: { id: 2, name: 'Corte dama' },
  service_reservation_id: {
    id: 9,
    status: 'confirmada',
    notes: null,
    is_paid: false,
    client_confirmed_at: confirmedAt,
    client_id: { id: 3, first_name: 'Ana', last_name: 'Ruiz', phone: null },
  },
});
const card = (row: DayRow) => (
  <EventCard
    row={row}
    placed={{ id: 5, start: 540, end: 600, top: 0, height: 88, lane: 0, lanes: 1 }}
    color="#7e57c2"
    gap={null}
    draggable={false}
    labels={labels}
    onOpen={() => {}}
    onStatus={() => {}}
    onDrop={() => {}}
    onResize={() => {}}
  />
);

describe('the agenda card', () => {
  it('marks a visit the client confirmed over WhatsApp, with a label a screen reader says', () => {
    const { rerender } = render(card(rowOf('2026-11-25T14:41:00.000Z')));
    expect(screen.getByRole('img', { name: 'El cliente confirmó por WhatsApp' })).toBeTruthy();
    rerender(card(rowOf(null)));
    expect(screen.queryByTestId('confirmed-mark')).toBeNull();
  });
});

describe('the agenda card’s notes (decision 057)', () => {
  it('names the resources it holds and marks a package that covers it, with the sessions left as its label', () => {
    render(
      <EventCard
        row={rowOf(null)}
        placed={{ id: 5, start: 540, end: 600, top: 0, height: 88, lane: 0, lanes: 1 }}
        color="#7e57c2"
        gap={null}
        draggable={false}
        labels={labels}
        onOpen={() => {}}
        onStatus={() => {}}
        onDrop={() => {}}
        onResize={() => {}}
        notes={<CardNotesLine notes={{ resources: 'Cabina 1, Láser', plan: 'Plan: quedan 7 de 10' }} />}
      />,
    );
    expect(screen.getByTestId('event-resources').textContent).toBe('Cabina 1, Láser');
    expect(screen.getByRole('img', { name: 'Plan: quedan 7 de 10' })).toBeTruthy();
  });

  it('says nothing when it holds nothing and no package covers it', () => {
    render(<CardNotesLine notes={{ resources: '', plan: null }} />);
    expect(screen.queryByTestId('event-notes')).toBeNull();
  });
});
