import type { CollectionName, ItemColumn, ItemSort } from '../api/http';

// A catalogue screen described as data: the collection, its permission module and its fields.
// One generic list + form + delete dialog serves every such screen (tags, brands, lines, ...).
export type FieldKind = 'text' | 'longText' | 'color' | 'boolean' | 'number' | 'money' | 'select' | 'enum';

export type FieldDef<C extends CollectionName = CollectionName> = {
  // a column of the collection (checked against the schema, decision 045)
  name: C extends CollectionName ? ItemColumn<C> : never;
  // i18n key of the label
  label: string;
  kind: FieldKind;
  required?: boolean;
  max?: number;
  min?: number;
  // select: another collection's rows as options
  options?: CatalogOptions;
  // enum: fixed values, each with an i18n key
  values?: { value: string; label: string }[];
  default?: string | number | boolean | null;
  // shown in the list table (and sortable when it is a plain column)
  inList?: boolean;
  // hidden on phones in the list
  wide?: boolean;
};

// A select field's options: another collection and its label column.
export type CatalogOptions = {
  [T in CollectionName]: { collection: T; labelField: ItemColumn<T> };
}[CollectionName];

export type CatalogConfigOf<C extends CollectionName> = {
  collection: C;
  module: string;
  // i18n keys
  title: string;
  singular: string;
  // 'Nueva marca', 'Nuevo tipo de precio': Spanish nouns have a gender
  newLabel: string;
  help?: string;
  fields: readonly FieldDef<C>[];
  defaultSort: ItemSort<C>;
  // the collection has is_active: in-use rows can be deactivated instead of deleted
  deactivate?: boolean;
};

// One per collection: the collection names the fields a config may list.
export type CatalogConfig = { [C in CollectionName]: CatalogConfigOf<C> }[CollectionName];

export type CatalogRow = { id: number } & Record<string, unknown>;
