import { parseMoney } from '@sari/domain/money';

// A number a document line holds (quantity, unit cost, price, discount), declared once per
// feature and read by the add-line row, the edit-line dialog and the in-place editor.
export type LineField = {
  name: string;
  label: string;
  // A quantity is a whole number from 1 to a million; money is whole pesos, zero or more.
  kind: 'quantity' | 'money';
  // Empty means zero (a discount).
  optional?: boolean;
  // What the add-line row starts with ('' when the picked option fills it).
  initial?: string;
  // The add-line row's width: a share of the phone's row, pixels on a wide screen.
  width?: { xs: string; md: number };
  // The in-place editor's width in pixels, narrower on a phone.
  inlineWidth?: { xs: number; sm: number };
  // The edit dialog's input, for the journeys.
  testId?: string;
};

export type LineValues = Record<string, number>;

// The field's number, or null when the text is not one it takes.
export function parseLineValue(field: LineField, text: string): number | null {
  const trimmed = text.trim();
  if (field.kind === 'quantity') {
    const whole = /^\d+$/.test(trimmed) ? Number(trimmed) : 0;
    return whole >= 1 && whole <= 1_000_000 ? whole : null;
  }
  const money = parseMoney(trimmed === '' && field.optional ? '0' : trimmed);
  return money !== null && money >= 0 ? money : null;
}

// Every field's number, or null when one of them is not valid.
export function parseLineValues(fields: LineField[], texts: Record<string, string>): LineValues | null {
  const values: LineValues = {};
  for (const field of fields) {
    const value = parseLineValue(field, texts[field.name] ?? '');
    if (value === null) {
      return null;
    }
    values[field.name] = value;
  }
  return values;
}

// The texts a form starts with: each field's initial text, or what `from` gives.
export const lineTexts = (fields: LineField[], from?: (field: LineField) => string) =>
  Object.fromEntries(fields.map((field) => [field.name, from ? from(field) : (field.initial ?? '')]));
