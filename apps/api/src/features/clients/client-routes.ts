import type { Database } from '@sari/db/client';
import { Hono } from 'hono';
import { requirePermission } from '../../auth/require-permission';
import type { SessionUsers } from '../../auth/session-user';
import { exportClients } from './export-clients';
import { importClients, parseImport } from './import-clients';

// /api/clients/import (POST {csv, duplicates}) and /api/clients/export (GET, CSV).
export function clientRoutes({ db, sessions }: { db: Database; sessions: SessionUsers }) {
  const app = new Hono();
  app.post('/import', async (c) => {
    const user = await sessions.resolve(c.req.raw.headers);
    requirePermission(user, 'clients', 'create');
    const input = parseImport(await c.req.json().catch(() => null));
    return c.json({ data: await importClients({ db, user }, input) });
  });
  app.get('/export', async (c) => {
    const user = await sessions.resolve(c.req.raw.headers);
    requirePermission(user, 'clients', 'read');
    const csv = await exportClients({ db, user }, { includeInactive: c.req.query('inactive') === 'true' });
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="clientes-${new Date().toISOString().slice(0, 10)}.csv"`,
    });
  });
  return app;
}
