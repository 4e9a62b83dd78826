import { type FieldType, registry } from '../items/meta';

const JSON_TYPES: Record<FieldType, Record<string, string>> = {
  integer: { type: 'integer' },
  number: { type: 'number' },
  text: { type: 'string' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date' },
  time: { type: 'string', pattern: '^\\d{2}:\\d{2}(:\\d{2})?$' },
  timestamp: { type: 'string', format: 'date-time' },
  timestamptz: { type: 'string', format: 'date-time' },
  json: {},
  uuid: { type: 'string', format: 'uuid' },
};

const QUERY_PARAMETERS = [
  { name: 'fields[]', description: 'Campos: *, campo, relacion.campo, relacion.*' },
  {
    name: 'filter',
    description:
      'Filtro JSON: _eq _neq _lt _lte _gt _gte _in _nin _null _nnull _contains _icontains _starts_with _between _and _or (también a través de relaciones)',
  },
  { name: 'search', description: 'Texto a buscar en los campos de texto' },
  { name: 'sort[]', description: 'Orden; "-" delante para descendente' },
  { name: 'limit', description: 'Máximo de filas (-1 = todas, por defecto 100)' },
  { name: 'offset', description: 'Filas a saltar' },
  { name: 'page', description: 'Página (desde 1)' },
  { name: 'aggregate[count|countDistinct|sum|avg|min|max]', description: 'Agregación' },
  { name: 'groupBy[]', description: 'Agrupación (campo o year(campo), month(campo), day(campo)...)' },
  { name: 'meta', description: 'total_count, filter_count o *' },
].map((parameter) => ({ ...parameter, in: 'query', required: false, schema: { type: 'string' } }));

const errorResponse = {
  description: 'Error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Errors' } } },
};

