import { depositBalance } from '@sari/domain/deposits';
import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { clientKeys } from './client-keys';

export type ReservationRow = {
  id: number;
  date: string;
  status: string;
  is_paid: boolean;
  site_id: { name: string };
  service_reservation_service: {
    service_time: string;
    service_id: { name: string };
    specialist_id: { name: string };
  }[];
};
export type PurchaseRow = {
  id: number;
  date_created: string;
  total: number;
  status: string;
  site_id: { name: string };
};
type DepositRow = { tipo: string; remaining_amount: number };
// One line of the balance's history: a sale left a credit (credito) or a deposit (abono), or
// the client left money ahead (client_deposit).
export type BalanceMovement = {
  key: string;
  date: string;
  kind: 'abono' | 'credito' | 'deposito';
  amount: number | null;
  remaining: number;
};
type SaleDepositMovement = {
  id: number;
  tipo: string;
  remaining_amount: number;
  money_movement_id: { amount: number } | null;
  history_payment_id: { date_created: string };
};
type ClientDepositMovement = {
  id: number;
  remaining_amount: number;
  money_movement_id: { amount: number; date_created: string } | null;
};
type Rating = {
  service_rating: number | null;
  specialist_rating: number | null;
  comment: string | null;
  date_created: string;
  specialist_id: { name: string } | null;
};

// Spec 8: a deposit load failure is only logged; the rest of the history still shows, and the
// balance is unknown (null), never a made-up $0.
function depositRead<T>(read: Promise<T>): Promise<T | null> {
  return read.catch((error: unknown) => {
    console.error('No se pudieron cargar los abonos y créditos del cliente', error);
    return null;
  });
}

// Everything the detail page shows beside the client's data, in parallel.
export function useClientHistory(id: number, can: { calendar: boolean; sales: boolean }) {
  return useQuery({
    queryKey: clientKeys.history(id),
    queryFn: async () => {
      const filter = { client_id: { _eq: id } };
      const [reservations, purchases, saleDeposits, clientDeposits, ratings, saleMoves, clientMoves] =
        await Promise.all([
          can.calendar
            ? items('service_reservation').read<ReservationRow>({
                filter,
                sort: ['-date'],
                limit: 20,
                fields: [
                  'id',
                  'date',
                  'status',
                  'is_paid',
                  'site_id.name',
                  'service_reservation_service.service_time',
                  'service_reservation_service.service_id.name',
                  'service_reservation_service.specialist_id.name',
                ],
              })
            : null,
          can.sales
            ? items('history_payment').read<PurchaseRow>({
                filter,
                sort: ['-date_created'],
                limit: 20,
                fields: ['id', 'date_created', 'total', 'status', 'site_id.name'],
              })
            : null,
          can.sales
            ? depositRead(
                items('history_payment_deposit').read<DepositRow>({
                  filter: { ...filter, remaining_amount: { _gt: 0 } },
                  fields: ['tipo', 'remaining_amount'],
                  limit: -1,
                }),
              )
            : null,
          can.sales
            ? depositRead(
                items('client_deposit').read<Omit<DepositRow, 'tipo'>>({
                  filter: { ...filter, remaining_amount: { _gt: 0 } },
                  fields: ['remaining_amount'],
                  limit: -1,
                }),
              )
            : null,
          can.calendar
            ? items('qualification').read<Rating>({
                filter,
                sort: ['-date_created'],
                limit: 10,
                fields: [
                  'service_rating',
                  'specialist_rating',
                  'comment',
                  'date_created',
                  'specialist_id.name',
                ],
              })
            : null,
          can.sales
            ? depositRead(
                items('history_payment_deposit').read<SaleDepositMovement>({
                  filter,
                  sort: ['-history_payment_id.date_created'],
                  limit: 15,
                  fields: [
                    'id',
                    'tipo',
                    'remaining_amount',
                    'money_movement_id.amount',
                    'history_payment_id.date_created',
                  ],
                }),
              )
            : null,
          can.sales
            ? depositRead(
                items('client_deposit').read<ClientDepositMovement>({
                  filter,
                  sort: ['-id'],
                  limit: 15,
                  fields: [
                    'id',
                    'remaining_amount',
                    'money_movement_id.amount',
                    'money_movement_id.date_created',
                  ],
                }),
              )
            : null,
        ]);
      const movements: BalanceMovement[] = [
        ...(saleMoves?.data ?? []).map((row) => ({
          key: `sale-${row.id}`,
          date: row.history_payment_id.date_created,
          kind: (row.tipo === 'abono' ? 'abono' : 'credito') as BalanceMovement['kind'],
          amount: row.money_movement_id?.amount ?? null,
          remaining: row.remaining_amount,
        })),
        ...(clientMoves?.data ?? []).map((row) => ({
          key: `deposit-${row.id}`,
          date: row.money_movement_id?.date_created ?? '',
          kind: 'deposito' as const,
          amount: row.money_movement_id?.amount ?? null,
          remaining: row.remaining_amount,
        })),
      ]
        .sort((a, b) => b.date.localeCompare(a.date))
        .slice(0, 15);
      return {
        movements,
        reservations: reservations?.data ?? [],
        purchases: purchases?.data ?? [],
        balance:
          can.sales && (saleDeposits === null || clientDeposits === null)
            ? null
            : depositBalance(saleDeposits?.data ?? [], clientDeposits?.data ?? []),
        ratings: ratings?.data ?? [],
      };
    },
  });
}
