// One query-key factory for the cash drawer.
export const cashDrawerKeys = {
  all: ['cash-drawer'] as const,
  status: (siteId: number) => ['cash-drawer', 'status', siteId] as const,
  movements: (sessionId: number) => ['cash-drawer', 'movements', sessionId] as const,
  sessions: (siteId: number, page: number) => ['cash-drawer', 'sessions', siteId, page] as const,
  options: ['cash-drawer', 'options'] as const,
};

export const MOVEMENT_SIGN = (direction: string) => (direction === 'out' ? -1 : 1);
