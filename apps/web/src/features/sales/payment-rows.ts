import { parseMoney } from '@sari/domain/money';

// The checkout's payment and tip rows as typed: the text stays as the cashier wrote it.
export type PaymentRow = { key: string; method: string; text: string };
export type TipRow = { key: string; specialistId: number | null; text: string; method: string };

// A gift card paying part of the sale (decision 050): typed by code or picked from the client's
// wallet, with what it held when looked up and the amount to take as typed.
export type GiftCardRow = {
  key: string;
  cardId: number;
  // What the charge sends: the code typed, or the wallet's card.
  code: string | null;
  instrumentId: number | null;
  codeEnd: string;
  left: number;
  expiresOn: string | null;
  text: string;
};

export const amountOf = (text: string) => (text.trim() === '' ? 0 : parseMoney(text));

let next = 0;
export const rowKey = () => `row-${++next}`;
