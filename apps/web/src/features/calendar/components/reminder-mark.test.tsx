import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DayRow } from '../api/calendar-keys';
import { eventOf } from '../day-model';
import { ReminderMark } from './reminder-mark';

// The card's call mark (decision 059): from the messages the day read brings, on the site's date.
const rowOf = (status: string, date = '2026-11-25'): DayRow => ({
  id: 5,
  date,
  service_time: '09:00',
  duration: 60,
  start_at: `${date}T09:00`,
  end_at: `${date}T10:00`,
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
    client_confirmed_at: null,
    client_message: [
      { kind: 'confirmation', channel: 'whatsapp', status: 'read' },
      { kind: 'reminder', channel: 'whatsapp', status },
    ],
    client_id: { id: 3, first_name: 'Ana', last_name: 'Ruiz', phone: null },
  },
});

describe('the agenda card’s call mark', () => {
  it('says why to call: a failed reminder, or one unread on the visit’s day', () => {
    const failed = eventOf(rowOf('failed'), '1', '2026-11-24');
    const { rerender } = render(<ReminderMark alert={failed.reminder} />);
    expect(screen.getByRole('img', { name: 'El recordatorio no llegó: llama al cliente' })).toBeTruthy();
    const unread = eventOf(rowOf('delivered'), '1', '2026-11-25');
    rerender(<ReminderMark alert={unread.reminder} />);
    expect(screen.getByRole('img', { name: 'El cliente no ha leído el recordatorio: llámalo' })).toBeTruthy();
    // The day before the visit, a reminder delivered and not read yet: nothing to do.
    rerender(<ReminderMark alert={eventOf(rowOf('delivered'), '1', '2026-11-24').reminder} />);
    expect(screen.queryByTestId('reminder-mark')).toBeNull();
    rerender(<ReminderMark alert={eventOf(rowOf('read'), '1', '2026-11-25').reminder} />);
    expect(screen.queryByTestId('reminder-mark')).toBeNull();
  });
});
