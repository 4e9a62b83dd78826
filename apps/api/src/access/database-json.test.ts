import { defineOperation } from '@sari/contracts/operation';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Config } from '../config';
import type { UserContext } from '../tenancy/context';
import type { GateEnv } from './gate';
import { databaseJson, mountOperations, type Services } from './operation';

// An answer the database built as JSON text (a report's page, decision 036): large ones go out as
// they are, small ones are checked against the contract like any answer.
const contract = defineOperation({
  id: 'test.rows',
  method: 'GET',
  path: '/rows',
  permission: 'session',
  summary: 'Filas',
  tag: 'test',
  input: z.object({ count: z.coerce.number().int(), bad: z.string().optional() }),
  output: z.object({ rows: z.array(z.object({ id: z.number(), name: z.string() })) }),
});

function app() {
  const app = new Hono<GateEnv>();
  app.use(async (c, next) => {
    c.set('user', { companyId: 1 } as UserContext);
    await next();
  });
  app.onError((error, c) => c.json({ errors: [{ message: String(error) }] }, 500));
  const config = { bookingsAtOnce: 2, bookingsWaiting: 10, heavyReadsAtOnce: 2 } as Config;
  mountOperations(
    app,
    [
      {
        contract,
        transaction: false,
        aliases: [],
        run: async (_ctx, input) => {
          const { count, bad } = input as { count: number; bad?: string };
          // Spaces and a number written as the database writes it: kept as they are when large.
          const rows = Array.from({ length: count }, (_, id) => `{"id" : ${id}.0, "name" : "fila ${id}"}`);
          return databaseJson(`{"rows" : [${rows.join(', ')}${bad ? `, ${bad}` : ''}]}`);
        },
      },
    ],
    { config, db: { orm: {} } } as unknown as Services,
  );
  return app;
}

describe('answers built by the database as JSON text (decision 036)', () => {
  it('passes a large one on as its own text, unparsed', async () => {
    const response = await app().request('/rows?count=5000');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(text.startsWith('{"data":{"rows" : [{"id" : 0.0, "name" : "fila 0"}, ')).toBe(true);
    expect(JSON.parse(text).data.rows).toHaveLength(5000);
  });

  it('checks a small one against the contract like any answer', async () => {
    const ok = await app().request('/rows?count=3');
    expect(await ok.json()).toEqual({
      data: { rows: [0, 1, 2].map((id) => ({ id, name: `fila ${id}` })) },
    });
    const broken = await app().request(`/rows?count=3&bad=${encodeURIComponent('{"id": "x"}')}`);
    expect(broken.status).toBe(500);
  });
});
