// Spec section 9: a client's deposit balance and what is due at checkout.
export type HistoryDeposit = { tipo: 'abono' | 'credito' | string; remaining_amount: number };
export type ClientDeposit = { remaining_amount: number };
export type DepositCreditType = 'credito' | 'abono' | 'none';

// Abono remainders minus credito remainders plus client deposits.
export function depositBalance(historyDeposits: HistoryDeposit[], clientDeposits: ClientDeposit[]): number {
  const fromSales = historyDeposits.reduce(
    (sum, deposit) =>
      sum +
      (deposit.tipo === 'abono'
        ? deposit.remaining_amount
        : deposit.tipo === 'credito'
          ? -deposit.remaining_amount
          : 0),
    0,
  );
  return fromSales + clientDeposits.reduce((sum, deposit) => sum + deposit.remaining_amount, 0);
}

// credito: the client owes; abono: the client has a balance.
export function depositCreditType(balance: number): DepositCreditType {
  if (balance < 0) {
    return 'credito';
  }
  return balance > 0 ? 'abono' : 'none';
}

// With a debt the whole total is due; with a balance, the total minus it, never below 0.
export function amountDue(total: number, balance: number): number {
  if (depositCreditType(balance) === 'credito') {
    return total;
  }
  return Math.max(0, total - balance);
}
