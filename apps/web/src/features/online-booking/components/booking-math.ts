import type { BookingPage } from '../api/get-booking-page';

type Service = BookingPage['services'][number];

export const priceAt = (service: Service, siteId: number) =>
  service.prices.find((price) => price.site_id === siteId)?.price ?? null;

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

export function totalsOf(page: BookingPage, siteId: number | null, serviceIds: number[]) {
  const chosen = page.services.filter((service) => serviceIds.includes(service.id));
  return {
    chosen,
    duration: chosen.reduce((sum, service) => sum + service.duration, 0),
    price: siteId === null ? 0 : chosen.reduce((sum, service) => sum + (priceAt(service, siteId) ?? 0), 0),
    deposit: chosen.reduce((sum, service) => sum + service.deposit, 0),
  };
}
