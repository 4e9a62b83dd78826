// Money is a whole number of pesos shown as '$1.234.567': '.' groups thousands, no decimals.
// The one way an amount is drawn, on screens, receipts and e-mails alike: a negative amount (a
// discount, a balance used, a refund) is '-$8.500' with the plain hyphen-minus, never a typed
// '−' (U+2212) before a positive one; `plus` writes '+$8.500' for a movement in.

export function formatMoney(amount: number, options?: { plus?: boolean }): string {
  const rounded = Math.round(Number.isFinite(amount) ? amount : 0);
  const digits = Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${rounded < 0 ? '-' : options?.plus && rounded > 0 ? '+' : ''}$${digits}`;
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

// The lowest and highest of some amounts (a price across sites), or null for none.
export function moneyRange(amounts: number[]): [number, number] | null {
  return amounts.length ? [Math.min(...amounts), Math.max(...amounts)] : null;
}

// The price at one site, or the range across sites when siteId is 0 ("Todas mis sedes"): what a
// catalogue list shows for a service, a product's default price or a prepaid plan.
export function sitePriceRange(rows: readonly { site_id: number; price: number }[], siteId: number) {
  return moneyRange(rows.filter((row) => siteId === 0 || row.site_id === siteId).map((row) => row.price));
}

// A price that differs by site: '$35.000 – $40.000', or one price when all agree.
export function formatMoneyRange(range: [number, number] | null, empty = '—'): string {
  if (!range) {
    return empty;
  }
  return range[0] === range[1]
    ? formatMoney(range[0])
    : `${formatMoney(range[0])} – ${formatMoney(range[1])}`;
}
