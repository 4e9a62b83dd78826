import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { cashDrawerKeys } from './cash-drawer-keys';

export type DrawerMovement = {
  id: number;
  date_created: string;
  amount: number;
  direction: 'in' | 'out';
  payment_methods_name: string;
  concept: string | null;
  type: string;
  specialist_id: { name: string; last_name: string | null } | null;
  client_id: { first_name: string; last_name: string | null } | null;
};

// Every movement of one session, newest first.
export function useSessionMovements(sessionId: number | null) {
  return useQuery({
    queryKey: cashDrawerKeys.movements(sessionId ?? 0),
    enabled: Boolean(sessionId),
    queryFn: () =>
      items('money_movement').read<DrawerMovement>({
        fields: [
          'id',
          'date_created',
          'amount',
          'direction',
          'payment_methods_name',
          'concept',
          'type',
          'specialist_id.name',
          'specialist_id.last_name',
          'client_id.first_name',
          'client_id.last_name',
        ],
        filter: { cash_drawer_session_id: { _eq: sessionId } },
        sort: ['-date_created', '-id'],
        limit: 200,
      }),
    select: (response) => response.data,
  });
}
