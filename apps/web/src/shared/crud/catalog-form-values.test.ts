import { describe, expect, it } from 'vitest';
import { fieldSchema, initialValue, toPayload } from './catalog-form-values';
import type { CatalogConfig, FieldDef } from './types';

const t = (key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(options) : ''}`;

const CONFIG: CatalogConfig = {
  collection: 'product_line',
  module: 'products',
  title: 'x',
  singular: 'x',
  newLabel: 'x',
  fields: [
    { name: 'name', label: 'Nombre', kind: 'text', required: true, max: 5 },
    {
      name: 'brand_id',
      label: 'Marca',
      kind: 'select',
      options: { collection: 'brand', labelField: 'name' },
    },
  ],
  defaultSort: 'name',
};

describe("a catalogue form's values", () => {
  it('checks a required text, its length, a colour and a whole number in range', () => {
    const [name] = CONFIG.fields as FieldDef[];
    expect(fieldSchema(name, t).safeParse('  ').success).toBe(false);
    expect(fieldSchema(name, t).safeParse('Largo!').success).toBe(false);
    expect(fieldSchema(name, t).safeParse('Lima').success).toBe(true);
    const color = { name: 'color', label: 'Color', kind: 'color' } as FieldDef;
    expect(fieldSchema(color, t).safeParse('#12ABcd').success).toBe(true);
    expect(fieldSchema(color, t).safeParse('rojo').success).toBe(false);
    const money = { name: 'cost', label: 'Costo', kind: 'money', min: 1, max: 100 } as FieldDef;
    expect(fieldSchema(money, t).safeParse('50').success).toBe(true);
    expect(fieldSchema(money, t).safeParse('0').success).toBe(false);
    expect(fieldSchema(money, t).safeParse('1.5').success).toBe(false);
  });

  it('starts from the row (a relation by its id) and saves empty texts as null, ids as numbers', () => {
    const [name, brand] = CONFIG.fields as FieldDef[];
    const row = { id: 3, name: 'Lima', brand_id: { id: 7, name: 'OPI' } };
    expect(initialValue(name, row)).toBe('Lima');
    expect(initialValue(brand, row)).toBe('7');
    expect(initialValue(brand)).toBe('');
    expect(toPayload(CONFIG, { name: ' Lima ', brand_id: '7' })).toEqual({ name: 'Lima', brand_id: 7 });
    expect(toPayload(CONFIG, { name: 'Lima', brand_id: '' })).toEqual({ name: 'Lima', brand_id: null });
  });
});
