import { defineOperation } from '@sari/contracts/operation';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Config } from '../config';
import { ApiError } from '../platform/errors';
import { accessGate, type GateEnv } from './gate';
import { mountOperations, operation, type Services } from './operation';
import type { SessionUsers } from './sessions';

// A protected contract declared on a path the gate lets through without a session (a slip of
// the path, /api/public/...): the operation must refuse, never run with no user.
describe('mountOperations fails closed', () => {
  it('answers 401 to a protected operation on a public path, and never runs it', async () => {
    let ran = 0;
    const contract = defineOperation({
      id: 'test.protectedOnPublicPath',
      method: 'GET',
      path: '/api/public/probe',
      permission: ['clients', 'read'],
      tag: 'test',
      summary: 'Una operación protegida en un camino público',
      input: z.object({}),
      output: z.object({ ran: z.number() }),
    });
    const app = new Hono<GateEnv>();
    const sessions: SessionUsers = {
      resolve: async () => {
        throw new ApiError('UNAUTHENTICATED', 'Inicia sesión para continuar.');
      },
    } as unknown as SessionUsers;
    app.onError((error, c) =>
      error instanceof ApiError ? c.json(error.body(), error.status) : c.text('500', 500),
    );
    app.use('/api/*', accessGate({ sessions, trustedOrigins: [] }));
    const services = {
      config: { bookingsAtOnce: 2, bookingsWaiting: 10, heavyReadsAtOnce: 2, heavyReadsPerCompany: 1 },
    } as unknown as Services;
    mountOperations(
      app,
      [
        operation(
          contract,
          async () => {
            ran += 1;
            return { ran };
          },
          { transaction: false },
        ),
      ],
      { ...services, config: services.config as Config },
    );
    const response = await app.request('/api/public/probe');
    expect(response.status).toBe(401);
    expect(ran).toBe(0);
  });
});
