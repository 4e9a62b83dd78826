import { describe, expect, it } from 'vitest';
import { HttpError } from '../../shared/api/http';
import type { ChargedSale } from './api/charge';
import { chargeOutcome } from './charge-process';

describe('the charge process', () => {
  it('spec 8: a charge failure is stored in the response state, with the server’s message', async () => {
    const failed = await chargeOutcome(async () => {
      throw new HttpError(422, [{ message: 'La caja de la sede está cerrada.' }]);
    });
    expect(failed).toEqual({ state: 'error', message: 'La caja de la sede está cerrada.' });
    const offline = await chargeOutcome(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(offline).toEqual({
      state: 'error',
      message: 'No pudimos comunicarnos con el servidor. Inténtalo de nuevo.',
    });
  });

  it('a charge that saves is the success state with its sale', async () => {
    const sale = { id: 9 } as ChargedSale;
    expect(await chargeOutcome(async () => sale)).toEqual({ state: 'success', sale });
  });
});
