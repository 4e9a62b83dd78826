import { defineOperation } from './operation';
import { z } from './zod';

// The messages a client gets (decision 054) and the company's WhatsApp Business account.
export const MESSAGE_KINDS = [
  'confirmation',
  'moved',
  'cancelled',
  'reminder',
  'waitlist_offer',
  'rating',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

const templateName = z
  .string()
  .trim()
  .regex(
    /^[a-z0-9_]{1,200}$/,
    'El nombre de la plantilla usa minúsculas, números y guiones bajos (como en WhatsApp).',
  );
// A secret: omitted keeps the stored one, '' removes it.
const secret = z
  .string()
  .trim()
  .max(1000, 'El valor es demasiado largo.')
  .regex(/^[\x21-\x7e]*$/, 'El valor admite letras, números y signos, sin espacios.');

export const whatsappSettingsSchema = z.object({
  phone_number_id: z.string().nullable(),
  language: z.string(),
  enabled: z.boolean(),
  templates: z.record(z.string(), z.string()),
  // Never the secrets themselves: only whether each is set.
  access_token_set: z.boolean(),
  app_secret_set: z.boolean(),
  verify_token_set: z.boolean(),
  // Where the company points its Meta app's webhook.
  webhook_url: z.string(),
});

export const getWhatsappSettings = defineOperation({
  id: 'messages.getWhatsappSettings',
  method: 'GET',
  path: '/api/whatsapp/settings',
  permission: ['settings', 'read'],
  tag: 'messages',
  summary: 'La cuenta de WhatsApp Business de la empresa (los secretos solo como "configurado")',
  input: z.object({}),
  output: whatsappSettingsSchema,
});

export const saveWhatsappSettings = defineOperation({
  id: 'messages.saveWhatsappSettings',
  method: 'PUT',
  path: '/api/whatsapp/settings',
  permission: ['settings', 'update'],
  tag: 'messages',
  summary: 'Guarda la cuenta de WhatsApp Business (los secretos se guardan cifrados)',
  input: z.object({
    phone_number_id: z
      .string()
      .trim()
      .regex(/^\d{1,30}$/, 'El identificador del número de WhatsApp son solo dígitos.')
      .nullable()
      .optional(),
    access_token: secret.optional(),
    app_secret: secret.optional(),
    verify_token: secret.optional(),
    templates: z
      .partialRecord(z.enum(MESSAGE_KINDS, 'Tipo de mensaje desconocido.'), templateName.or(z.literal('')))
      .optional(),
    language: z
      .string()
      .trim()
      .regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'El idioma de las plantillas es como "es" o "es_MX".')
      .optional(),
    enabled: z.boolean().optional(),
  }),
  output: whatsappSettingsSchema,
});

export const sendWhatsappTest = defineOperation({
  id: 'messages.sendWhatsappTest',
  method: 'POST',
  path: '/api/whatsapp/test',
  permission: ['settings', 'update'],
  tag: 'messages',
  summary: 'Envía un mensaje de prueba por WhatsApp con la cuenta guardada',
  input: z.object({
    phone: z
      .string({ error: 'Escribe el teléfono.' })
      .trim()
      .refine(
        (value) => value.replace(/\D/g, '').length >= 7 && value.length <= 30,
        'El teléfono no es válido.',
      ),
    // Default: Meta's sample template every account has.
    template: templateName.optional(),
    language: z
      .string()
      .trim()
      .regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'Idioma no válido.')
      .optional(),
  }),
  output: z.object({ message_id: z.string() }),
});
