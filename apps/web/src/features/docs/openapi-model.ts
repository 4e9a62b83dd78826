// The OpenAPI document (/api/openapi.json) as the reference page shows it: operations grouped
// by tag, each with its parameters, body fields and answers, and a search over all of them.
export type OpenApiSchema = {
  type?: string | string[];
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  enum?: unknown[];
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  description?: string;
  $ref?: string;
};
type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  schema?: OpenApiSchema;
  description?: string;
};
type RawOperation = {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
  responses?: Record<string, { description?: string }>;
  security?: unknown[];
};
export type OpenApiDocument = {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, RawOperation>>;
};

export type Field = { name: string; type: string; required: boolean; where: string };
export type ApiOperation = {
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  fields: Field[];
  responses: { status: string; description: string }[];
  public: boolean;
};

const METHODS = ['get', 'post', 'patch', 'put', 'delete'];

// A schema's type in a few words: "texto", "número", "lista de número", "uno de: a, b".
export function typeOf(schema: OpenApiSchema | undefined): string {
  if (!schema) {
    return 'cualquiera';
  }
  if (schema.enum) {
    return `uno de: ${schema.enum.map(String).join(', ')}`;
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    return [...new Set(variants.map(typeOf))].join(' o ');
  }
  if (schema.$ref) {
    return schema.$ref.split('/').at(-1) ?? 'objeto';
  }
  const type = Array.isArray(schema.type) ? schema.type.filter((item) => item !== 'null')[0] : schema.type;
  switch (type) {
    case 'string':
      return 'texto';
    case 'integer':
      return 'entero';
    case 'number':
      return 'número';
    case 'boolean':
      return 'sí/no';
    case 'array':
      return `lista de ${typeOf(schema.items)}`;
    case 'object':
      return 'objeto';
    default:
      return 'cualquiera';
  }
}

function bodyFields(schema: OpenApiSchema | undefined): Field[] {
  if (!schema?.properties) {
    return schema ? [{ name: '(cuerpo)', type: typeOf(schema), required: true, where: 'body' }] : [];
  }
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    type: typeOf(property),
    required: required.has(name),
    where: 'body',
  }));
}

export function operationsOf(document: OpenApiDocument): ApiOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const raw = item[method];
      const body = raw.requestBody?.content?.['application/json']?.schema;
      return {
        id: `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        tag: raw.tags?.[0] ?? 'otros',
        summary: raw.summary ?? raw.description ?? '',
        fields: [
          ...(raw.parameters ?? []).map((parameter) => ({
            name: parameter.name,
            type: typeOf(parameter.schema),
            required: Boolean(parameter.required),
            where: parameter.in,
          })),
          ...bodyFields(body),
        ],
        responses: Object.entries(raw.responses ?? {}).map(([status, answer]) => ({
          status,
          description: answer.description ?? '',
        })),
        public: Array.isArray(raw.security) && raw.security.length === 0,
      };
    }),
  );
}

// Operations by tag, tags in alphabetical order; the search matches path, summary and tag.
export function groupOperations(operations: ApiOperation[], search = '') {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (operation: ApiOperation) => {
    const text = `${operation.method} ${operation.path} ${operation.summary} ${operation.tag}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
  const groups = new Map<string, ApiOperation[]>();
  for (const operation of operations.filter(matches)) {
    groups.set(operation.tag, [...(groups.get(operation.tag) ?? []), operation]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, list]) => ({ tag, operations: list.sort((a, b) => a.path.localeCompare(b.path)) }));
}
