// How the client wallet's instruments read on screen (decision 050): one state for the chip and
// the checkout's choice, the room gift cards have in a sale, and a code written to be read aloud.
// The server decides what is spent; these only show the same figures before it does.

export type InstrumentState = 'activa' | 'anulada' | 'vencida' | 'agotada' | 'pausada' | 'cancelada';

// Voided or cancelled first (nothing can bring it back), then paused, then past its last day,
// then nothing left. A membership period (decision 055) is never "agotada": its discount holds
// while it runs, whatever is left of its included services.
export function instrumentState(instrument: {
  status: 'activa' | 'anulada' | 'pausada' | 'cancelada';
  expired: boolean;
  left: number;
  kind?: 'gift_card' | 'package' | 'membership';
}): InstrumentState {
  if (instrument.status !== 'activa') {
    return instrument.status;
  }
  if (instrument.expired) {
    return 'vencida';
  }
  return instrument.left > 0 || instrument.kind === 'membership' ? 'activa' : 'agotada';
}

// What gift cards may pay of a sale: what is due after the balance and the advance, and never
// the gift cards it sells (the server's planMoney, `walletCap`).
export function giftCardRoom(input: { dueAfterAdvance: number; otherLines: number }): number {
  return Math.max(0, Math.min(input.dueAfterAdvance, input.otherLines));
}

// A card's default take: all it holds, or what is still open, whichever is less.
export function defaultCardTake(left: number, open: number): number {
  return Math.max(0, Math.min(left, open));
}

// A gift card's 16 signs in four groups ('ABCD-EFGH-JKMN-PQRS'): read aloud, typed from paper.
export function formatGiftCardCode(code: string): string {
  return (code.match(/.{1,4}/g) ?? []).join('-');
}

// A membership period as the checkout reads it (decision 055).
export type MemberPeriod = {
  id: number;
  kind: string;
  status: string;
  starts_on: string | null;
  expires_on: string | null;
  service_discount: number | null;
  product_discount: number | null;
};

// The period whose percentage a service or product line takes today: of the client's periods in
// force (activa, first day reached, last day not passed), the best percentage, the lowest id on a
// tie; memberships never add up. The server and the screen both ask this.
export function memberPeriodFor<P extends MemberPeriod>(
  periods: readonly P[],
  today: string,
  line: 'service' | 'product',
): { period: P; percent: number } | null {
  let found: { period: P; percent: number } | null = null;
  for (const period of [...periods].sort((a, b) => a.id - b.id)) {
    const percent = (line === 'service' ? period.service_discount : period.product_discount) ?? 0;
    const inForce =
      period.kind === 'membership' &&
      period.status === 'activa' &&
      (period.starts_on === null || period.starts_on <= today) &&
      (period.expires_on === null || period.expires_on >= today);
    if (inForce && percent > 0 && percent > (found?.percent ?? 0)) {
      found = { period, percent };
    }
  }
  return found;
}

// The membership renewal reminder (decision 060): the company setting `membership_reminder_days`,
// how many days before a period's last day its client is e-mailed (0: no e-mail), at `hour` of
// the selling site's wall clock. The desk marks a period near its end from that same day (from
// `days` before when the e-mail is off).
export const MEMBERSHIP_REMINDER = {
  key: 'membership_reminder_days',
  days: 7,
  min: 0,
  max: 14,
  hour: '09:00',
} as const;

// The setting's stored text as a number of days: the default when it is missing or not a number.
export function membershipReminderDays(value: string | null | undefined): number {
  return value && /^\d{1,2}$/.test(value) && Number(value) <= MEMBERSHIP_REMINDER.max
    ? Number(value)
    : MEMBERSHIP_REMINDER.days;
}
