import { collectionDefs } from '@sari/db/registry/index';
import type { CollectionDef, Module } from '@sari/db/registry/types';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';

export type FieldType =
  | 'integer'
  | 'text'
  | 'boolean'
  | 'date'
  | 'time'
  | 'timestamp'
  | 'timestamptz'
  | 'number'
  | 'json'
  | 'uuid';

export type FieldMeta = {
  name: string;
  type: FieldType;
  nullable: boolean;
  hasDefault: boolean;
  // id, company, stamps, generated and declared read-only columns: never written by clients.
  writable: boolean;
  // Written on create only (the registry's createOnlyFields).
  createOnly: boolean;
};

export type ManyToOne = { field: string; collection: string };
export type OneToManyMeta = { alias: string; collection: string; field: string };

export type CollectionMeta = {
  name: string;
  def: CollectionDef;
  tenancy: NonNullable<CollectionDef['tenancy']>;
  fields: Map<string, FieldMeta>;
  // Readable columns in declaration order (hidden ones left out).
  readable: string[];
  hidden: Set<string>;
  m2o: Map<string, ManyToOne>;
  o2m: Map<string, OneToManyMeta>;
  search: string[];
  readModules: Module[];
};

const SYSTEM_FIELDS = new Set(['id', 'subscriber_owner_company_id', 'date_created', 'date_updated']);

function fieldType(column: PgColumn): FieldType {
  switch (column.columnType) {
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgSerial':
    case 'PgSmallSerial':
    case 'PgBigInt53':
    case 'PgBigSerial53':
      return 'integer';
    case 'PgNumeric':
    case 'PgNumericNumber':
    case 'PgReal':
    case 'PgDoublePrecision':
      return 'number';
    case 'PgBoolean':
      return 'boolean';
    case 'PgDate':
    case 'PgDateString':
      return 'date';
    case 'PgTime':
      return 'time';
    case 'PgTimestamp':
    case 'PgTimestampString':
      return (column as unknown as { withTimezone: boolean }).withTimezone ? 'timestamptz' : 'timestamp';
    case 'PgJson':
    case 'PgJsonb':
      return 'json';
    case 'PgUUID':
      return 'uuid';
    default:
      return 'text';
  }
}

function buildRegistry(defs: Record<string, CollectionDef>): Map<string, CollectionMeta> {
  const byTable = new Map<string, string>();
  for (const [name, def] of Object.entries(defs)) {
    byTable.set(getTableConfig(def.table).name, name);
  }
  const registry = new Map<string, CollectionMeta>();
  for (const [name, def] of Object.entries(defs)) {
    const config = getTableConfig(def.table);
    const hidden = new Set(def.hidden ?? []);
    const readonlyFields = new Set(def.readonlyFields ?? []);
    const createOnly = new Set(def.createOnlyFields ?? []);
    const fields = new Map<string, FieldMeta>();
    for (const column of config.columns) {
      const generated = Boolean(
        (column as unknown as { generatedIdentity?: unknown; generated?: unknown }).generatedIdentity ??
          (column as unknown as { generated?: unknown }).generated,
      );
      fields.set(column.name, {
        name: column.name,
        type: fieldType(column),
        nullable: !column.notNull,
        hasDefault: column.hasDefault || generated,
        writable:
          !SYSTEM_FIELDS.has(column.name) &&
          !generated &&
          !readonlyFields.has(column.name) &&
          !hidden.has(column.name) &&
          column.name !== def.actorField,
        createOnly: createOnly.has(column.name),
      });
    }
    const m2o = new Map<string, ManyToOne>();
    for (const fk of config.foreignKeys) {
      const reference = fk.reference();
      const target = byTable.get(getTableConfig(reference.foreignTable).name);
      if (target && reference.columns.length === 1) {
        m2o.set(reference.columns[0].name, { field: reference.columns[0].name, collection: target });
      }
    }
    registry.set(name, {
      name,
      def,
      tenancy: def.tenancy ?? 'company',
      fields,
      readable: [...fields.keys()].filter((field) => !hidden.has(field)),
      hidden,
      m2o,
      o2m: new Map(),
      search:
        def.search ??
        [...fields.values()].filter((f) => f.type === 'text' && !hidden.has(f.name)).map((f) => f.name),
      readModules: [def.module, ...(def.readModules ?? [])],
    });
  }
  addOneToMany(registry);
  return registry;
}

// Reverse foreign keys become one-to-many aliases named after the child collection, unless a
// child points at the same parent twice (then only declared aliases exist).
function addOneToMany(registry: Map<string, CollectionMeta>) {
  for (const child of registry.values()) {
    const perParent = new Map<string, ManyToOne[]>();
    for (const relation of child.m2o.values()) {
      perParent.set(relation.collection, [...(perParent.get(relation.collection) ?? []), relation]);
    }
    for (const [parentName, relations] of perParent) {
      const parent = registry.get(parentName);
      if (!parent || relations.length !== 1 || parent.fields.has(child.name)) {
        continue;
      }
      parent.o2m.set(child.name, { alias: child.name, collection: child.name, field: relations[0].field });
    }
  }
  for (const parent of registry.values()) {
    for (const [alias, declared] of Object.entries(parent.def.o2m ?? {})) {
      const child = registry.get(declared.collection);
      if (!child?.m2o.has(declared.field)) {
        throw new Error(
          `o2m ${parent.name}.${alias}: ${declared.collection}.${declared.field} is not a relation`,
        );
      }
      parent.o2m.set(alias, { alias, ...declared });
    }
  }
}

export const registry = buildRegistry(collectionDefs);

export function getCollection(name: string): CollectionMeta | undefined {
  return Object.hasOwn(collectionDefs, name) ? registry.get(name) : undefined;
}
