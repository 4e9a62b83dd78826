import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../api/http';
import { getAlerts, hideAlert, pushAlert, resetAlerts } from './alert-store';
import { httpErrorMessage } from './http-error';

describe('alert store', () => {
  beforeEach(() => resetAlerts());

  it('keeps text, type, visibility and a generated id', () => {
    const id = pushAlert('Guardado', 'success');
    expect(getAlerts()).toEqual([{ id, text: 'Guardado', type: 'success', visible: true }]);
  });

  it('drops an earlier invisible alert when a new one is pushed', () => {
    const first = pushAlert('uno');
    const second = pushAlert('dos');
    hideAlert(first);
    pushAlert('tres');
    expect(getAlerts().map((alert) => alert.text)).toEqual(['dos', 'tres']);
    expect(getAlerts()[0].id).toBe(second);
  });
});

describe('http error handler', () => {
  it('prefers the server message, then the given text, then the general one', () => {
    expect(httpErrorMessage(new HttpError(400, [{ message: 'Campo inválido' }]), 'otro')).toBe(
      'Campo inválido',
    );
    expect(httpErrorMessage(new HttpError(500, []), 'No se pudo guardar')).toBe('No se pudo guardar');
    expect(httpErrorMessage(new Error('x'))).toBe(
      'No pudimos comunicarnos con el servidor. Inténtalo de nuevo.',
    );
  });
});
