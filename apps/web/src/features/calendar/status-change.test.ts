import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAlerts, resetAlerts } from '../../shared/alerts/alert-store';
import { HttpError } from '../../shared/api/http';
import { statusChanged, statusChangeFailed } from './status-change';

afterEach(() => resetAlerts());

describe('a status change', () => {
  it('spec 8: one that succeeds shows the success alert "succesful"', () => {
    statusChanged();
    expect(getAlerts().map(({ text, type }) => ({ text, type }))).toEqual([
      { text: 'Cambios guardados correctamente', type: 'success' },
    ]);
  });
});

describe('a failed status change', () => {
  it('spec: goes to the HTTP error handler, which shows the server’s message as an error alert', () => {
    const paid = vi.fn();
    statusChangeFailed(new HttpError(409, [{ message: 'La reserva cambió mientras tanto.' }]), paid);
    expect(getAlerts().map(({ text, type }) => ({ text, type }))).toEqual([
      { text: 'La reserva cambió mientras tanto.', type: 'error' },
    ]);
    statusChangeFailed(new TypeError('Failed to fetch'), paid);
    expect(getAlerts().at(-1)).toMatchObject({
      text: 'No pudimos comunicarnos con el servidor. Inténtalo de nuevo.',
      type: 'error',
    });
    expect(paid).not.toHaveBeenCalled();
  });

  it('a paid visit’s cancellation leads to its refund instead of an alert', () => {
    const paid = vi.fn();
    statusChangeFailed(
      new HttpError(422, [
        { message: 'Primero devuelve el pago.', extensions: { reason: 'cita_pagada' } as never },
      ]),
      paid,
    );
    expect(paid).toHaveBeenCalledWith('Primero devuelve el pago.');
    expect(getAlerts()).toEqual([]);
  });
});
