// A catalogue screen described as data: the collection, its permission module and its fields.
// One generic list + form + delete dialog serves every such screen (tags, brands, lines, ...).
export type FieldKind = 'text' | 'longText' | 'color' | 'boolean' | 'number' | 'money' | 'select' | 'enum';

export type FieldDef = {
  name: string;
  // i18n key of the label
  label: string;
  kind: FieldKind;
  required?: boolean;
  max?: number;
  min?: number;
  // select: another collection's rows as options
  options?: { collection: string; labelField: string };
  // enum: fixed values, each with an i18n key
  values?: { value: string; label: string }[];
  default?: string | number | boolean | null;
  // shown in the list table (and sortable when it is a plain column)
  inList?: boolean;
  // hidden on phones in the list
  wide?: boolean;
};

export type CatalogConfig = {
  collection: string;
  module: string;
  // i18n keys
  title: string;
  singular: string;
  // 'Nueva marca', 'Nuevo tipo de precio': Spanish nouns have a gender
  newLabel: string;
  help?: string;
  fields: FieldDef[];
  defaultSort: string;
  // the collection has is_active: in-use rows can be deactivated instead of deleted
  deactivate?: boolean;
};

export type CatalogRow = { id: number } & Record<string, unknown>;
