// Query keys of the calendar: the day of a site is what live changes invalidate.
export const calendarKeys = {
  all: ['calendar'] as const,
  specialists: (siteId: number) => ['calendar', 'specialists', siteId] as const,
  site: (siteId: number) => ['calendar', 'site', siteId] as const,
  days: (siteId: number) => ['calendar', 'day', siteId] as const,
  day: (siteId: number, from: string, to: string) => ['calendar', 'day', siteId, from, to] as const,
  services: (siteId: number) => ['calendar', 'services', siteId] as const,
  products: ['calendar', 'products'] as const,
  clients: (search: string) => ['calendar', 'clients', search] as const,
  promotions: (siteId: number, date: string) => ['calendar', 'promotions', siteId, date] as const,
  balance: (clientId: number) => ['calendar', 'balance', clientId] as const,
  reservations: ['calendar', 'reservation'] as const,
  reservation: (id: number) => ['calendar', 'reservation', id] as const,
  advances: (reservationId: number) => ['calendar', 'reservation', reservationId, 'advances'] as const,
  messages: (reservationId: number) => ['calendar', 'reservation', reservationId, 'messages'] as const,
  paymentMethods: ['calendar', 'payment-methods'] as const,
  visits: (clientId: number) => ['calendar', 'visits', clientId] as const,
  resources: (siteId: number) => ['calendar', 'resources', siteId] as const,
  plans: (date: string, clientIds: string) => ['calendar', 'plans', date, clientIds] as const,
  waitlist: (key: string) => ['calendar', 'waitlist', key] as const,
};

export type CalendarSpecialist = { id: number; name: string; color_in_reserve: string };

// One booked service as the day read gives it.
export type DayRow = {
  id: number;
  date: string;
  service_time: string;
  duration: number | null;
  start_at: string;
  end_at: string;
  processing_start_at: string | null;
  processing_end_at: string | null;
  price: number | null;
  specialist_id: number;
  service_id: { id: number; name: string };
  // The rooms and machines it holds (decision 053): the resource columns and the card's name;
  // whole_duration: the hold keeps all of the service, not only its busy parts.
  resources?: { id: number; resource_id: number; whole_duration: boolean }[];
  service_reservation_id: {
    id: number;
    status: string;
    notes: string | null;
    is_paid: boolean;
    // The client's "Confirmo" over WhatsApp (decision 054).
    client_confirmed_at?: string | null;
    // Its messages' fate, for the card's call mark (decision 059).
    client_message?: { kind: string; channel: string; status: string }[];
    client_id: { id: number; first_name: string; last_name: string | null; phone: string | null } | null;
  };
};

export type Absence = {
  id: number;
  specialist_id: number;
  date_start: string;
  date_end: string;
  start_time: string | null;
  end_time: string | null;
  reason: string | null;
};

export type Window = { specialist_id: number; weekday: number; start_time: string; end_time: string };

export type DayData = { rows: DayRow[]; absences: Absence[]; windows: Window[] };
