import { describe, expect, it } from 'vitest';
import { defaultCardTake, formatGiftCardCode, giftCardRoom, instrumentState } from './wallet';

describe('client wallet (decision 050)', () => {
  it('reads voided before expired, expired before used up', () => {
    expect(instrumentState({ status: 'anulada', expired: true, left: 0 })).toBe('anulada');
    expect(instrumentState({ status: 'activa', expired: true, left: 5000 })).toBe('vencida');
    expect(instrumentState({ status: 'activa', expired: false, left: 0 })).toBe('agotada');
    expect(instrumentState({ status: 'activa', expired: false, left: 1 })).toBe('activa');
  });

  it('lets gift cards pay what is due, never the gift cards the sale sells', () => {
    expect(giftCardRoom({ dueAfterAdvance: 100_000, otherLines: 60_000 })).toBe(60_000);
    expect(giftCardRoom({ dueAfterAdvance: 40_000, otherLines: 60_000 })).toBe(40_000);
    expect(giftCardRoom({ dueAfterAdvance: 50_000, otherLines: 0 })).toBe(0);
    expect(giftCardRoom({ dueAfterAdvance: -1, otherLines: 10 })).toBe(0);
  });

  it('takes all a card holds or what is open, whichever is less', () => {
    expect(defaultCardTake(100_000, 60_000)).toBe(60_000);
    expect(defaultCardTake(40_000, 60_000)).toBe(40_000);
    expect(defaultCardTake(40_000, 0)).toBe(0);
  });

  it('writes a code in groups of four', () => {
    expect(formatGiftCardCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});
