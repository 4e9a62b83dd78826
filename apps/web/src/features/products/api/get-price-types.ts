import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { productKeys } from './product-keys';

export type PriceType = { id: number; name: string; is_default: boolean };

export function usePriceTypes() {
  return useQuery({
    queryKey: productKeys.priceTypes,
    queryFn: () =>
      items('product_type_price').read<PriceType>({
        fields: ['id', 'name', 'is_default'],
        sort: ['-is_default', 'name'],
        limit: -1,
      }),
    select: (response) => response.data,
    staleTime: 60_000,
  });
}
