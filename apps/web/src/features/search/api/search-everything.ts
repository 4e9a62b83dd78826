import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';

export type FoundClient = {
  id: number;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  email: string | null;
};

export type FoundAppointment = {
  id: number;
  date: string;
  status: string;
  site_id: number;
  client_id: { id: number; first_name: string; last_name: string | null } | null;
  service_reservation_service: { service_time: string; service_id: { name: string } | null }[];
};

export const searchKeys = {
  all: ['search'] as const,
  of: (text: string, from: string, appointments: boolean) => ['search', text, from, appointments] as const,
};

// The app bar's search: the clients whose name, phone, e-mail or document match (the clients'
// one trigram search) and those clients' appointments from `from` on (the user's sites only,
// as the engine scopes every read), soonest first.
export function useSearchEverything(input: { text: string; from: string; appointments: boolean }) {
  const text = input.text.trim();
  return useQuery({
    queryKey: searchKeys.of(text, input.from, input.appointments),
    queryFn: async () => {
      const found = await items('client').read<FoundClient>({
        fields: ['id', 'first_name', 'last_name', 'phone', 'email'],
        search: text,
        sort: ['first_name'],
        limit: 6,
      });
      const ids = found.data.map((client) => client.id);
      const appointments =
        input.appointments && ids.length
          ? (
              await items('service_reservation').read<FoundAppointment>({
                fields: [
                  'id',
                  'date',
                  'status',
                  'site_id',
                  'client_id.id',
                  'client_id.first_name',
                  'client_id.last_name',
                  'service_reservation_service.service_time',
                  'service_reservation_service.service_id.name',
                ],
                filter: { client_id: { _in: ids }, date: { _gte: input.from } },
                sort: ['date', 'id'],
                limit: 6,
              })
            ).data
          : [];
      return { clients: found.data, appointments };
    },
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
