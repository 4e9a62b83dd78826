import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { productKeys } from './product-keys';

export type ProductLine = { id: number; name: string; brand_id: number | null };

// Every product line with its brand: the form offers the lines of the chosen brand.
export function useProductLines() {
  return useQuery({
    queryKey: productKeys.lines,
    queryFn: () =>
      items('product_line').read<ProductLine>({
        fields: ['id', 'name', 'brand_id'],
        sort: ['name'],
        limit: -1,
      }),
    select: (response) => response.data,
    staleTime: 60_000,
  });
}
