import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { usePaymentMethodLabel } from '../../../shared/api/use-payment-method-label';
import { EmptyRow, ListPagination } from '../../../shared/ui/list-parts';
import { clientName } from '../api/sales-keys';
import type { SalesPageState } from './use-sales-page';

const NOT_PHONE = { display: { xs: 'none', sm: 'table-cell' } };

export const STATUS_COLOR: Record<string, 'success' | 'warning' | 'default' | 'info'> = {
  pagado: 'success',
  parcial: 'warning',
  anulado: 'default',
  pendiente: 'info',
};

// The sales list: one row per sale (a click opens it), with its pagination.
export function SalesTable({ page }: { page: SalesPageState }) {
  const { t } = useTranslation();
  const methodName = usePaymentMethodLabel();
  const { sales, filters, setFilters, setViewing } = page;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" data-testid="sales-table">
        <TableHead>
          <TableRow>
            <TableCell sx={NOT_PHONE}>#</TableCell>
            <TableCell sx={NOT_PHONE}>{t('sales.date')}</TableCell>
            <TableCell>{t('sales.client')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('common.site')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('sales.methods')}</TableCell>
            <TableCell align="right">{t('sales.total')}</TableCell>
            <TableCell>{t('sales.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sales.data?.data.length === 0 && <EmptyRow colSpan={7} text={t('sales.noSales')} />}
          {sales.data?.data.map((sale) => (
            <TableRow
              key={sale.id}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={() => setViewing(sale.id)}
              aria-label={t('sales.saleNumber', { id: sale.id })}
            >
              <TableCell sx={NOT_PHONE}>{sale.id}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', ...NOT_PHONE }}>{formatDate(sale.day)}</TableCell>
              <TableCell>
                {sale.client ? clientName(sale.client) : t('sales.noClient')}
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: { xs: 'block', sm: 'none' } }}
                >
                  #{sale.id} · {formatDate(sale.day)}
                </Typography>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{sale.site_name}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {sale.methods.map(methodName).join(', ') || '—'}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(sale.total)}
                {sale.refunded_total > 0 && (
                  <div>
                    <small>{t('sales.refundedShort', { amount: formatMoney(sale.refunded_total) })}</small>
                  </div>
                )}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={STATUS_COLOR[sale.status] ?? 'default'}
                  label={t(`sales.statuses.${sale.status}`, sale.status)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ListPagination
        count={sales.data?.meta?.filter_count ?? 0}
        page={filters.page}
        pageSize={filters.pageSize}
        onPage={(page) => setFilters({ ...filters, page })}
        onPageSize={(pageSize) => setFilters({ ...filters, pageSize, page: 0 })}
      />
    </TableContainer>
  );
}
