import { describe, expect, it } from 'vitest';
import { amountPaid, cartTotal, productLineTotal, serviceLinePrice } from './cart';
import { lineCommission } from './commission';
import { amountDue, depositBalance, depositCreditType } from './deposits';
import { blocksAgenda, canChangeStatus, RESERVATION_STATUS_LABELS } from './reservation-status';

describe('cart totals', () => {
  it('prices a service line from the site price, a price change and discounts', () => {
    expect(serviceLinePrice({ amount: 1, service_id: 1 }, 45000)).toBe(45000);
    expect(serviceLinePrice({ amount: 1, service_id: 1, price_change: { amount: 40000 } }, 45000)).toBe(
      40000,
    );
    expect(
      serviceLinePrice(
        {
          amount: 1,
          service_id: 1,
          discount_promotion: [{ discount_promotion_id: 1, discount_value_applied: 9000 }],
        },
        45000,
      ),
    ).toBe(36000);
    expect(
      serviceLinePrice(
        {
          amount: 1,
          service_id: 1,
          discount_promotion: [{ discount_promotion_id: 1, discount_value_applied: 99000 }],
        },
        45000,
      ),
    ).toBe(0);
  });

  it('multiplies product lines and adds everything up', () => {
    expect(productLineTotal(12500, 3)).toBe(37500);
    expect(
      cartTotal([
        { line: { amount: 1, service_id: 1 }, price: 45000 },
        { line: { amount: 2, product_id: 9 }, price: 10000 },
      ]),
    ).toBe(65000);
  });

  it('counts payments plus the advance payment', () => {
    expect(
      amountPaid(
        [
          { amountPay: 20000, paymentMethod: 'efectivo' },
          { amountPay: 15000, paymentMethod: 'tarjeta' },
        ],
        10000,
      ),
    ).toBe(45000);
    expect(amountPaid([])).toBe(0);
  });
});

describe('deposits and credits', () => {
  it('adds abono, subtracts credito and adds client deposits', () => {
    expect(
      depositBalance(
        [
          { tipo: 'abono', remaining_amount: 30000 },
          { tipo: 'credito', remaining_amount: 10000 },
        ],
        [{ remaining_amount: 5000 }],
      ),
    ).toBe(25000);
    expect(depositBalance([{ tipo: 'credito', remaining_amount: 40000 }], [])).toBe(-40000);
    expect(depositBalance([], [])).toBe(0);
  });

  it('names the balance', () => {
    expect(depositCreditType(-1)).toBe('credito');
    expect(depositCreditType(1)).toBe('abono');
    expect(depositCreditType(0)).toBe('none');
  });

  it('computes the amount due', () => {
    expect(amountDue(50000, -20000)).toBe(50000);
    expect(amountDue(50000, 20000)).toBe(30000);
    expect(amountDue(50000, 80000)).toBe(0);
    expect(amountDue(50000, 0)).toBe(50000);
  });
});

describe('commission and statuses', () => {
  it('takes a percentage or a fixed amount', () => {
    expect(lineCommission({ lineTotal: 45000, commission: 40, commission_type: '%' })).toBe(18000);
    expect(lineCommission({ lineTotal: 45000, commission: 15000, commission_type: 'fixed' })).toBe(15000);
  });

  it('lets any status change to any other and frees cancelled time', () => {
    expect(canChangeStatus('cancelado', 'confirmada')).toBe(true);
    expect(blocksAgenda('cancelado')).toBe(false);
    expect(blocksAgenda('no_llego')).toBe(true);
    expect(RESERVATION_STATUS_LABELS.cliente_llego).toBe('Cliente llegó');
  });
});
