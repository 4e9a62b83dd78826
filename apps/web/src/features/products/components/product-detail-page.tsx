import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useSites } from '../../../shared/api/use-sites';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { HIDE_ON_PHONE } from '../../../shared/ui/responsive';
import { SectionCard } from '../../../shared/ui/section-card';
import { usePriceTypes } from '../api/get-price-types';
import { useProduct } from '../api/get-product';
import { MOVEMENTS_PAGE_SIZE, useStockMovements } from '../api/get-stock-movements';
import { ProductFormDialog } from './product-form-dialog';
import { StockAdjustmentDialog } from './stock-adjustment-dialog';
import { StockChip } from './stock-chip';

function Movements({ productId }: { productId: number }) {
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

export function ProductDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const product = useProduct(id);
  const sites = useSites().data ?? [];
  const priceTypes = usePriceTypes().data ?? [];
  const [editing, setEditing] = useState(false);
  const [adjusting, setAdjusting] = useState<{ site: { id: number; name: string }; current: number } | null>(
    null,
  );

  if (product.isLoading) {
    return <CenteredSpinner />;
  }
  if (!product.data) {
    return <Alert severity="error">{t('products.notFound')}</Alert>;
  }
  const data = product.data;
  const canAdjust = permissions.has('products:update');
  const facts: [string, ReactNode][] = [
    [t('products.brand'), data.brand_id?.name ?? '—'],
    [t('products.line'), data.product_line_id?.name ?? '—'],
    [t('products.category'), data.product_category_id?.name ?? '—'],
    [t('products.sku'), data.sku ?? '—'],
    [t('products.barcode'), data.barcode ?? '—'],
    [t('products.cost'), formatMoney(data.cost)],
    [t('products.unit'), data.unit ?? '—'],
  ];

  return (
    <Box>
      <Button component={RouterLink} to="/products" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('products.back')}
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h1" data-testid="product-name">
            {data.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
            {!data.is_active && <Chip size="small" label={t('crud.inactive')} />}
            {data.is_for_sale && (
              <Chip size="small" color="primary" variant="outlined" label={t('products.forSale')} />
            )}
            {data.is_consumable && <Chip size="small" color="secondary" label={t('products.consumable')} />}
          </Stack>
        </Box>
        {permissions.has('products:update') && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {t('products.edit')}
          </Button>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <SectionCard title={t('products.data')}>
            {facts.map(([label, value]) => (
              <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', py: 0.5, gap: 2 }}>
                <Typography color="text.secondary">{label}</Typography>
                <Typography sx={{ textAlign: 'right' }}>{value}</Typography>
              </Stack>
            ))}
            {data.description && <Typography sx={{ mt: 1.5 }}>{data.description}</Typography>}
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <SectionCard title={t('products.stockBySite')} testId="product-stock">
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('products.site')}</TableCell>
                    <TableCell>{t('products.stock')}</TableCell>
                    <TableCell align="right" sx={HIDE_ON_PHONE}>
                      {t('products.minStock')}
                    </TableCell>
                    {priceTypes.map((type) => (
                      <TableCell key={type.id} align="right" sx={HIDE_ON_PHONE}>
                        {type.name}
                      </TableCell>
                    ))}
                    {canAdjust && <TableCell />}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {sites.map((site) => {
                    const stock = data.product_stock.find((row) => row.site_id === site.id);
                    const current = stock?.current_stock ?? 0;
                    return (
                      <TableRow key={site.id} data-testid={`stock-${site.id}`}>
                        <TableCell sx={{ fontWeight: 600 }}>
                          {site.name}
                          {/* On a phone the minimum and prices ride under the site. */}
                          <Typography
                            variant="caption"
                            color="text.secondary"
                            sx={{ display: { xs: 'block', sm: 'none' } }}
                          >
                            {[
                              `${t('products.minStock')}: ${stock?.min_stock ?? '—'}`,
                              ...priceTypes.map((type) => {
                                const price = data.product_price.find(
                                  (row) =>
                                    row.site_id === site.id && row.product_type_price_id.id === type.id,
                                );
                                return `${type.name}: ${price ? formatMoney(price.price) : '—'}`;
                              }),
                            ].join(' · ')}
                          </Typography>
                        </TableCell>
                        <TableCell>
                          <StockChip current={current} min={stock?.min_stock ?? 0} tracked={Boolean(stock)} />
                        </TableCell>
                        <TableCell align="right" sx={HIDE_ON_PHONE}>
                          {stock?.min_stock ?? '—'}
                        </TableCell>
                        {priceTypes.map((type) => {
                          const price = data.product_price.find(
                            (row) => row.site_id === site.id && row.product_type_price_id.id === type.id,
                          );
                          return (
                            <TableCell key={type.id} align="right" sx={HIDE_ON_PHONE}>
                              {price ? formatMoney(price.price) : '—'}
                            </TableCell>
                          );
                        })}
                        {canAdjust && (
                          <TableCell align="right">
                            <Button
                              size="small"
                              startIcon={<TuneIcon />}
                              onClick={() => setAdjusting({ site, current })}
                            >
                              {t('products.adjust')}
                            </Button>
                          </TableCell>
                        )}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
          </SectionCard>
        </Grid>
        <Grid size={12}>
          <Movements productId={id} />
        </Grid>
      </Grid>
      {editing && <ProductFormDialog product={data} onClose={() => setEditing(false)} />}
      {adjusting && (
        <StockAdjustmentDialog
          productId={id}
          site={adjusting.site}
          current={adjusting.current}
          onClose={() => setAdjusting(null)}
        />
      )}
    </Box>
  );
}
