// Money is a whole number of pesos shown as '$1.234.567': '.' groups thousands, no decimals.

export function formatMoney(amount: number): string {
  const rounded = Math.round(Number.isFinite(amount) ? amount : 0);
  const digits = Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${rounded < 0 ? '-' : ''}$${digits}`;
}

// '$1.234.567', '1234567', ' $ 1.234 ' -> 1234567; anything else -> null.
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/[\s$.]/g, '');
  if (!/^-?\d+$/.test(cleaned)) {
    return null;
  }
  return Number(cleaned);
}

export function isWholePesos(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isSafeInteger(amount);
}
