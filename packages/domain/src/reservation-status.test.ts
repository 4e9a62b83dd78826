import { describe, expect, it } from 'vitest';
import { chargeBlock, RESERVATION_STATUSES } from './reservation-status';

describe('whether a visit can still be charged', () => {
  it('is charged in every status but cancelled, until it is paid', () => {
    for (const status of RESERVATION_STATUSES) {
      expect(chargeBlock({ status, is_paid: false })).toBe(status === 'cancelado' ? 'cancelada' : null);
      expect(chargeBlock({ status, is_paid: true })).toBe('pagada');
    }
  });
});
