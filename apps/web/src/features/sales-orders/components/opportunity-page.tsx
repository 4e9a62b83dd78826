import AddIcon from '@mui/icons-material/Add';
import TableRowsIcon from '@mui/icons-material/TableRowsOutlined';
import ViewKanbanIcon from '@mui/icons-material/ViewKanbanOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { DEFAULT_TIME_ZONE, wallClock } from '@sari/domain/zoned-time';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { EmptyRow, ListHeader, ListPagination, SearchField, SortLabel } from '../../../shared/ui/list-parts';
import { useOpportunities } from '../api/get-opportunities';
import { clientName, OPPORTUNITY_STATUSES, type Opportunity } from '../api/sales-order-keys';
import { useSaveOpportunity } from '../api/save-opportunity';
import { OpportunityCard, WonLinks } from './opportunity-card';
import { OpportunityFormDialog } from './opportunity-form-dialog';
import { SalesHeader } from './sales-header';

const WIDE = { xs: 'none', md: 'table-cell' };
// The board shows every open card of the site at once; more than this is read in the list.
const BOARD_SIZE = 200;

// Oportunidades (salons): a board with one column per state, cards dragged between them (or
// moved with their status select), and a list with server sort and pages.
export function OpportunityPage() {
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
  const [dropTarget, setDropTarget] = useState<string | null>(null);
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

  return (
    <Box>
      <SalesHeader />
      <ListHeader
        title={t('salesOrders.opportunities')}
        help={t('salesOrders.opportunitiesHelp')}
        variant="h2"
      >
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, next) => next && setView(next)}
            aria-label={t('salesOrders.view')}
          >
            <ToggleButton value="board" aria-label={t('salesOrders.board')}>
              <ViewKanbanIcon fontSize="small" sx={{ mr: 0.5 }} />
              {t('salesOrders.board')}
            </ToggleButton>
            <ToggleButton value="list" aria-label={t('salesOrders.list')}>
              <TableRowsIcon fontSize="small" sx={{ mr: 0.5 }} />
              {t('salesOrders.list')}
            </ToggleButton>
          </ToggleButtonGroup>
          {permissions.has('sales:create') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing('new')}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('salesOrders.newOpportunity')}
            </Button>
          )}
        </Stack>
      </ListHeader>
      <Box sx={{ mb: 2 }}>
        <SearchField
          value={searchText}
          onChange={(value) => {
            setSearchText(value);
            setPage(0);
          }}
          placeholder={t('salesOrders.searchOpportunity')}
          fullWidth
        />
      </Box>
      {list.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {board ? (
        <>
          {canUpdate && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('salesOrders.dragHelp')}
            </Typography>
          )}
          <Grid container spacing={2}>
            {OPPORTUNITY_STATUSES.map((status) => {
              const cards = rows.filter((row) => row.status === status);
              const total = cards.reduce((sum, row) => sum + Number(row.expected_value), 0);
              return (
                <Grid key={status} size={{ xs: 12, sm: 6, lg: 3 }}>
                  <Box
                    data-testid={`column-${status}`}
                    role="region"
                    aria-label={t(`salesOrders.opportunityStatuses.${status}`)}
                    onDragOver={(event) => {
                      event.preventDefault();
                      setDropTarget(status);
                    }}
                    onDragLeave={() => setDropTarget(null)}
                    onDrop={(event) => {
                      event.preventDefault();
                      setDropTarget(null);
                      const moved = rows.find(
                        (row) => row.id === Number(event.dataTransfer.getData('text/plain')),
                      );
                      if (moved) {
                        void move(moved, status);
                      }
                    }}
                    sx={{
                      bgcolor: (theme) =>
                        dropTarget === status
                          ? alpha(theme.palette.primary.main, 0.12)
                          : theme.palette.action.hover,
                      outline: dropTarget === status ? 2 : 0,
                      outlineColor: 'primary.main',
                      borderRadius: 2,
                      p: 1.5,
                      minHeight: { sm: 240 },
                      height: '100%',
                    }}
                  >
                    <Stack
                      direction="row"
                      sx={{ justifyContent: 'space-between', mb: 1.5, alignItems: 'baseline' }}
                    >
                      <Typography variant="h3">{t(`salesOrders.opportunityStatuses.${status}`)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('salesOrders.columnTotal', { count: cards.length, total: formatMoney(total) })}
                      </Typography>
                    </Stack>
                    <Stack spacing={1.5}>
                      {cards.map((row) => (
                        <OpportunityCard
                          key={row.id}
                          opportunity={row}
                          today={today}
                          canUpdate={canUpdate}
                          onMove={(next) => move(row, next)}
                          onEdit={() => setEditing(row)}
                        />
                      ))}
                      {cards.length === 0 && (
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          sx={{ py: 2, textAlign: 'center' }}
                        >
                          {t('salesOrders.noOpportunities')}
                        </Typography>
                      )}
                    </Stack>
                  </Box>
                </Grid>
              );
            })}
          </Grid>
        </>
      ) : (
        <Card>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="opportunity-table">
              <TableHead>
                <TableRow>
                  {[
                    ['title', 'salesOrders.opportunityTitle', undefined],
                    ['client_id.first_name', 'salesOrders.client', WIDE],
                    ['status', 'salesOrders.status', undefined],
                    ['expected_value', 'salesOrders.expectedValue', undefined],
                    ['next_follow_up', 'salesOrders.nextFollowUp', WIDE],
                  ].map(([field, label, display]) => (
                    <TableCell
                      key={field as string}
                      sx={{ display }}
                      align={field === 'expected_value' ? 'right' : undefined}
                    >
                      <SortLabel
                        field={field as string}
                        sort={sort}
                        onSort={(next) => {
                          setSort(next);
                          setPage(0);
                        }}
                      >
                        {t(label as string)}
                      </SortLabel>
                    </TableCell>
                  ))}
                  <TableCell sx={{ display: WIDE }}>{t('salesOrders.interest')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} hover>
                    <TableCell>
                      {canUpdate ? (
                        <Link
                          component="button"
                          onClick={() => setEditing(row)}
                          sx={{ fontWeight: 600, textAlign: 'left' }}
                        >
                          {row.title}
                        </Link>
                      ) : (
                        row.title
                      )}
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: { xs: 'block', md: 'none' } }}
                      >
                        {clientName(row.client_id)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ display: WIDE }}>{clientName(row.client_id)}</TableCell>
                    <TableCell>
                      {t(`salesOrders.opportunityStatuses.${row.status}`)}
                      {row.status === 'won' && (
                        <Box sx={{ mt: 0.5 }}>
                          <WonLinks opportunity={row} />
                        </Box>
                      )}
                    </TableCell>
                    <TableCell align="right">{formatMoney(Number(row.expected_value))}</TableCell>
                    <TableCell sx={{ display: WIDE, whiteSpace: 'nowrap' }}>
                      {row.next_follow_up ? formatDate(row.next_follow_up) : '—'}
                    </TableCell>
                    <TableCell sx={{ display: WIDE }}>
                      {row.service_id?.name ?? row.product_id?.name ?? '—'}
                    </TableCell>
                  </TableRow>
                ))}
                {!list.isLoading && rows.length === 0 && (
                  <EmptyRow
                    colSpan={6}
                    text={search ? t('crud.noMatches') : t('salesOrders.noOpportunities')}
                  />
                )}
              </TableBody>
            </Table>
          </Box>
          <ListPagination
            count={list.data?.meta?.filter_count ?? 0}
            page={page}
            pageSize={pageSize}
            onPage={setPage}
            onPageSize={setPageSize}
          />
        </Card>
      )}
      {editing && (
        <OpportunityFormDialog
          opportunity={editing === 'new' ? undefined : editing}
          defaultSiteId={siteId}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
