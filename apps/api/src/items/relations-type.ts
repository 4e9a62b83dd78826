import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { registry } from '../tenancy/meta';

// The part of the items API's shape that drizzle's column types do not carry: which columns are
// relations (foreign keys) and to what, which one-to-many aliases a collection answers, and which
// columns it hides. Written as a type beside the registry (decision 045) so the web's items calls
// are checked against it; item-relations.test.ts fails when the file is stale.
export const RELATIONS_FILE = fileURLToPath(
  new URL('../../../../packages/db/src/registry/relations.gen.ts', import.meta.url),
);

const quote = (text: string) => `'${text}'`;

function members(entries: [string, string][], indent: string): string {
  if (entries.length === 0) {
    return 'Record<never, never>';
  }
  const lines = entries.map(([key, value]) => `${indent}  ${key}: ${quote(value)};`);
  return `{\n${lines.join('\n')}\n${indent}}`;
}

export function relationsTypeSource(): string {
  const names = [...registry.keys()].sort();
  const blocks = names.map((name) => {
    const meta = registry.get(name)!;
    const hidden = [...meta.hidden].sort();
    const m2o = [...meta.m2o.values()]
      .filter((relation) => !meta.hidden.has(relation.field))
      .map((relation): [string, string] => [relation.field, relation.collection])
      .sort(([a], [b]) => a.localeCompare(b));
    const o2m = [...meta.o2m.values()]
      .map((relation): [string, string] => [relation.alias, relation.collection])
      .sort(([a], [b]) => a.localeCompare(b));
    return [
      `  ${name}: {`,
      `    hidden: ${hidden.length ? hidden.map(quote).join(' | ') : 'never'};`,
      `    m2o: ${members(m2o, '    ')};`,
      `    o2m: ${members(o2m, '    ')};`,
      '  };',
    ].join('\n');
  });
  return [
    '// Generated from the items registry and the drizzle foreign keys by',
    '// apps/api/src/items/relations-type.ts (npm run db:item-types). Do not edit.',
    '// item-relations.test.ts fails when it is stale; item-types.ts checks it against the tables.',
    'export type ItemRelations = {',
    ...blocks,
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(RELATIONS_FILE, relationsTypeSource());
}
