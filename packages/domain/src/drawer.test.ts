import { describe, expect, it } from 'vitest';
import { expectedByMethod } from './drawer';

describe('what a drawer should hold', () => {
  const row = (method: string, into: number, out: number) => ({
    payment_methods_name: method,
    in: into,
    out,
    expected: into - out,
  });

  it('lists cash first, the other methods by name', () => {
    const expected = expectedByMethod([
      row('transferencia', 30_000, 0),
      row('efectivo', 200_000 + 50_000, 20_000),
      row('datafono', 80_000, 10_000),
    ]);
    expect(expected).toEqual([
      { payment_methods_name: 'efectivo', in: 250_000, out: 20_000, expected: 230_000 },
      { payment_methods_name: 'datafono', in: 80_000, out: 10_000, expected: 70_000 },
      { payment_methods_name: 'transferencia', in: 30_000, out: 0, expected: 30_000 },
    ]);
  });

  it('lists cash even when nothing moved in it', () => {
    expect(expectedByMethod([])).toEqual([{ payment_methods_name: 'efectivo', in: 0, out: 0, expected: 0 }]);
    expect(expectedByMethod([row('datafono', 5_000, 0)]).map((row) => row.payment_methods_name)).toEqual([
      'efectivo',
      'datafono',
    ]);
  });
});
