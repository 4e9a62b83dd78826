import { defineOperation } from './operation';
import { z } from './zod';

export const MAX_IMPORT_ROWS = 5000;

export const importClients = defineOperation({
  id: 'clients.import',
  method: 'POST',
  path: '/api/clients/import',
  permission: ['clients', 'create'],
  tag: 'clients',
  summary: 'Importa clientes desde CSV: todos o ninguno; los errores indican la línea',
  input: z.object({
    csv: z
      .string({ error: 'Envía el contenido del archivo CSV en "csv".' })
      .refine((text) => text.trim() !== '', 'Envía el contenido del archivo CSV en "csv".'),
    // error: a row already in the company (or earlier in the file) stops the import; skip: left out
    duplicates: z
      .enum(['error', 'skip'], { error: '"duplicates" debe ser "error" o "skip".' })
      .default('error'),
  }),
  output: z.object({ created: z.number(), skipped: z.number(), ignored_columns: z.array(z.string()) }),
});

export const exportClients = defineOperation({
  id: 'clients.export',
  method: 'GET',
  path: '/api/clients/export',
  permission: ['clients', 'read'],
  tag: 'clients',
  summary: 'Todos los clientes en CSV (UTF-8 con BOM), con los encabezados que lee la importación',
  input: z.object({ inactive: z.enum(['true', 'false']).default('false') }),
  output: z.string(),
  media: 'csv',
});
