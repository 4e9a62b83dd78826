import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDE_ON_PHONE } from '../../../shared/ui/responsive';
import { SectionCard } from '../../../shared/ui/section-card';
import { MOVEMENTS_PAGE_SIZE, useStockMovements } from '../api/get-stock-movements';

// The product's stock movements, newest first, a page at a time.
export function ProductMovementsCard({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const movements = useStockMovements(productId, page);
  const rows = movements.data?.data ?? [];
  return (
    <SectionCard title={t('products.movements')} testId="product-movements">
      {rows.length === 0 && !movements.isLoading ? (
        <Typography color="text.secondary">{t('products.noMovements')}</Typography>
      ) : (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('products.date')}</TableCell>
                  <TableCell sx={HIDE_ON_PHONE}>{t('products.site')}</TableCell>
                  <TableCell>{t('products.movementType')}</TableCell>
                  <TableCell align="right">{t('products.quantity')}</TableCell>
                  <TableCell align="right">{t('products.balance')}</TableCell>
                  <TableCell sx={HIDE_ON_PHONE}>{t('products.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.date_created)}</TableCell>
                    <TableCell sx={HIDE_ON_PHONE}>{row.site_id.name}</TableCell>
                    <TableCell>
                      {t(`products.types.${row.type}`)}
                      {/* On a phone the site and reason ride under the type. */}
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: { xs: 'block', sm: 'none' } }}
                      >
                        {[row.site_id.name, row.reason].filter(Boolean).join(' · ')}
                      </Typography>
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ fontWeight: 600, color: row.quantity < 0 ? 'error.dark' : 'success.dark' }}
                    >
                      {row.quantity > 0 ? `+${row.quantity}` : row.quantity}
                    </TableCell>
                    <TableCell align="right">{row.balance_after ?? '—'}</TableCell>
                    <TableCell sx={HIDE_ON_PHONE}>
                      {row.reason ?? '—'}
                      {row.sari_user_id && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {`${row.sari_user_id.first_name} ${row.sari_user_id.last_name ?? ''}`.trim()}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <TablePagination
            component="div"
            count={movements.data?.meta?.filter_count ?? 0}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={MOVEMENTS_PAGE_SIZE}
            rowsPerPageOptions={[MOVEMENTS_PAGE_SIZE]}
          />
        </>
      )}
    </SectionCard>
  );
}
