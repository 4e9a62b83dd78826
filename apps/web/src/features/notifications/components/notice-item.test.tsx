import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../api/get-notifications';
import { NoticeItem } from './notice-item';

const notice: AppNotification = {
  id: 7,
  kind: 'reserva_online',
  title: 'Nueva reserva en línea',
  body: 'Laura Gómez · Corte de cabello',
  link: '/calendar?date=2026-11-25&reservation=12',
  read_at: null,
  date_created: '2026-11-25T15:00:00Z',
};

const showReadOnly = () =>
  render(
    <MemoryRouter>
      <NoticeItem item={notice} canMark={false} onRead={vi.fn()} onOpen={vi.fn()} />
    </MemoryRouter>,
  );

describe('a notice of the bell', () => {
  it('offers "mark read" to those who run the agenda', () => {
    const onRead = vi.fn();
    render(
      <MemoryRouter>
        <NoticeItem item={notice} canMark onRead={onRead} onOpen={vi.fn()} />
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: 'Marcar como leído' }).click();
    expect(onRead).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Ver cita' }).getAttribute('href')).toBe(notice.link);
  });

  it('is read only for a manager who cannot update the agenda (the server would refuse the mark)', () => {
    showReadOnly();
    expect(screen.queryByRole('button', { name: 'Marcar como leído' })).toBeNull();
    expect(screen.getByText('Laura Gómez · Corte de cabello')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver cita' })).toBeTruthy();
  });
});
