import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readItems } from '../../../shared/api/http';
import {
  PROMOTION_FIELDS,
  type PromotionListParams,
  type PromotionRow,
  promotionKeys,
} from './promotion-keys';

function statusFilter(status: PromotionListParams['status'], today: string) {
  switch (status) {
    case 'vigente':
      return { status: { _eq: 'vigente' }, date_end: { _gte: today } };
    case 'vencido':
      return {
        _or: [{ status: { _eq: 'vencido' } }, { status: { _eq: 'vigente' }, date_end: { _lt: today } }],
      };
    case 'inactiva':
      return { status: { _eq: 'inactiva' } };
    default:
      return undefined;
  }
}

export function usePromotions(params: PromotionListParams) {
  return useQuery({
    queryKey: promotionKeys.list(params),
    queryFn: () =>
      readItems<PromotionRow>('discount_promotion', {
        fields: PROMOTION_FIELDS,
        search: params.search || undefined,
        sort: [params.sort, 'id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
        filter: statusFilter(params.status, params.today),
      }),
    placeholderData: keepPreviousData,
  });
}
