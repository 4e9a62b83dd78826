import type { Database } from '@sari/db/client';
import { Hono } from 'hono';
import { requirePermission } from '../../auth/require-permission';
import type { SessionUsers } from '../../auth/session-user';
import { parseId } from '../../shared/parse-id';
import { adjustStock, parseStockAdjustment } from './adjust-stock';

// POST /api/products/{id}/stock-adjustments: the only way to change stock by hand.
export function productRoutes({ db, sessions }: { db: Database; sessions: SessionUsers }) {
  const app = new Hono();
  app.post('/:id/stock-adjustments', async (c) => {
    const user = await sessions.resolve(c.req.raw.headers);
    requirePermission(user, 'products', 'update');
    const id = parseId(c.req.param('id'), 'El producto');
    const input = parseStockAdjustment(await c.req.json().catch(() => null));
    return c.json({ data: await adjustStock({ db, user }, id, input) });
  });
  return app;
}
