import { depositBalance } from '@sari/domain/deposits';
import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

// The client's balance (spec-coverage 9 › Balance): abono remainders minus credito ones plus deposits
// (positive: money in favour; negative: the client owes). Load failures are only logged.
export function useClientBalance(clientId: number | null) {
  return useQuery({
    queryKey: calendarKeys.balance(clientId ?? 0),
    queryFn: async () => {
      try {
        const filter = { client_id: { _eq: clientId }, remaining_amount: { _gt: 0 } };
        const [sales, deposits] = await Promise.all([
          items('history_payment_deposit').read<{ tipo: string; remaining_amount: number }>({
            filter,
            fields: ['tipo', 'remaining_amount'],
            limit: -1,
          }),
          items('client_deposit').read<{ remaining_amount: number }>({
            filter,
            fields: ['remaining_amount'],
            limit: -1,
          }),
        ]);
        return depositBalance(sales.data, deposits.data);
      } catch (error) {
        console.error('No se pudo cargar el saldo del cliente', error);
        return null;
      }
    },
    enabled: Boolean(clientId),
    staleTime: 30_000,
  });
}
