import Box from '@mui/material/Box';
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
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../shared/document/status-chip';
import { EmptyRow } from '../../../shared/ui/list-parts';
import type { PurchaseOrderRow } from '../api/purchase-keys';
import { PURCHASE_STATUSES } from './purchase-statuses';

const WIDE = { xs: 'none', md: 'table-cell' };

// Orders as rows: number (a link to the order), date, supplier, site, status, total and paid.
export function PurchaseOrderTable({
  rows,
  loading,
  showSupplier = true,
}: {
  rows: PurchaseOrderRow[];
  loading: boolean;
  showSupplier?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="purchase-orders">
        <TableHead>
          <TableRow>
            <TableCell>{t('purchases.number')}</TableCell>
            <TableCell sx={{ display: WIDE }}>{t('purchases.date')}</TableCell>
            {showSupplier && <TableCell>{t('purchases.supplier')}</TableCell>}
            <TableCell sx={{ display: WIDE }}>{t('purchases.site')}</TableCell>
            <TableCell sx={{ display: WIDE }}>{t('purchases.status')}</TableCell>
            <TableCell align="right">{t('purchases.total')}</TableCell>
            <TableCell align="right" sx={{ display: WIDE }}>
              {t('purchases.paid')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover data-testid={`purchase-order-${row.id}`}>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={`/shopping/orders/detail/${row.id}`}
                  sx={{ fontWeight: 600 }}
                >
                  #{row.id}
                </Link>
                {/* On phones the status and date ride under the number. */}
                <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 0.5 }}>
                  <StatusChip styles={PURCHASE_STATUSES} status={row.status} />
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block', whiteSpace: 'nowrap' }}
                  >
                    {formatDate(row.order_date)}
                  </Typography>
                </Box>
              </TableCell>
              <TableCell sx={{ display: WIDE, whiteSpace: 'nowrap' }}>{formatDate(row.order_date)}</TableCell>
              {showSupplier && <TableCell>{row.supplier_id.name}</TableCell>}
              <TableCell sx={{ display: WIDE }}>{row.site_id.name}</TableCell>
              <TableCell sx={{ display: WIDE }}>
                <StatusChip styles={PURCHASE_STATUSES} status={row.status} />
              </TableCell>
              <TableCell align="right">{formatMoney(Number(row.total))}</TableCell>
              <TableCell align="right" sx={{ display: WIDE }}>
                <Typography variant="body2" color={Number(row.paid_total) > 0 ? undefined : 'text.secondary'}>
                  {formatMoney(Number(row.paid_total))}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
          {!loading && rows.length === 0 && <EmptyRow colSpan={7} text={t('purchases.noOrders')} />}
        </TableBody>
      </Table>
    </Box>
  );
}
