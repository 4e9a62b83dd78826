import { z } from 'zod';
import type { CatalogConfig, CatalogRow, FieldDef } from './types';

// A catalogue form's values: each field's check, its first value, and what is saved.

export type Values = Record<string, string | boolean>;
export type T = (key: string, options?: Record<string, unknown>) => string;

export function fieldSchema(field: FieldDef, t: T) {
  const label = t(field.label);
  if (field.kind === 'boolean') {
    return z.boolean();
  }
  let text = z.string().trim();
  if (field.required) {
    text = text.min(1, t('crud.required', { field: label }));
  }
  if (field.kind === 'color') {
    return text.refine((value) => value === '' || /^#[0-9A-Fa-f]{6}$/.test(value), t('crud.colorInvalid'));
  }
  if (field.kind === 'number' || field.kind === 'money') {
    return text.refine(
      (value) => {
        if (value === '') {
          return !field.required;
        }
        const number = Number(value);
        return (
          Number.isInteger(number) &&
          number >= (field.min ?? 0) &&
          (field.max === undefined || number <= field.max)
        );
      },
      t('crud.numberRange', { field: label, min: field.min ?? 0, max: field.max ?? '∞' }),
    );
  }
  return text.max(field.max ?? 200, t('crud.tooLong', { field: label, max: field.max ?? 200 }));
}

export const initialValue = (field: FieldDef, row?: CatalogRow): string | boolean => {
  const value = row?.[field.name];
  if (field.kind === 'boolean') {
    return typeof value === 'boolean' ? value : Boolean(field.default ?? false);
  }
  if (field.kind === 'select') {
    const related = value as { id: number } | null | undefined;
    return related?.id ? String(related.id) : '';
  }
  return value === null || value === undefined ? String(field.default ?? '') : String(value);
};

// Empty optional texts are stored as null; numbers and relation ids as numbers.
export function toPayload(config: CatalogConfig, values: Values) {
  return Object.fromEntries(
    config.fields.map((field) => {
      const value = values[field.name];
      if (typeof value === 'boolean') {
        return [field.name, value];
      }
      const text = value.trim();
      if (text === '') {
        return [field.name, null];
      }
      return [field.name, ['number', 'money', 'select'].includes(field.kind) ? Number(text) : text];
    }),
  );
}
