import type { Action, Module } from './modules';
import { z } from './zod';

// Who may call an operation: a (module, action) pair of the user's roles, any signed-in user,
// or anyone (the public pages and sign-up; listed beside the access gate).
export type Permission = readonly [Module, Action] | 'session' | 'public';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// One domain operation as both sides see it: the API validates with `input` and answers
// `{ data: output }`; the web app takes its types and form rules from the same schemas; the
// OpenAPI document is generated from it.
export type OperationContract<Input extends z.ZodType = z.ZodType, Output extends z.ZodType = z.ZodType> = {
  id: string;
  method: HttpMethod;
  // Hono syntax: '/api/products/:id/stock-adjustments'. Path parameters are part of `input`.
  path: string;
  permission: Permission;
  summary: string;
  tag: string;
  input: Input;
  output: Output;
  // 'csv' or 'pdf': the answer is the file itself; 'event-stream': server-sent events. Not `{ data }`.
  media?: 'json' | 'csv' | 'event-stream' | 'pdf';
};

export function defineOperation<Input extends z.ZodType, Output extends z.ZodType>(
  contract: OperationContract<Input, Output>,
): OperationContract<Input, Output> {
  return contract;
}

export type InputOf<C> = C extends OperationContract<infer I, z.ZodType> ? z.input<I> : never;
export type OutputOf<C> = C extends OperationContract<z.ZodType, infer O> ? z.output<O> : never;

// The path of a call with its parameters filled in: '/api/products/7/stock-adjustments'.
export function pathOf(contract: OperationContract, params: Record<string, string | number> = {}): string {
  return contract.path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) {
      throw new Error(`${contract.id}: falta el parámetro "${name}"`);
    }
    return encodeURIComponent(String(params[name]));
  });
}

export const pathParamsOf = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);

// A path id: a positive whole number (a text from the URL or a number in a body).
export const idSchema = z.coerce
  .number({ error: 'El identificador debe ser un número.' })
  .int('El identificador debe ser un número entero.')
  .positive('El identificador debe ser mayor que cero.')
  .max(2_147_483_647, 'El identificador está fuera de rango.');

export const errorsSchema = z.object({
  errors: z.array(
    z.object({
      message: z.string(),
      extensions: z.object({ code: z.string(), field: z.string().optional() }).catchall(z.unknown()),
    }),
  ),
});
