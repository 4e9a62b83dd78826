import { defineOperation, idSchema } from './operation';
import { z } from './zod';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Las horas van en formato HH:mm.');

export const siteDaySchema = z.object({
  weekday: z.number().int().min(0).max(6),
  is_active: z.boolean(),
  start_time: time,
  end_time: time,
});

export const siteWeekSchema = z
  .array(siteDaySchema)
  .length(7, 'Envía los 7 días de la semana.')
  .refine(
    (days) => new Set(days.map((day) => day.weekday)).size === 7,
    'Cada día de la semana debe aparecer una vez.',
  )
  .refine(
    (days) => days.every((day) => !day.is_active || day.end_time > day.start_time),
    'La hora de cierre debe ser posterior a la de apertura.',
  );

export const saveSiteSchedule = defineOperation({
  id: 'settings.saveSiteSchedule',
  method: 'PUT',
  path: '/api/sites/:id/schedule',
  permission: ['settings', 'update'],
  tag: 'settings',
  summary: 'Horario semanal de una sede en una transacción (los 7 días)',
  input: z.object({ id: idSchema, days: siteWeekSchema }),
  output: z.array(
    z.object({
      weekday: z.number(),
      is_active: z.boolean(),
      start_time: z.string().nullable(),
      end_time: z.string().nullable(),
    }),
  ),
});

export const inviteUserInput = z.object({
  email: z
    .string({ error: 'Escribe el correo.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('El correo no es válido.').max(200)),
  first_name: z.string({ error: 'Escribe el nombre.' }).trim().min(1, 'Escribe el nombre.').max(80),
  last_name: z.string().trim().max(80).optional().nullable(),
  role_ids: z.array(z.number().int().positive()).min(1, 'Elige al menos un rol.').max(20),
  // Empty: every site of the company.
  site_ids: z.array(z.number().int().positive()).max(200).default([]),
});

// The answer does not say whether the e-mail already had an account elsewhere.
export const inviteUser = defineOperation({
  id: 'settings.inviteUser',
  method: 'POST',
  path: '/api/users/invite',
  permission: ['users', 'create'],
  tag: 'users',
  summary: 'Invita por correo a un usuario nuevo de la empresa, con roles y sedes',
  input: inviteUserInput,
  output: z.object({ email: z.string(), invited: z.literal(true) }),
});
