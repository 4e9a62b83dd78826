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
