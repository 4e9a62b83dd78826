import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { errorsSchema, type OperationContract, pathParamsOf } from '@sari/contracts/operation';
import { z } from 'zod';
import { itemsDocument } from './items-paths';

const STATUS_TEXT: Record<number, string> = {
  400: 'Datos no válidos (un error por campo)',
  401: 'Sin sesión',
  403: 'Sin permiso',
  404: 'No existe o no tienes acceso',
  409: 'Conflicto con otros datos',
  415: 'El cuerpo no es JSON',
  422: 'Regla de negocio',
  429: 'Demasiados intentos',
  503: 'Servicio ocupado o sin base de datos: reintentar en unos segundos',
};

// Better-auth's own endpoints that the app uses (their bodies are better-auth's).
const AUTH_PATHS = {
  '/api/auth/sign-in/email': {
    post: {
      tags: ['auth'],
      summary: 'Inicio de sesión; la respuesta incluye un token (string)',
      responses: { 200: { description: 'OK' } },
    },
  },
  '/api/auth/get-session': {
    get: {
      tags: ['auth'],
      summary: 'Sesión actual (la renueva)',
      responses: { 200: { description: 'Sesión o null' } },
    },
  },
  '/api/auth/sign-out': {
    post: { tags: ['auth'], summary: 'Cerrar sesión', responses: { 200: { description: 'OK' } } },
  },
  '/api/auth/request-password-reset': {
    post: {
      tags: ['auth'],
      summary: 'Envía por correo el enlace para restablecer la contraseña',
      responses: { 200: { description: 'OK' } },
    },
  },
  '/api/auth/reset-password': {
    post: {
      tags: ['auth'],
      summary: 'Fija una contraseña nueva con el token del enlace',
      responses: { 200: { description: 'OK' } },
    },
  },
  '/api/health': {
    get: {
      tags: ['system'],
      summary: 'Estado del servicio y de la base de datos',
      description: 'Incluye `time`: la hora del negocio (el reloj del servidor) en ISO 8601.',
      security: [],
      responses: { 200: { description: 'OK' } },
    },
  },
};

function register(registry: OpenAPIRegistry, contract: OperationContract) {
  const params = pathParamsOf(contract.path);
  const input = contract.input as z.ZodType;
  const shape = input instanceof z.ZodObject ? (input as z.ZodObject).shape : {};
  const pathSchema = z.object(
    Object.fromEntries(params.filter((name) => name in shape).map((name) => [name, shape[name]])),
  );
  const omitted = Object.fromEntries(params.map((name) => [name, true as const])) as Record<string, true>;
  // Path parameters are documented as such; the rest is the query (GET) or the body.
  // Built from the shape (zod refuses .omit() on an object with refinements, e.g. a date range).
  const rest =
    params.length && input instanceof z.ZodObject
      ? z.object(Object.fromEntries(Object.entries(shape).filter(([name]) => !omitted[name])))
      : input;
  const hasRest = !(rest instanceof z.ZodObject) || Object.keys(rest.shape).length > 0;
  const errors = Object.fromEntries(
    Object.entries(STATUS_TEXT).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: errorsSchema } } },
    ]),
  );
  registry.registerPath({
    method: contract.method.toLowerCase() as 'get',
    path: contract.path.replace(/:(\w+)/g, '{$1}'),
    operationId: contract.id,
    summary: contract.summary,
    tags: [contract.tag],
    security: contract.permission === 'public' ? [] : [{ bearer: [] }],
    'x-permission':
      typeof contract.permission === 'string' ? contract.permission : contract.permission.join(':'),
    request: {
      ...(params.length ? { params: pathSchema } : {}),
      ...(hasRest && contract.method === 'GET' ? { query: rest as z.ZodObject } : {}),
      ...(hasRest && contract.method !== 'GET'
        ? { body: { content: { 'application/json': { schema: rest } }, required: true } }
        : {}),
    },
    responses: {
      200:
        contract.media === 'csv'
          ? { description: 'Archivo CSV', content: { 'text/csv': { schema: z.string() } } }
          : {
              description: 'OK',
              content: { 'application/json': { schema: z.object({ data: contract.output }) } },
            },
      ...errors,
    },
  } as never);
}

// The served OpenAPI 3.1 document: the domain operations from their zod contracts (the same
// schemas the server validates with and the web app types with), the items collections from
// the registry the engine runs on.
export function openApiDocument(contracts: OperationContract[]) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  for (const contract of contracts) {
    register(registry, contract);
  }
  const generated = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Sari API',
      version: '1.0.0',
      description:
        'API de gestión de salones y citas. Inicia sesión con POST /api/auth/sign-in/email y envía el token como Authorization: Bearer <token>.',
    },
    security: [{ bearer: [] }],
  });
  const items = itemsDocument();
  return {
    ...generated,
    paths: { ...AUTH_PATHS, ...generated.paths, ...items.paths },
    components: {
      ...generated.components,
      schemas: { ...generated.components?.schemas, ...items.schemas },
      responses: {
        Errors: {
          description: 'Error',
          content: { 'application/json': { schema: z.toJSONSchema(errorsSchema) } },
        },
      },
    },
  };
}
