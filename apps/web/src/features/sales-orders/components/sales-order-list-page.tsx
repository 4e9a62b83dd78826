import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SALES_ORDER_STATUSES } from '@sari/contracts/sales-orders';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { EmptyRow, ListHeader, ListPagination, SearchField } from '../../../shared/ui/list-parts';
import { useSalesOrders } from '../api/get-sales-orders';
import { clientName, isOverdue } from '../api/sales-order-keys';
import { NewQuoteDialog } from './new-quote-dialog';
import { SalesHeader } from './sales-header';
import { SalesOrderStatusChip } from './sales-status-chip';

const WIDE = { xs: 'none', md: 'table-cell' };

// Pedidos (resellers): quotes and orders of the app bar's site, by status and client.
export function SalesOrderListPage() {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const siteId = useSelectedSite();
  const [status, setStatus] = useState('');
  const [searchText, setSearchText] = useState('');
  const search = useDeferredValue(searchText.trim());
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [creating, setCreating] = useState(false);
  const list = useSalesOrders({ status, siteId, search, page, pageSize });
  const rows = list.data?.data ?? [];

  return (
    <Box>
      <SalesHeader />
      <ListHeader title={t('salesOrders.title')} help={t('salesOrders.help')} variant="h2">
        {permissions.has('sales:create') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('salesOrders.newQuote')}
          </Button>
        )}
      </ListHeader>
      <Card>
        <Stack spacing={2} sx={{ p: 2 }}>
          <SearchField
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              setPage(0);
            }}
            placeholder={t('salesOrders.searchClient')}
            fullWidth
          />
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1 }}
            role="group"
            aria-label={t('salesOrders.status')}
          >
            {['', ...SALES_ORDER_STATUSES].map((value) => (
              <Chip
                key={value || 'all'}
                label={value ? t(`salesOrders.statuses.${value}`) : t('salesOrders.allStatuses')}
                color={status === value ? 'primary' : 'default'}
                variant={status === value ? 'filled' : 'outlined'}
                aria-pressed={status === value}
                onClick={() => {
                  setStatus(value);
                  setPage(0);
                }}
              />
            ))}
          </Stack>
        </Stack>
        {list.isFetching && <LinearProgress />}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="sales-orders">
            <TableHead>
              <TableRow>
                <TableCell>{t('salesOrders.number')}</TableCell>
                <TableCell sx={{ display: WIDE }}>{t('salesOrders.date')}</TableCell>
                <TableCell>{t('salesOrders.client')}</TableCell>
                <TableCell sx={{ display: WIDE }}>{t('salesOrders.site')}</TableCell>
                <TableCell sx={{ display: WIDE }}>{t('salesOrders.status')}</TableCell>
                <TableCell align="right">{t('salesOrders.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`/sales/order/detail/${row.id}`}
                      sx={{ fontWeight: 600 }}
                    >
                      #{row.id}
                    </Link>
                    <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 0.5 }}>
                      <SalesOrderStatusChip status={row.status} overdue={isOverdue(row)} />
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block', whiteSpace: 'nowrap' }}
                      >
                        {formatDate(row.order_date)}
                      </Typography>
                    </Box>
                  </TableCell>
                  <TableCell sx={{ display: WIDE, whiteSpace: 'nowrap' }}>
                    {formatDate(row.order_date)}
                  </TableCell>
                  <TableCell>{clientName(row.client_id)}</TableCell>
                  <TableCell sx={{ display: WIDE }}>{row.site_id.name}</TableCell>
                  <TableCell sx={{ display: WIDE }}>
                    <SalesOrderStatusChip status={row.status} overdue={isOverdue(row)} />
                  </TableCell>
                  <TableCell align="right">{formatMoney(Number(row.total))}</TableCell>
                </TableRow>
              ))}
              {!list.isLoading && rows.length === 0 && <EmptyRow colSpan={6} text={t('salesOrders.empty')} />}
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
      {creating && <NewQuoteDialog onClose={() => setCreating(false)} />}
    </Box>
  );
}
