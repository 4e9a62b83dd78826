// How a sale's refunds are split over the parts it was paid with (each payment method, each
// balance it drew, the reservation's advance, the credito left owed), in whole pesos.
//
// Each refund is shared in proportion to what each part has still to give back, by largest
// remainder: the shares add up to the refund exactly, no part gives back more than it has left,
// and the refund that takes the last peso of the sale gives every part exactly its rest. The
// earlier refunds are replayed in order, so a refund's split depends only on the sale's parts and
// the totals of the refunds before it: nothing else has to be stored to get it right.

const isPesos = (value: number) => Number.isSafeInteger(value) && value >= 0;

// `amount` shared in proportion to `weights` (whole, non-negative, summing to at least 1 unless
// `amount` is 0): each gets the whole part of its quota, and the pesos left over go one each to
// the largest remainders (ties to the earlier weight). Exact integer arithmetic throughout.
export function apportion(amount: number, weights: readonly number[]): number[] {
  if (!isPesos(amount) || !weights.every(isPesos)) {
    throw new RangeError('apportion: whole, non-negative pesos only');
  }
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount === 0) {
    return weights.map(() => 0);
  }
  if (total === 0) {
    throw new RangeError('apportion: nothing to share in proportion to');
  }
  const whole = BigInt(total);
  const parts = weights.map((weight, index) => {
    const product = BigInt(amount) * BigInt(weight);
    return { index, share: Number(product / whole), rest: product % whole };
  });
  let left = amount - parts.reduce((sum, part) => sum + part.share, 0);
  // Fewer pesos are left over than there are non-zero remainders (their sum is `left` wholes).
  const byRest = parts
    .filter((part) => part.rest > 0n)
    .sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const part of byRest) {
    if (left === 0) {
      break;
    }
    part.share += 1;
    left -= 1;
  }
  return parts.map((part) => part.share);
}

// The share of each part of `paid` in the refund `refund`, after the refunds `earlier` (their
// totals, oldest first). Throws when the refunds would give back more than was paid: callers
// check that first, against the sale's lines.
export function refundShares(paid: readonly number[], earlier: readonly number[], refund: number): number[] {
  if (!paid.every(isPesos) || !earlier.every(isPesos) || !isPesos(refund)) {
    throw new RangeError('refundShares: whole, non-negative pesos only');
  }
  const owed = paid.reduce((sum, amount) => sum + amount, 0);
  const asked = earlier.reduce((sum, amount) => sum + amount, 0) + refund;
  if (asked > owed) {
    throw new RangeError(`refundShares: ${asked} refunded of ${owed} paid`);
  }
  const left = [...paid];
  for (const before of earlier) {
    apportion(before, left).forEach((share, index) => {
      left[index] -= share;
    });
  }
  return apportion(refund, left);
}

// How a sale was paid, as the parts a refund gives back in proportion: what was left owed
// (credito), the client's balances it drew, money per method, the reservation's advance (per the
// method it was paid with). Each `amount` is what that part paid of the sale, a fact fixed when
// the sale was charged: refunds and credit payments never change it.
export type RefundSource =
  | { kind: 'method'; method: string; amount: number }
  | { kind: 'deposit'; origin: 'history' | 'client'; id: number; amount: number }
  | { kind: 'advance'; method: string; amount: number }
  // Pesos a gift card paid (decision 050): given back to the card.
  | { kind: 'wallet'; instrumentId: number; amount: number }
  | { kind: 'credit'; amount: number; rows: { id: number; remaining: number }[] };

export type SalePaid = {
  total: number;
  amountPaid: number;
  // The sale's money per method, by first movement; the balances it drew, oldest first.
  methods: { method: string; amount: number }[];
  deposits: { origin: 'history' | 'client'; id: number; amount: number }[];
  // The sale's credito rows (none when nothing was left owed) and the reservation's used advances,
  // oldest first; one a gift card paid at online booking names the card (decision 056).
  credits: { id: number; remaining: number }[];
  advances: { method: string | null; amount: number; instrumentId?: number | null }[];
  // What each gift card paid of the sale (net: a sale's redemptions, by card).
  wallet?: { instrumentId: number; amount: number }[];
};

const CASH = 'efectivo';

// The parts of a sale, in the order a refund takes them (credito, balances, methods, advance),
// adding up to its total.
export function refundSources(sale: SalePaid): RefundSource[] {
  const sources: RefundSource[] = [];
  // The credito is what the sale left unpaid when it was charged (its remainder shrinks as the
  // client pays it and as refunds forgive it, so it is not read from there).
  const owed = sale.total - sale.amountPaid;
  if (sale.credits.length > 0 && owed > 0) {
    sources.push({ kind: 'credit', amount: owed, rows: sale.credits.map((row) => ({ ...row })) });
  }
  for (const deposit of sale.deposits) {
    sources.push({ kind: 'deposit', ...deposit });
  }
  for (const card of sale.wallet ?? []) {
    sources.push({ kind: 'wallet', ...card });
  }
  for (const method of sale.methods) {
    sources.push({ kind: 'method', method: method.method, amount: method.amount });
  }
  // Money kept as the client's abono (an overpayment) is not the sale's: it stays their balance,
  // taken off the last methods first.
  let excess = sources.reduce((sum, source) => sum + source.amount, 0) - sale.total;
  for (const source of [...sources].reverse()) {
    if (excess > 0 && source.kind === 'method') {
      const cut = Math.min(excess, source.amount);
      source.amount -= cut;
      excess -= cut;
    }
  }
  // What the parts above do not explain is the advance the reservation had paid, given back
  // the way it came in (its advances oldest first; cash if none is found). A gift card's advance
  // goes back to its card, but only what the sale took of it: what the checkout left over (the
  // balance paid first) is already the client's abono, so it is no part of the sale.
  let advance = sale.total - sources.reduce((sum, source) => sum + source.amount, 0);
  for (const row of [
    ...sale.advances,
    { method: CASH, amount: Number.MAX_SAFE_INTEGER, instrumentId: null },
  ]) {
    const amount = Math.min(advance, row.amount);
    if (amount > 0 && row.instrumentId) {
      const card = row.instrumentId;
      const same = sources.find((source) => source.kind === 'wallet' && source.instrumentId === card);
      if (same) {
        same.amount += amount;
      } else {
        sources.push({ kind: 'wallet', instrumentId: card, amount });
      }
      advance -= amount;
    } else if (amount > 0) {
      const method = row.method ?? CASH;
      const same = sources.find((source) => source.kind === 'advance' && source.method === method);
      if (same) {
        same.amount += amount;
      } else {
        sources.push({ kind: 'advance', method, amount });
      }
      advance -= amount;
    }
  }
  return sources.filter((source) => source.amount > 0);
}
