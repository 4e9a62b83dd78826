import { parseMoney } from '@sari/domain/money';
import { z } from 'zod';
import type { Site } from '../../../shared/api/use-sites';
import type { FormValues } from '../../../shared/forms/form-fields';
import type { ServiceOption } from '../api/get-service-options';

// The values the prepaid catalogue forms share (decisions 051, 055): one price field per site,
// the covered services and prices written nested (existing rows by id), as the API's aliases.
export const priceKey = (siteId: number) => `price_${siteId}`;

type Linked = {
  services: { id: number; service_id: { id: number } }[];
  prices: { id: number; site_id: number; price: number }[];
};

export const priceSchema = (message: string) =>
  z.string().refine((value) => {
    if (value.trim() === '') {
      return true;
    }
    const amount = parseMoney(value);
    return amount !== null && amount >= 0 && amount <= 1_000_000_000;
  }, message);

export const priceFields = (sites: Site[], message: string) =>
  Object.fromEntries(sites.map((site) => [priceKey(site.id), priceSchema(message)]));

export const initialPrices = (sites: Site[], item: Linked | undefined) =>
  Object.fromEntries(
    sites.map((site) => [
      priceKey(site.id),
      String(item?.prices.find((row) => row.site_id === site.id)?.price ?? ''),
    ]),
  );

export const nestedServices = (item: Linked | undefined, services: ServiceOption[]) =>
  services.map((service) => {
    const existing = item?.services.find((link) => link.service_id.id === service.id);
    return existing ? { id: existing.id } : { service_id: service.id };
  });

export const nestedPrices = (item: Linked | undefined, sites: Site[], values: FormValues) =>
  sites
    .filter((site) => String(values[priceKey(site.id)]).trim() !== '')
    .map((site) => {
      const existing = item?.prices.find((row) => row.site_id === site.id);
      return {
        ...(existing ? { id: existing.id } : {}),
        site_id: site.id,
        price: parseMoney(String(values[priceKey(site.id)])),
      };
    });
