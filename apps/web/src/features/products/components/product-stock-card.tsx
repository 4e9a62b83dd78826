import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import type { Site } from '../../../shared/api/use-sites';
import { HIDE_ON_PHONE } from '../../../shared/ui/responsive';
import { SectionCard } from '../../../shared/ui/section-card';
import type { PriceType } from '../api/get-price-types';
import type { Product } from '../api/product-keys';
import { StockChip } from './stock-chip';

export type Adjusting = { site: { id: number; name: string }; current: number };

// The product's stock, minimum and prices at each site, with the adjust button when allowed.
export function ProductStockCard({
  product: data,
  sites,
  priceTypes,
  canAdjust,
  setAdjusting,
}: {
  product: Product;
  sites: Site[];
  priceTypes: PriceType[];
  canAdjust: boolean;
  setAdjusting: (adjusting: Adjusting) => void;
}) {
  const { t } = useTranslation();
  return (
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
                            (row) => row.site_id === site.id && row.product_type_price_id.id === type.id,
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
  );
}
