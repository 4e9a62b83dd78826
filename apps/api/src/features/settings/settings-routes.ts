import type { Database } from '@sari/db/client';
import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { requirePermission } from '../../auth/require-permission';
import type { SessionUsers } from '../../auth/session-user';
import { parseId } from '../../shared/parse-id';
import { inviteUser, parseInvite } from './invite-user';
import { parseWeek, saveSiteSchedule } from './site-schedule';

// PUT /api/sites/{id}/schedule and POST /api/users/invite.
export function settingsRoutes({ db, sessions, auth }: { db: Database; sessions: SessionUsers; auth: Auth }) {
  const sites = new Hono();
  sites.put('/:id/schedule', async (c) => {
    const user = await sessions.resolve(c.req.raw.headers);
    requirePermission(user, 'settings', 'update');
    const id = parseId(c.req.param('id'), 'La sede');
    const week = parseWeek(await c.req.json().catch(() => null));
    return c.json({ data: await saveSiteSchedule({ db, user }, id, week) });
  });
  const users = new Hono();
  users.post('/invite', async (c) => {
    const user = await sessions.resolve(c.req.raw.headers);
    requirePermission(user, 'users', 'create');
    const input = parseInvite(await c.req.json().catch(() => null));
    return c.json({ data: await inviteUser({ db, user, auth }, input) });
  });
  return { sites, users };
}
