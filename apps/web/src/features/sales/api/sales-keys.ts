// One query-key factory for the sales feature: checkout catalogue, balances, sales, summary.
export type SalesFilters = {
  from: string;
  to: string;
  siteId: number;
  clientId: number | null;
  specialistId: number | null;
  method: string;
  page: number;
  pageSize: number;
};

export const salesKeys = {
  all: ['sales'] as const,
  catalog: (siteId: number) => ['sales', 'catalog', siteId] as const,
  clients: (search: string) => ['sales', 'clients', search] as const,
  client: (id: number) => ['sales', 'client', id] as const,
  balance: (clientId: number) => ['sales', 'balance', clientId] as const,
  wallet: (clientId: number) => ['sales', 'wallet', clientId] as const,
  giftCard: (code: string) => ['sales', 'gift-card', code] as const,
  reservation: (id: number) => ['sales', 'reservation', id] as const,
  list: (filters: SalesFilters) => ['sales', 'list', filters] as const,
  detail: (id: number) => ['sales', 'detail', id] as const,
  summary: (siteId: number, from: string, to: string) => ['sales', 'summary', siteId, from, to] as const,
  specialists: ['sales', 'specialists'] as const,
  methods: ['sales', 'methods'] as const,
  drawer: (siteId: number) => ['sales', 'drawer', siteId] as const,
};

export type ClientOption = { id: number; first_name: string; last_name: string | null; phone: string | null };

export const clientName = (client: Pick<ClientOption, 'first_name' | 'last_name'> | null | undefined) =>
  client ? `${client.first_name} ${client.last_name ?? ''}`.trim() : '';
