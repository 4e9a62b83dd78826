import { type SQL, sql } from 'drizzle-orm';

// `column in ${idSet(ids)}`: the ids as one JSON parameter, so an empty list is valid SQL
// (unlike `in (${inList(ids)})` of the items engine, which needs at least one value).
export function idSet(ids: number[]): SQL {
  return sql`(select value::int from json_array_elements_text(${JSON.stringify(ids)}::json))`;
}

// The statements of one transaction, one after another on its connection: pg queues them
// anyway and its next major version refuses concurrent queries on one client.
export async function inOrder<T extends readonly unknown[]>(
  steps: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  const results: unknown[] = [];
  for (const step of steps) {
    results.push(await step());
  }
  return results as unknown as T;
}
