import { afterEach, describe, expect, it } from 'vitest';
import { getAlerts, resetAlerts } from '../alerts/alert-store';
import { HttpError } from './http';
import { createQueryClient } from './query-client';

afterEach(() => resetAlerts());

describe('failed loads', () => {
  it('spec 8: a calendar or promotion load failure raises an error event for the shared handler', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['promotions'],
        retry: false,
        queryFn: () => Promise.reject(new HttpError(500, [{ message: 'La base de datos no responde.' }])),
      })
      .catch(() => undefined);
    expect(getAlerts().map((alert) => [alert.text, alert.type])).toEqual([
      ['La base de datos no responde.', 'error'],
    ]);
  });

  it('spec 8: a load that handles its own failure (the user load, only logged) raises nothing', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['current-user'],
        retry: false,
        meta: { silent: true },
        queryFn: () => Promise.reject(new Error('caído')),
      })
      .catch(() => undefined);
    expect(getAlerts()).toEqual([]);
  });
});
