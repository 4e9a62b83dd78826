import { readFileSync } from 'node:fs';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { registry } from '../tenancy/meta';
import { RELATIONS_FILE, relationsTypeSource } from './relations-type';

describe('the web’s item types', () => {
  it('are written from the registry as it is (npm run db:item-types)', () => {
    expect(readFileSync(RELATIONS_FILE, 'utf8')).toBe(relationsTypeSource());
  });

  it('name each column as the table does (the types read the drizzle keys)', () => {
    for (const meta of registry.values()) {
      const table = meta.def.table as unknown as Record<string, { name?: string }>;
      for (const column of getTableConfig(meta.def.table).columns) {
        expect(table[column.name]?.name, `${meta.name}.${column.name}`).toBe(column.name);
      }
    }
  });
});
