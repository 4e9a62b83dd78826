import { describe, expect, it } from 'vitest';
import { type LineField, lineTexts, parseLineValue, parseLineValues } from './line-fields';

const quantity: LineField = { name: 'quantity', label: 'Cantidad', kind: 'quantity', initial: '1' };
const price: LineField = { name: 'unit_price', label: 'Precio unitario', kind: 'money' };
const discount: LineField = {
  name: 'discount',
  label: 'Descuento',
  kind: 'money',
  optional: true,
  initial: '0',
};

describe("a document line's numbers", () => {
  it('takes a quantity from 1 to a million, whole', () => {
    expect(parseLineValue(quantity, ' 3 ')).toBe(3);
    expect(parseLineValue(quantity, '1000000')).toBe(1_000_000);
    for (const text of ['0', '1000001', '2.5', '-1', '', 'dos']) {
      expect(parseLineValue(quantity, text)).toBeNull();
    }
  });

  it('takes money as whole pesos, zero or more, and an empty optional field as zero', () => {
    expect(parseLineValue(price, '$12.500')).toBe(12_500);
    expect(parseLineValue(price, '0')).toBe(0);
    expect(parseLineValue(price, '')).toBeNull();
    expect(parseLineValue(price, '-5')).toBeNull();
    expect(parseLineValue(discount, '')).toBe(0);
  });

  it('reads every field or none', () => {
    const fields = [quantity, price, discount];
    expect(lineTexts(fields)).toEqual({ quantity: '1', unit_price: '', discount: '0' });
    expect(parseLineValues(fields, { quantity: '2', unit_price: '9000', discount: '' })).toEqual({
      quantity: 2,
      unit_price: 9000,
      discount: 0,
    });
    expect(parseLineValues(fields, { quantity: '2', unit_price: '', discount: '0' })).toBeNull();
  });
});
