import { DEFAULT_TIME_ZONE, wallClock } from '@sari/domain/zoned-time';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { useOpportunities } from '../api/get-opportunities';
import type { Opportunity } from '../api/sales-order-keys';
import { useSaveOpportunity } from '../api/save-opportunity';

// The board shows every open card of the site at once; more than this is read in the list.
const BOARD_SIZE = 200;

// The opportunities page's state: board or list, search, sort and page, the card being edited,
// and moving a card to another state.
export function useOpportunityPage() {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const canUpdate = permissions.has('sales:update');
  const siteId = useSelectedSite();
  const sites = useSites().data ?? [];
  const timeZone =
    sites.find((site) => site.id === siteId)?.time_zone ?? sites[0]?.time_zone ?? DEFAULT_TIME_ZONE;
  const today = wallClock(timeZone).date;
  const [view, setView] = useState<'board' | 'list'>('board');
  const [searchText, setSearchText] = useState('');
  const search = useDeferredValue(searchText.trim());
  const [sort, setSort] = useState('next_follow_up');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [editing, setEditing] = useState<Opportunity | 'new' | null>(null);
  const board = view === 'board';
  const list = useOpportunities({
    siteId,
    search,
    sort: board ? 'next_follow_up' : sort,
    page: board ? 0 : page,
    pageSize: board ? BOARD_SIZE : pageSize,
  });
  const rows = list.data?.data ?? [];
  const save = useSaveOpportunity();

  const move = async (opportunity: Opportunity, status: string) => {
    if (opportunity.status === status) {
      return;
    }
    try {
      await save.mutateAsync({ id: opportunity.id, values: { status } });
      pushAlert(
        t('salesOrders.moved', {
          title: opportunity.title,
          status: t(`salesOrders.opportunityStatuses.${status}`),
        }),
        'success',
      );
    } catch (error) {
      handleHttpError(error);
    }
  };

  return {
    permissions,
    canUpdate,
    siteId,
    today,
    view,
    setView,
    board,
    searchText,
    setSearchText,
    search,
    sort,
    setSort,
    page,
    setPage,
    pageSize,
    setPageSize,
    editing,
    setEditing,
    list,
    rows,
    move,
  };
}

export type OpportunityPageState = ReturnType<typeof useOpportunityPage>;
