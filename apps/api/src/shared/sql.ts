import { type SQL, sql } from 'drizzle-orm';

// `column in ${idSet(ids)}`: the ids as one JSON parameter, so an empty list is valid SQL
// (unlike `in (${inList(ids)})` of the items engine, which needs at least one value).
export function idSet(ids: number[]): SQL {
  return sql`(select value::int from json_array_elements_text(${JSON.stringify(ids)}::json))`;
}
