import { parseMoney } from '@sari/domain/money';

// An amount typed in the drawer's dialogs: whole pesos, or null when blank or not a number.
export const pesos = (text: string) => (text.trim() === '' ? null : parseMoney(text));
