import { depositBalance } from '@sari/domain/deposits';
import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { salesKeys } from './sales-keys';

// GET items/history_payment_deposit and GET items/client_deposit (spec-coverage 7; remaining above
// 0, by client): abono remainders minus credito remainders plus deposits. A load failure is
// only logged (spec section 8) and the balance reads as none.
export function useClientBalance(clientId: number | null) {
  return useQuery({
    queryKey: salesKeys.balance(clientId ?? 0),
    enabled: Boolean(clientId),
    queryFn: async () => {
      const filter = { client_id: { _eq: clientId }, remaining_amount: { _gt: 0 } };
      try {
        const [sales, deposits] = await Promise.all([
          items('history_payment_deposit').read<{ tipo: string; remaining_amount: number }>({
            fields: ['tipo', 'remaining_amount'],
            filter,
            sort: ['history_payment_id.date_created'],
            limit: -1,
          }),
          items('client_deposit').read<{ remaining_amount: number }>({
            fields: ['remaining_amount'],
            filter,
            sort: ['date_created'],
            limit: -1,
          }),
        ]);
        const owed = sales.data
          .filter((row) => row.tipo === 'credito')
          .reduce((sum, row) => sum + row.remaining_amount, 0);
        return { balance: depositBalance(sales.data, deposits.data), owed };
      } catch (error) {
        console.error('No se pudo cargar el saldo del cliente', error);
        return { balance: 0, owed: 0 };
      }
    },
  });
}
