import {
  type InputOf,
  type OperationContract,
  type OutputOf,
  pathOf,
  pathParamsOf,
} from '@sari/contracts/operation';
import { http } from './http';

// Calls a domain operation by its contract: the path parameters come out of the input, the
// rest goes as the query (GET) or the JSON body; the answer's `data` is typed by the contract.
export async function callOperation<C extends OperationContract>(
  contract: C,
  input: InputOf<C>,
): Promise<OutputOf<C>> {
  const names = new Set(pathParamsOf(contract.path));
  const params: Record<string, string | number> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (names.has(key)) {
      params[key] = value as string | number;
    } else {
      rest[key] = value;
    }
  }
  const path = pathOf(contract, params).replace(/^\/api/, '');
  const answer =
    contract.method === 'GET'
      ? await http<{ data: OutputOf<C> }>(path, { query: rest })
      : await http<{ data: OutputOf<C> }>(path, { method: contract.method, body: rest });
  return answer.data;
}
