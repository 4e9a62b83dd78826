import { defineOperation } from './operation';
import { z } from './zod';

const named = z.object({ id: z.number(), name: z.string() });

export const currentUser = defineOperation({
  id: 'users.me',
  method: 'GET',
  path: '/api/users/me',
  permission: 'session',
  tag: 'users',
  summary: 'Usuario actual: empresa, roles, permisos y sedes',
  input: z.object({}),
  output: z.object({
    id: z.number(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    specialist_id: z.number().nullable(),
    directus_user_id: z.string(),
    company: z.object({ id: z.number(), name: z.string(), category_business: z.string() }),
    // The subscriber_owner_company list (spec-coverage 3): the first element is the owning company.
    subscriber_owner_company: z.array(z.number()),
    roles: z.array(named),
    sites: z.array(named),
    permissions: z.array(z.object({ module: z.string(), action: z.string() })),
    all_sites: z.boolean(),
  }),
});
