import { supplierSummary } from '@sari/contracts/purchases';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { purchaseKeys } from './purchase-keys';

export function useSupplierSummary(id: number) {
  return useQuery({
    queryKey: purchaseKeys.supplierSummary(id),
    queryFn: () => callOperation(supplierSummary, { id }),
  });
}
