// Spec section 9 totals for the checkout cart.
export type PaymentMethodName = 'efectivo' | 'tarjeta' | 'credito';

export type CartLine = {
  amount: number;
  specialist_id?: number | null;
  service_id?: number | null;
  product_id?: number | null;
  commission?: number | null;
  commission_type?: '%' | 'fixed' | null;
  discount_promotion?: { discount_promotion_id: number; discount_value_applied: number }[];
  price_change?: { amount: number } | null;
  advance_payment?: { advance_payment: number } | null;
};

export type Payment = { amountPay: number; paymentMethod: PaymentMethodName | string };

const discounts = (line: CartLine) =>
  (line.discount_promotion ?? []).reduce((sum, item) => sum + item.discount_value_applied, 0);

// A service line: the site price, or price_change when set, minus applied discounts.
export function serviceLinePrice(line: CartLine, sitePrice: number): number {
  const base = line.price_change ? line.price_change.amount : sitePrice;
  return Math.max(0, Math.round(base - discounts(line)));
}

// A product line: price times amount.
export function productLineTotal(price: number, amount: number): number {
  return Math.round(price * amount);
}

export function lineTotal(line: CartLine, price: number): number {
  return line.service_id ? serviceLinePrice(line, price) : productLineTotal(price, line.amount);
}

export function cartTotal(lines: { line: CartLine; price: number }[]): number {
  return lines.reduce((sum, { line, price }) => sum + lineTotal(line, price), 0);
}

// Paid: the payments plus any advance payment made at booking.
export function amountPaid(payments: Payment[], advancePayment = 0): number {
  return payments.reduce((sum, payment) => sum + payment.amountPay, 0) + advancePayment;
}
