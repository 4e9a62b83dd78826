import { minutesToTime, timeToMinutes } from '@sari/domain/time-slots';
import type { BookingInput } from './api/book-reservation';
import type { CalendarPromotion } from './api/get-promotions';
import type { CalendarResource } from './api/get-resources';
import type { BookableService } from './api/get-services';
import type { ClientOption } from './api/search-clients';
import { type LinePrice, linePrice } from './pricing';

export type BookingPreset = { date: string; time?: string; specialistId?: number; resourceId?: number };

// One service of a booking; time '' = right after the previous service.
export type BookingLine = {
  key: number;
  serviceId: number | null;
  specialistId: number | null;
  time: string;
  products: { id: number; name: string }[];
  // A cabin or machine chosen by hand (decision 057); null: any free one ("Cualquiera").
  resourceId?: number | null;
};

export type NewClient = { first_name: string; last_name: string; phone: string };
export type Clash = { date: string; message: string };
export type PricedLine = LinePrice & { start: number | null; service?: BookableService; sitePrice: number };

export const clientName = (client: ClientOption) => `${client.first_name} ${client.last_name ?? ''}`.trim();

// The line after the last one: same specialist, right after it.
export const nextLine = (lines: BookingLine[]): BookingLine => ({
  key: Math.max(...lines.map((line) => line.key)) + 1,
  serviceId: null,
  specialistId: lines[lines.length - 1]?.specialistId ?? null,
  time: '',
  products: [],
});

// The resources a line's service lets the receptionist choose: of the kinds it needs "any" of
// (a laser session's cabin; the laser itself is named by the service).
export function resourceChoices(service: BookableService | undefined, resources: CalendarResource[]) {
  const kinds = new Set(
    (service?.service_resource_need ?? [])
      .filter((need) => need.resource_id === null)
      .map((need) => need.kind),
  );
  return resources.filter((resource) => kinds.has(resource.kind));
}

// Each line's start and price, walking the services in order (consecutive by default).
export function pricedLines(input: {
  lines: BookingLine[];
  services: BookableService[];
  promotions: CalendarPromotion[];
  date: string;
  siteId: number;
}): PricedLine[] {
  const { lines, services, promotions, date, siteId } = input;
  let cursor = lines[0]?.time ? timeToMinutes(lines[0].time) : null;
  return lines.map((line) => {
    const service = services.find((item) => item.id === line.serviceId);
    const start = line.time ? timeToMinutes(line.time) : cursor;
    cursor = start !== null && service ? start + service.duration : start;
    const sitePrice = service?.service_site_price.find((price) => price.site_id === siteId)?.price ?? 0;
    const price =
      service && start !== null
        ? linePrice({
            sitePrice,
            serviceId: service.id,
            date,
            time: minutesToTime(start),
            siteId,
            promotions,
          })
        : { total: sitePrice, discounts: [] };
    return { start, service, sitePrice, ...price };
  });
}

// What the booking operation is asked, or null while a service or the first time is missing.
export function bookingInput(input: {
  siteId: number;
  mode: 'existing' | 'new';
  client: ClientOption | null;
  newClient: NewClient;
  date: string;
  lines: BookingLine[];
  notes: string;
  repeat: { every_weeks: number; until: string } | null;
  checkOnly: boolean;
  // The resource chosen by hand on a line, when its service can take it.
  resourceOf?: (line: BookingLine) => number | null;
}): BookingInput | null {
  const { lines, newClient } = input;
  if (lines.some((line) => !line.serviceId) || !lines[0].time) {
    return null;
  }
  return {
    site_id: input.siteId,
    ...(input.mode === 'existing'
      ? { client_id: input.client?.id }
      : {
          new_client: {
            first_name: newClient.first_name,
            last_name: newClient.last_name || undefined,
            phone: newClient.phone,
          },
        }),
    date: input.date,
    services: lines.map((line) => ({
      service_id: line.serviceId!,
      specialist_id: line.specialistId,
      time: line.time || undefined,
      products: line.products.map((product) => ({ product_id: product.id, amount: 1 })),
      ...(input.resourceOf?.(line) ? { resource_ids: [input.resourceOf(line)!] } : {}),
    })),
    notes: input.notes.trim() || undefined,
    repeat: input.repeat ?? undefined,
    check_only: input.checkOnly,
  } as BookingInput;
}
