// What the availability rules read and answer. Input rows keep the database's column names so
// the server and the screens can pass what they loaded as it is; dates are local 'YYYY-MM-DD'
// and times 'HH:mm' or 'HH:mm:ss' on the site's wall clock: callers convert from UTC with the
// site's time zone, and nothing here knows about zones.
import type { BookingProblem, ProblemCode } from './booking-problems';
import type { SiteSchedule, TimeRange } from './schedule';

export type LocalDateTime = { date: string; time: string };

// specialist_availability rows of EVERY site of the specialist, not only this one; only this
// site's count. A specialist with no windows works no hours, as her profile says (decision 011).
export type AvailabilityWindow = { site_id: number; weekday: number; start_time: string; end_time: string };

// specialist_absence rows: date_start..date_end inclusive; null times mean whole days,
// otherwise that window on each of those days.
export type Absence = {
  date_start: string;
  date_end: string;
  start_time: string | null;
  end_time: string | null;
};

// One busy part of an existing non-cancelled booking at ANY site (the specialist cannot be in
// two places): a service with processing time gives two rows, its gap is free. id names the
// booking (reservation service) in a clash.
export type BusyRange = { id?: number | string; date: string; start: string; end: string };

// Order in CalendarData.specialists is the preference order when the client says "any".
// Callers pass only the site's bookable specialists (active, linked to the site, and for the
// public page open to online booking). name, when given, goes into the Spanish messages.
export type SpecialistCalendar = {
  id: number;
  name?: string;
  windows: AvailabilityWindow[];
  absences: Absence[];
  busy: BusyRange[];
};

// Colour, keratin: `active` minutes with the specialist, `processing` minutes while the product
// works and the specialist takes another client, then `finishing` minutes with her again.
export type ProcessingTime = { active: number; processing: number; finishing: number };

// What one booking of a service holds (decision 053): any resource of a kind, or one named
// resource; for the whole service, or only its busy parts (a processing gap frees it).
export type ResourceNeed = { kind: string; resourceId: number | null; whole: boolean };

// An active room or machine of the site, with the busy parts its holds keep (id: the booked
// service, as in a specialist's busy ranges). Order is the preference order when any will do.
// hours: the resource's own weekly windows (decision 058); absent or empty, it follows the site's.
export type ResourceHours = { weekday: number; start: string; end: string };
export type ResourceCalendar = {
  id: number;
  name?: string;
  kind: string;
  busy: BusyRange[];
  hours?: ResourceHours[];
};

// When processing is given its parts make the service's length (the catalogue keeps
// duration equal to their sum); otherwise the whole duration is busy. specialistIds are the
// service_specialist rows: nobody else may do the service.
export type ServiceDefinition = {
  id: number;
  name?: string;
  duration: number;
  processing?: ProcessingTime | null;
  specialistIds: number[];
  needs?: ResourceNeed[];
};

// Everything read from the database for one site; the same shape for the screen and the server.
export type CalendarData = {
  siteId: number;
  schedules: SiteSchedule[];
  specialists: SpecialistCalendar[];
  services: ServiceDefinition[];
  // The resources the asked services need (none when they need none).
  resources?: ResourceCalendar[];
};

// One service of the booking, in the order they are done; specialistId null means "any".
// The same specialist on every service is how "with Ana" is asked.
// resourceIds: rooms or machines chosen by hand; what the service needs besides is picked.
export type ServiceRequest = { serviceId: number; specialistId: number | null; resourceIds?: number[] };

// The online page's limits: nothing before now + notice, nothing after now's date + maxDaysAhead.
export type BookingWindow = { now: LocalDateTime; minNoticeMinutes?: number; maxDaysAhead?: number };

// from..to inclusive; at most MAX_RANGE_DAYS days are answered.
// alternatives false: "any" takes the first free specialist and does not look for the others
// (alternativeSpecialistIds stays empty); the public page shows none, and it is most of the work.
export type AvailabilityRequest = BookingWindow & {
  services: ServiceRequest[];
  from: string;
  to: string;
  alternatives?: boolean;
};

// A service placed in time: start/end 'HH:mm' (end capped at 23:59), the busy parts the server
// stores for the no-overlap constraint, and, for "any", who else is free for it.
export type AssignedService = {
  serviceId: number;
  specialistId: number;
  start: string;
  end: string;
  busy: TimeRange[];
  alternativeSpecialistIds: number[];
  // The rooms and machines it would hold, one per need (empty when it needs none).
  resourceIds: number[];
};

export type FreeSlot = { date: string; start: string; end: string; services: AssignedService[] };

// unavailable says why a whole day has nothing (closed, past, beyond the horizon); an open day
// with every slot taken has unavailable null and no slots.
export type DayProblemCode = Extract<ProblemCode, 'dia_cerrado' | 'hora_pasada' | 'fuera_de_plazo'>;
export type DayAvailability = {
  date: string;
  weekday: number;
  unavailable: DayProblemCode | null;
  slots: FreeSlot[];
};

// refused: the question has no answer on any day (unknown service, specialist who does not
// offer it, bad dates); days is then empty.
export type AvailabilityResult = { days: DayAvailability[]; refused: BookingProblem | null };

// One booking to validate. now is optional: staff may record a past visit, the online page may
// not. ignoreBusyIds leaves out the booking being moved, so it does not clash with itself.
export type ProposedBooking = Partial<BookingWindow> & {
  date: string;
  start: string;
  services: ServiceRequest[];
  ignoreBusyIds?: (number | string)[];
  // A service that follows another of the same reservation starts when that one ends, which
  // may be off the 15-minute grid; only a booking's first start must be on it.
  followsAnother?: boolean;
};

export type BookingCheck = { ok: true; booking: FreeSlot } | { ok: false; problem: BookingProblem };
