import { salesSummary } from '@sari/contracts/sales';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { salesKeys } from './sales-keys';

// /sales/report: totals of a range by day, method, specialist, service and product.
export function useSalesSummary(siteId: number, from: string, to: string) {
  return useQuery({
    queryKey: salesKeys.summary(siteId, from, to),
    queryFn: () => callOperation(salesSummary, { site_id: siteId, from, to }),
    placeholderData: keepPreviousData,
  });
}
