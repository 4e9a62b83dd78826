import { quoteService } from '@sari/domain/checkout-plan';
import type { BookingPage } from '../api/get-booking-page';

type Service = BookingPage['services'][number];

// When the visit happens on the site's wall clock: the chosen time, or now before one is chosen.
export type VisitMoment = { date: string; time: string };

export const priceAt = (service: Service, siteId: number) =>
  service.prices.find((price) => price.site_id === siteId)?.price ?? null;

// What the salon would charge for the service at that moment: its site price minus the
// promotions that apply then, by the same rule and order the checkout uses (packages/domain).
export function visitPrice(
  page: Pick<BookingPage, 'promotions'>,
  service: Service,
  siteId: number,
  at: VisitMoment,
): { full: number; price: number; promotions: string[] } | null {
  const full = priceAt(service, siteId);
  if (full === null) {
    return null;
  }
  const quote = quoteService({
    sitePrice: full,
    serviceId: service.id,
    at: { ...at, siteId },
    promotions: page.promotions ?? [],
  });
  return { full, price: quote.total, promotions: quote.applied.map((entry) => entry.promotion.name) };
}

// What one site offers online: services some specialist of the site performs, and the
// specialists of the site who perform every chosen service.
export function offerAt(page: BookingPage, siteId: number | null, serviceIds: number[]) {
  if (siteId === null) {
    return { services: [], specialists: [] };
  }
  const here = page.specialists.filter((specialist) => specialist.site_ids.includes(siteId));
  return {
    services: page.services.filter((service) => here.some((s) => s.service_ids.includes(service.id))),
    specialists: here.filter((specialist) => serviceIds.every((id) => specialist.service_ids.includes(id))),
  };
}

export function totalsOf(page: BookingPage, siteId: number | null, serviceIds: number[], at?: VisitMoment) {
  const chosen = page.services.filter((service) => serviceIds.includes(service.id));
  const priceOf = (service: Service) =>
    siteId === null
      ? 0
      : at
        ? (visitPrice(page, service, siteId, at)?.price ?? 0)
        : (priceAt(service, siteId) ?? 0);
  return {
    chosen,
    duration: chosen.reduce((sum, service) => sum + service.duration, 0),
    price: chosen.reduce((sum, service) => sum + priceOf(service), 0),
    full: siteId === null ? 0 : chosen.reduce((sum, service) => sum + (priceAt(service, siteId) ?? 0), 0),
    deposit: chosen.reduce((sum, service) => sum + service.deposit, 0),
  };
}
