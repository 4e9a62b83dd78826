import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyRange, isWholePesos, moneyRange, parseMoney, sitePriceRange } from './money';

describe('money', () => {
  it('formats whole pesos with dots as thousands separators', () => {
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(999)).toBe('$999');
    expect(formatMoney(1000)).toBe('$1.000');
    expect(formatMoney(1234567)).toBe('$1.234.567');
    expect(formatMoney(-1500)).toBe('-$1.500');
  });

  it('signs a movement in with plus only when asked, and never with a typed minus (U+2212)', () => {
    expect(formatMoney(8500, { plus: true })).toBe('+$8.500');
    expect(formatMoney(-8500, { plus: true })).toBe('-$8.500');
    expect(formatMoney(0, { plus: true })).toBe('$0');
    expect(formatMoney(-0)).toBe('$0');
    expect(formatMoney(-8500)).not.toContain('\u2212');
  });

  it('rounds to whole pesos', () => {
    expect(formatMoney(1499.5)).toBe('$1.500');
    expect(formatMoney(Number.NaN)).toBe('$0');
  });

  it('parses what it formats', () => {
    expect(parseMoney('$1.234.567')).toBe(1234567);
    expect(parseMoney(' $ 45.000 ')).toBe(45000);
    expect(parseMoney('-$1.500')).toBe(-1500);
    expect(parseMoney('12,5')).toBeNull();
    expect(parseMoney('')).toBeNull();
  });

  it('knows whole pesos', () => {
    expect(isWholePesos(10)).toBe(true);
    expect(isWholePesos(10.5)).toBe(false);
    expect(isWholePesos('10')).toBe(false);
  });
});

describe('formatMoneyRange', () => {
  it('shows one price or a range, and a placeholder without prices', () => {
    expect(formatMoneyRange([35000, 35000])).toBe('$35.000');
    expect(formatMoneyRange([35000, 40000])).toBe('$35.000 – $40.000');
    expect(formatMoneyRange(null, 'Sin precio')).toBe('Sin precio');
    expect(moneyRange([40000, 35000, 38000])).toEqual([35000, 40000]);
    expect(moneyRange([])).toBeNull();
  });

  it("reads a site's price, or the range of all sites for site 0", () => {
    const rows = [
      { site_id: 1, price: 40000 },
      { site_id: 2, price: 35000 },
    ];
    expect(sitePriceRange(rows, 2)).toEqual([35000, 35000]);
    expect(sitePriceRange(rows, 0)).toEqual([35000, 40000]);
    expect(sitePriceRange(rows, 3)).toBeNull();
  });
});
