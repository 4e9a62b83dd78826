// What a cash drawer session should hold, per payment method (spec-coverage 9, decision 013).
//
// Every peso of a session is a money movement: the opening float is itself a movement in cash
// (type 'opening'), so a method holds what came in minus what went out, each movement counted
// once: cash is float + cash in - cash out, never the float twice nor the previous close. The
// server sums the movements in one query (cash-drawer/drawer-totals.ts, which the drawer and the
// cash-drawer report both read); this is how a drawer lists them.

export type MethodExpected = { payment_methods_name: string; in: number; out: number; expected: number };

export const DRAWER_CASH = 'efectivo';

// Each method's sums and what it should hold: cash always listed (a drawer holds its float even
// when nothing moved) and first, the other methods by name.
export function expectedByMethod(rows: readonly MethodExpected[]): MethodExpected[] {
  const totals = [...rows];
  if (!totals.some((total) => total.payment_methods_name === DRAWER_CASH)) {
    totals.unshift({ payment_methods_name: DRAWER_CASH, in: 0, out: 0, expected: 0 });
  }
  const rank = (name: string) => (name === DRAWER_CASH ? 0 : 1);
  return totals.sort(
    (a, b) =>
      rank(a.payment_methods_name) - rank(b.payment_methods_name) ||
      a.payment_methods_name.localeCompare(b.payment_methods_name),
  );
}