// OpenAPI 3.1 description generated from the same collection registry the engine runs on.
export function openApiDocument() {
  const schemas: Record<string, unknown> = {
    Errors: {
      type: 'object',
      properties: {
        errors: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              message: { type: 'string' },
              extensions: { type: 'object', properties: { code: { type: 'string' } } },
            },
          },
        },
      },
    },
  };
  const paths: Record<string, unknown> = {
    '/api/health': {
      get: {
        summary: 'Estado del servicio y de la base de datos',
        responses: { 200: { description: 'OK' } },
      },
    },
    '/api/auth/sign-up/business': {
      post: {
        summary: 'Registro de un negocio nuevo (dueño, empresa, sede, administrador)',
        responses: {
          200: { description: 'Sesión iniciada; incluye token' },
          400: errorResponse,
          409: errorResponse,
        },
      },
    },
    '/api/auth/sign-in/email': {
      post: {
        summary: 'Inicio de sesión; la respuesta incluye un token (string)',
        responses: { 200: { description: 'OK' }, 401: errorResponse, 429: errorResponse },
      },
    },
    '/api/auth/get-session': {
      get: { summary: 'Sesión actual (la renueva)', responses: { 200: { description: 'Sesión o null' } } },
    },
    '/api/auth/sign-out': { post: { summary: 'Cerrar sesión', responses: { 200: { description: 'OK' } } } },
    '/api/auth/request-password-reset': {
      post: {
        summary: 'Envía por correo el enlace para restablecer la contraseña',
        responses: { 200: { description: 'OK' } },
      },
    },
    '/api/auth/reset-password': {
      post: {
        summary: 'Fija una contraseña nueva con el token del enlace',
        responses: { 200: { description: 'OK' }, 400: errorResponse },
      },
    },
    '/api/users/me': {
      get: {
        summary: 'Usuario actual: empresa, roles, permisos y sedes',
        responses: { 200: { description: 'OK' }, 401: errorResponse },
      },
    },
    '/api/clients/import': {
      post: {
        summary: 'Importa clientes desde CSV: todos o ninguno; los errores indican la línea',
        tags: ['clients'],
        'x-permission': 'clients:create',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['csv'],
                properties: {
                  csv: { type: 'string' },
                  duplicates: { type: 'string', enum: ['error', 'skip'] },
                },
              },
            },
          },
        },
        responses: {
          200: { description: '{created, skipped, ignored_columns}' },
          400: errorResponse,
          403: errorResponse,
        },
      },
    },
    '/api/clients/export': {
      get: {
        summary: 'Exporta los clientes en CSV (los encabezados que lee la importación)',
        tags: ['clients'],
        'x-permission': 'clients:read',
        parameters: [{ name: 'inactive', in: 'query', schema: { type: 'boolean' } }],
        responses: { 200: { description: 'text/csv' }, 403: errorResponse },
      },
    },
    '/api/sites/{id}/schedule': {
      put: {
        summary: 'Horario semanal de una sede: los 7 días con apertura y cierre, en una transacción',
        tags: ['settings'],
        'x-permission': 'settings:update',
        responses: {
          200: { description: 'Los 7 días guardados' },
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    '/api/users/invite': {
      post: {
        summary: 'Invita un usuario por correo con roles y sedes; el enlace le permite elegir su contraseña',
        tags: ['users'],
        'x-permission': 'users:create',
        responses: {
          200: { description: '{id, email, invited}' },
          400: errorResponse,
          403: errorResponse,
          409: errorResponse,
        },
      },
    },
    '/api/products/{id}/stock-adjustments': {
      post: {
        summary: 'Ajuste de inventario con motivo: registra el movimiento y el saldo',
        tags: ['products'],
        'x-permission': 'products:update',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['site_id', 'mode', 'quantity', 'reason'],
                properties: {
                  site_id: { type: 'integer' },
                  mode: { type: 'string', enum: ['delta', 'count'] },
                  quantity: { type: 'integer' },
                  reason: { type: 'string' },
                  min_stock: { type: 'integer' },
                },
              },
            },
          },
        },
        responses: {
          200: { description: '{current_stock, quantity, movement_id}' },
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
  };
  for (const meta of registry.values()) {
    const properties: Record<string, unknown> = {};
    for (const name of meta.readable) {
      const field = meta.fields.get(name)!;
      properties[name] = {
        ...JSON_TYPES[field.type],
        ...(field.nullable ? { nullable: true } : {}),
        ...(field.writable ? {} : { readOnly: true }),
      };
    }
    for (const alias of meta.o2m.keys()) {
      properties[alias] = {
        type: 'array',
        items: { $ref: `#/components/schemas/${meta.o2m.get(alias)!.collection}` },
      };
    }
    schemas[meta.name] = { type: 'object', properties, 'x-module': meta.def.module };
    const item = {
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${meta.name}` } } },
    };
    const tag = [meta.def.module];
    const writable = !meta.def.readonly && meta.tenancy === 'company';
    paths[`/api/items/${meta.name}`] = {
      get: {
        tags: tag,
        summary: `Lista de ${meta.name}`,
        parameters: QUERY_PARAMETERS,
        responses: { 200: { description: 'OK' }, 400: errorResponse, 403: errorResponse },
      },
      ...(writable
        ? {
            post: {
              tags: tag,
              summary: `Crear ${meta.name} (uno o una lista)`,
              requestBody: item,
              responses: { 200: { description: 'Creado' }, 400: errorResponse, 403: errorResponse },
            },
            patch: {
              tags: tag,
              summary: `Modificar varios ${meta.name}`,
              responses: { 200: { description: 'OK' }, 400: errorResponse, 404: errorResponse },
            },
            delete: {
              tags: tag,
              summary: `Eliminar varios ${meta.name}`,
              responses: { 204: { description: 'Eliminados' }, 404: errorResponse, 409: errorResponse },
            },
          }
        : {}),
    };
    paths[`/api/items/${meta.name}/{id}`] = {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      get: {
        tags: tag,
        summary: `Un ${meta.name}`,
        responses: { 200: { description: 'OK' }, 404: errorResponse },
      },
      ...(writable || meta.tenancy === 'self'
        ? {
            patch: {
              tags: tag,
              summary: `Modificar un ${meta.name}`,
              requestBody: item,
              responses: { 200: { description: 'OK' }, 400: errorResponse, 404: errorResponse },
            },
          }
        : {}),
      ...(writable
        ? {
            delete: {
              tags: tag,
              summary: `Eliminar un ${meta.name}`,
              responses: { 204: { description: 'Eliminado' }, 404: errorResponse, 409: errorResponse },
            },
          }
        : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Sari API', version: '1.0.0', description: 'API de gestión de salones y citas.' },
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
