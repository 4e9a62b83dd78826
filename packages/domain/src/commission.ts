// A specialist's commission on one line: a percentage of the line total or a fixed amount.
export function lineCommission(input: {
  lineTotal: number;
  commission: number;
  commission_type: '%' | 'fixed' | string;
}): number {
  if (input.commission_type === '%') {
    return Math.round((input.lineTotal * input.commission) / 100);
  }
  return Math.round(input.commission);
}
