import { parseMoney } from '@sari/domain/money';

// The checkout's payment and tip rows as typed: the text stays as the cashier wrote it.
export type PaymentRow = { key: string; method: string; text: string };
export type TipRow = { key: string; specialistId: number | null; text: string; method: string };

export const amountOf = (text: string) => (text.trim() === '' ? 0 : parseMoney(text));

let next = 0;
export const rowKey = () => `row-${++next}`;
