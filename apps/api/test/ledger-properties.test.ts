import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Ledger, type LedgerAction, ledgerActions, ledgerWorld } from './ledger-world';

// The ledger property suite (issue 26): random sequences of sales with split payments, balances
// and credits, tips, refunds (partial, whole, concurrent, duplicated), deposits, credit payments,
// drawer movements and closes and stock counts, run through the real HTTP server; after every
// step the invariants of ledger-world.ts hold (no peso or unit appears or vanishes, refunds never
// exceed what was paid, a refused request changes nothing, reports agree with the ledger).
// The client wallet is in it too (issue 29): gift cards, packages and memberships at the desk,
// and online (decision 056): bookings whose advance a gift card pays or a package covers, charged,
// cancelled and refunded.
// A fixed set of seeds runs here; `node scripts/ledger-soak.mjs` runs longer.
const SEEDS = (process.env.LEDGER_SEEDS ?? '11,29,303,4242').split(',').map((seed) => Number(seed.trim()));
const RUNS_PER_SEED = Number(process.env.LEDGER_RUNS ?? 2);

describe('the ledger under random sequences', () => {
  for (const seed of SEEDS) {
    it(`keeps every invariant (seed ${seed})`, async () => {
      const world: Ledger = await ledgerWorld();
      try {
        await fc.assert(
          fc.asyncProperty(ledgerActions(), async (actions: LedgerAction[]) => {
            const run = await world.freshCompany();
            for (const action of actions) {
              await run.step(action);
            }
          }),
          { seed, numRuns: RUNS_PER_SEED, endOnFailure: true },
        );
      } finally {
        await world.close();
      }
    }, 600_000);
  }

  it('a failing invariant is reported (the checks can fail)', async () => {
    const world = await ledgerWorld();
    try {
      const run = await world.freshCompany();
      await run.step({ kind: 'deposit', client: 0, amount: 10_000, method: 'efectivo' });
      // A peso made up behind the server's back: the conservation check must see it.
      await run.tamper();
      await expect(run.check()).rejects.toThrow(/conserv/i);
    } finally {
      await world.close();
    }
  }, 120_000);

  it('a session of a package spent twice is reported (decisions 051, 055)', async () => {
    const world = await ledgerWorld();
    try {
      const run = await world.freshCompany();
      await run.step({ kind: 'sellPackage', client: 0, method: 'efectivo', what: 'package' });
      await run.step({ kind: 'useSession', pkg: 0, service: 1, stranger: false, concurrent: true });
      await run.step({ kind: 'useSession', pkg: 0, service: 0, stranger: true, concurrent: false });
      await run.step({ kind: 'refund', sale: 1, lines: [], refundTo: 'original', concurrent: true });
      // A membership period of the same client: its included services are sessions too.
      await run.step({ kind: 'sellPackage', client: 0, method: 'tarjeta', what: 'membership' });
      await run.step({ kind: 'useSession', pkg: 1, service: 0, stranger: false, concurrent: true });
      await run.check();
      await run.tamperSession();
      await expect(run.check()).rejects.toThrow(/session/i);
    } finally {
      await world.close();
    }
  }, 120_000);

  it('a gift card that paid an online advance gets back what it paid, once (decision 056)', async () => {
    const world = await ledgerWorld();
    try {
      const run = await world.freshCompany();
      // A client with a balance books online with a card: at the desk the balance pays first and
      // what the card's advance does not pay stays hers; a void gives the card what the sale took.
      await run.step({ kind: 'deposit', client: 0, amount: 10_000, method: 'efectivo' });
      await run.step({ kind: 'sellGiftCard', client: null, amount: 50_000, method: 'efectivo' });
      await run.step({
        kind: 'bookOnline',
        client: 0,
        signedIn: false,
        services: [1],
        card: 0,
        cardsOff: false,
        day: 1,
        slot: 2,
      });
      await run.step({ kind: 'chargeBooking', booking: 0, concurrent: false, declinePackage: false });
      await run.step({ kind: 'refund', sale: 1, lines: [], refundTo: 'original', concurrent: false });
      // Charged again (its advance spent), refunded again, then cancelled: the card gets nothing more.
      await run.step({ kind: 'chargeBooking', booking: 0, concurrent: true, declinePackage: false });
      await run.step({ kind: 'refund', sale: 2, lines: [], refundTo: 'original', concurrent: true });
      await run.step({ kind: 'cancelBooking', booking: 0, how: 'link', again: true, concurrent: true });
      await run.check();
    } finally {
      await world.close();
    }
  }, 120_000);

  it('a visit a package session paid is cancelled only through its refund (decision 067)', async () => {
    const world = await ledgerWorld();
    try {
      const run = await world.freshCompany();
      await run.step({ kind: 'sellPackage', client: 0, method: 'efectivo', what: 'package' });
      await run.step({
        kind: 'bookOnline',
        client: 0,
        signedIn: true,
        services: [0],
        card: null,
        cardsOff: false,
        day: 2,
        slot: 3,
      });
      await run.step({ kind: 'chargeBooking', booking: 0, concurrent: false, declinePackage: false });
      // Refused while the $0 sale holds the session; the refund gives it back, then it cancels.
      await run.step({ kind: 'cancelBooking', booking: 0, how: 'cancel', again: false, concurrent: true });
      await run.step({ kind: 'refund', sale: 1, lines: [], refundTo: 'original', concurrent: true });
      await run.step({ kind: 'cancelBooking', booking: 0, how: 'cancel', again: true, concurrent: false });
      await run.check();
    } finally {
      await world.close();
    }
  }, 120_000);

  it('a cancelled booking’s money advance is paid back or kept as balance, once (decision 067)', async () => {
    const world = await ledgerWorld();
    try {
      const run = await world.freshCompany();
      const book = (slot: number, client: number | null) =>
        run.step({
          kind: 'book',
          client,
          service: 1,
          day: 3,
          slot,
          consumable: false,
          advance: { amount: 20_000, method: 'efectivo' },
        });
      await book(1, 0);
      await book(3, null);
      await book(5, 1);
      // Refused while it stands; then cancelled and settled both ways at once: one wins.
      await run.step({ kind: 'settleAdvance', booking: 0, way: 'return', concurrent: false });
      for (const booking of [0, 1, 2]) {
        await run.step({ kind: 'cancelBooking', booking, how: 'cancel', again: false, concurrent: false });
      }
      await run.step({ kind: 'settleAdvance', booking: 0, way: 'balance', concurrent: true });
      await run.step({ kind: 'settleAdvance', booking: 1, way: 'balance', concurrent: false });
      await run.step({ kind: 'settleAdvance', booking: 1, way: 'return', concurrent: true });
      await run.step({ kind: 'settleAdvance', booking: 2, way: 'return', concurrent: false });
      await run.step({ kind: 'settleAdvance', booking: 2, way: 'return', concurrent: false });
      // The balance it became pays a sale; a settled booking is deleted.
      await run.step({
        kind: 'sale',
        client: 0,
        products: [{ product: 0, units: 1 }],
        services: [],
        cash: 1,
        card: 0,
        credit: false,
        extra: 0,
        overpayment: 'cambio',
        tip: null,
      });
      await run.step({ kind: 'cancelBooking', booking: 2, how: 'delete', again: false, concurrent: false });
      await run.check();
    } finally {
      await world.close();
    }
  }, 120_000);
});
