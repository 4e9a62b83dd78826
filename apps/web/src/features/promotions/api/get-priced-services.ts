import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { promotionKeys } from './promotion-keys';

export type PricedService = {
  id: number;
  name: string;
  service_category_id: { name: string } | null;
  service_site_price: { site_id: number; price: number }[];
};

// Active services with their price at each site: what a promotion can change.
export function usePricedServices() {
  return useQuery({
    queryKey: promotionKeys.pricedServices,
    queryFn: () =>
      items('service').read<PricedService>({
        fields: [
          'id',
          'name',
          'service_category_id.name',
          'service_site_price.site_id',
          'service_site_price.price',
        ],
        filter: { is_active: { _eq: true } },
        sort: ['name'],
        limit: -1,
      }),
    select: (response) => response.data,
    staleTime: 60_000,
  });
}
