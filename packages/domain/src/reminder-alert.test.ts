import { describe, expect, it } from 'vitest';
import { reminderAlert } from './reminder-alert';

const TODAY = '2026-11-25';
const wa = (status: string) => ({ kind: 'reminder', channel: 'whatsapp', status });
const mail = (status: string) => ({ kind: 'reminder', channel: 'email', status });
const visit = (
  messages: ReturnType<typeof wa>[],
  fields: Partial<{ date: string; status: string; confirmed: boolean }> = {},
) => reminderAlert({ date: TODAY, status: 'confirmada', confirmed: false, messages, ...fields }, TODAY);

describe('the agenda card’s call mark', () => {
  it('marks a reminder that failed on every channel, today or ahead', () => {
    expect(visit([wa('failed')])).toBe('failed');
    expect(visit([wa('failed'), mail('failed')], { date: '2026-11-26' })).toBe('failed');
    expect(visit([mail('failed')])).toBe('failed');
  });

  it('marks on the visit’s day a WhatsApp reminder never read, not before the day', () => {
    for (const status of ['queued', 'sent', 'delivered']) {
      expect(visit([wa(status)]), status).toBe('unread');
      expect(visit([wa(status)], { date: '2026-11-26' }), status).toBeNull();
    }
    // Fell back to e-mail: still never read on WhatsApp.
    expect(visit([wa('failed'), mail('sent')])).toBe('unread');
    expect(visit([wa('failed'), mail('sent')], { date: '2026-11-26' })).toBeNull();
  });

  it('says nothing when read, confirmed, no longer booked, past, by e-mail only or without a reminder', () => {
    expect(visit([wa('read')])).toBeNull();
    expect(visit([wa('delivered'), wa('read')])).toBeNull();
    expect(visit([wa('failed')], { confirmed: true })).toBeNull();
    expect(visit([wa('failed')], { status: 'cliente_llego' })).toBeNull();
    expect(visit([wa('failed')], { status: 'cancelado' })).toBeNull();
    expect(visit([wa('failed')], { date: '2026-11-24' })).toBeNull();
    expect(visit([mail('sent')])).toBeNull();
    expect(visit([])).toBeNull();
    expect(visit([{ kind: 'confirmation', channel: 'whatsapp', status: 'failed' }])).toBeNull();
  });
});
