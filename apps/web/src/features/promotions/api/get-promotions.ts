import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ItemSort, items } from '../../../shared/api/http';
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
      items('discount_promotion').read<PromotionRow>({
        fields: PROMOTION_FIELDS,
        search: params.search || undefined,
        // The list's sort is a column of its table, named by the screen.
        sort: [params.sort as ItemSort<'discount_promotion'>, 'id'],
        limit: params.pageSize,
        page: params.page + 1,
        meta: 'filter_count',
        filter: statusFilter(params.status, params.today),
      }),
    placeholderData: keepPreviousData,
  });
}
