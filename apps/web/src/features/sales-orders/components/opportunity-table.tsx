import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { EmptyRow, ListPagination, SortLabel } from '../../../shared/ui/list-parts';
import { clientName } from '../api/sales-order-keys';
import { WonLinks } from './opportunity-card';
import type { OpportunityPageState } from './use-opportunity-page';

const WIDE = { xs: 'none', md: 'table-cell' };

// The list: opportunities sorted by the server, in pages.
export function OpportunityTable({ state }: { state: OpportunityPageState }) {
  const { t } = useTranslation();
  const { rows, list, search, sort, setSort, page, setPage, pageSize, setPageSize, canUpdate, setEditing } =
    state;
  return (
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
              <EmptyRow colSpan={6} text={search ? t('crud.noMatches') : t('salesOrders.noOpportunities')} />
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
  );
}
