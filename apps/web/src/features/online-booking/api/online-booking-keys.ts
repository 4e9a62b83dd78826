// One query-key factory for the public pages and the online-booking settings.
export const onlineBookingKeys = {
  all: ['online-booking'] as const,
  page: (slug: string) => ['online-booking', 'page', slug] as const,
  availabilityAll: ['online-booking', 'availability'] as const,
  availability: (query: Record<string, unknown>) => ['online-booking', 'availability', query] as const,
  booking: (token: string) => ['online-booking', 'booking', token] as const,
  wallet: (slug: string, visitor: string) => ['online-booking', 'wallet', slug, visitor] as const,
  qualification: (token: string) => ['online-booking', 'qualification', token] as const,
  settings: ['online-booking', 'settings'] as const,
  company: ['online-booking', 'settings', 'company'] as const,
  offer: ['online-booking', 'settings', 'offer'] as const,
};
