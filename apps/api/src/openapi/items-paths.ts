import { type CollectionMeta, type FieldType, registry } from '../tenancy/meta';

const JSON_TYPES: Record<FieldType, Record<string, unknown>> = {
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
  {
    name: 'fields[]',
    description:
      'Campos: *, campo, relacion.campo, relacion.*, funciones year() month() week() day() weekday() hour() minute() second() de fechas y count() de listas, respondidas como campo_funcion (presupuesto: decisión 009). También fields[0]=…',
  },
  {
    name: 'filter',
    description:
      'Filtro JSON: _eq _neq _ieq _nieq _lt _lte _gt _gte _in _nin _null _nnull _empty _nempty _contains _ncontains _icontains _nicontains _starts_with _nstarts_with _istarts_with _nistarts_with _ends_with _nends_with _iends_with _niends_with _between _nbetween _and _or (también a través de relaciones y sobre funciones como year(campo)); variables $NOW, $NOW(-1 year), $CURRENT_USER, $CURRENT_ROLE, $CURRENT_ROLES (decisión 002)',
  },
  {
    name: 'sort[]',
    description:
      'Orden; "-" delante para descendente; también por función (year(campo)) y, con agregaciones, por una de ellas (-sum.total)',
  },
  { name: 'limit', description: 'Máximo de filas (-1 = todas, por defecto 100)' },
  { name: 'offset', description: 'Filas a saltar' },
  { name: 'page', description: 'Página (desde 1)' },
  { name: 'aggregate[count|countDistinct|sum|avg|min|max]', description: 'Agregación' },
  {
    name: 'groupBy[]',
    description:
      'Agrupación (campo o year(campo), month(campo), day(campo)...; la respuesta la nombra campo_year y su valor es texto, como Directus)',
  },
  { name: 'alias[nuevo]', description: 'Otro nombre para un campo de la colección, usado en fields' },
  { name: 'meta', description: 'total_count, filter_count o *' },
  {
    name: 'deep',
    description:
      'JSON: deep[relación_uno_a_muchos][_limit|_offset|_page|_sort|_filter|_search]; cada lista anidada trae 100 filas por defecto',
  },
  { name: 'export', description: 'json o csv: la respuesta como archivo para descargar' },
].map((parameter) => ({ ...parameter, in: 'query', required: false, schema: { type: 'string' } }));

// Search-as-you-type, a deliberate difference from Directus (decision 002): each word anywhere
// in the collection's search columns, and a number in its numeric columns.
function searchParameter(meta: CollectionMeta) {
  const numeric = [...meta.fields.values()]
    .filter(
      (field) =>
        (field.type === 'integer' || field.type === 'number') &&
        !meta.hidden.has(field.name) &&
        field.name !== 'subscriber_owner_company_id',
    )
    .map((field) => field.name);
  const words = meta.search.length
    ? `Cada palabra, en cualquier parte de ${meta.search.join(', ')} (sin distinguir mayúsculas; a diferencia de Directus, que busca la frase entera en todos los textos)`
    : 'Sin campos de texto que buscar';
  return {
    name: 'search',
    in: 'query',
    required: false,
    schema: { type: 'string' },
    description: `${words}; un número también encuentra las filas con ${numeric.join(', ') || 'id'} igual a él.`,
  };
}

const errors = { $ref: '#/components/responses/Errors' };

// The items collections' part of the OpenAPI document, generated from the same registry the
// engine runs on: one schema per collection and its list/one/create/update/delete paths.
export function itemsDocument() {
  const schemas: Record<string, unknown> = {};
  const paths: Record<string, unknown> = {};
  for (const meta of registry.values()) {
    const properties: Record<string, unknown> = {};
    for (const name of meta.readable) {
      const field = meta.fields.get(name)!;
      const type = JSON_TYPES[field.type];
      properties[name] = {
        ...(field.nullable && type.type ? { type: [type.type, 'null'] } : type),
        ...(type.format ? { format: type.format } : {}),
        ...(field.writable ? {} : { readOnly: true }),
      };
    }
    for (const [alias, relation] of meta.o2m) {
      properties[alias] = { type: 'array', items: { $ref: `#/components/schemas/${relation.collection}` } };
    }
    schemas[meta.name] = { type: 'object', properties, 'x-module': meta.def.module };
    const item = {
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${meta.name}` } } },
    };
    const tags = [meta.def.module];
    const ok = { description: 'OK' };
    const writable = !meta.def.readonly && meta.tenancy === 'company';
    const readPermission = `${meta.readModules.join('|')}:read`;
    paths[`/api/items/${meta.name}`] = {
      get: {
        tags,
        summary: `Lista de ${meta.name}`,
        'x-permission': readPermission,
        parameters: [...QUERY_PARAMETERS, searchParameter(meta)],
        responses: { 200: ok, 400: errors, 401: errors, 403: errors },
      },
      ...(writable
        ? {
            post: {
              tags,
              summary: `Crear ${meta.name} (uno o una lista)`,
              'x-permission': `${meta.def.module}:create`,
              requestBody: item,
              responses: { 200: ok, 400: errors, 403: errors, 409: errors },
            },
            patch: {
              tags,
              summary: `Modificar varios ${meta.name}`,
              'x-permission': `${meta.def.module}:update`,
              responses: { 200: ok, 400: errors, 404: errors },
            },
            delete: {
              tags,
              summary: `Eliminar varios ${meta.name}`,
              'x-permission': `${meta.def.module}:delete`,
              responses: { 204: { description: 'Eliminados' }, 404: errors, 409: errors },
            },
          }
        : {}),
    };
    paths[`/api/items/${meta.name}/{id}`] = {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        tags,
        summary: `Un ${meta.name}`,
        'x-permission': readPermission,
        responses: { 200: ok, 404: errors },
      },
      ...(writable || meta.tenancy === 'self'
        ? {
            patch: {
              tags,
              summary: `Modificar un ${meta.name}`,
              'x-permission': `${meta.def.module}:update`,
              requestBody: item,
              responses: { 200: ok, 400: errors, 404: errors },
            },
          }
        : {}),
      ...(writable
        ? {
            delete: {
              tags,
              summary: `Eliminar un ${meta.name}`,
              'x-permission': `${meta.def.module}:delete`,
              responses: { 204: { description: 'Eliminado' }, 404: errors, 409: errors },
            },
          }
        : {}),
    };
  }
  return { schemas, paths };
}
