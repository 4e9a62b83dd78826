import { type SQL, sql } from 'drizzle-orm';

// `column in ${idSet(ids)}`: the ids as one array parameter, so an empty list is valid SQL
// (unlike `in (${inList(ids)})` of the items engine, which needs at least one value).
export function idSet(ids: number[]): SQL {
  return sql`(select unnest(${idArray(ids)}))`;
}

// `column = any(${idArray(ids)})`: the same test as one array comparison, which the planner
// weighs in a fraction of the time of a semi-join (the statements every booking sends).
// An int[] of one bound value: the planner sees its length (a JSON list looked like 100 rows of
// anything and turned an index lookup of 20 specialists into a scan of every booking).
export function idArray(ids: number[]): SQL {
  const list = ids.map((id) => Math.trunc(Number(id)));
  return sql`${`{${list.join(',')}}`}::int[]`;
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
