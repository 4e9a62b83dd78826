import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { SectionCard } from '../../../shared/ui/section-card';
import { ProductFormDialog } from './product-form-dialog';
import { ProductMovementsCard } from './product-movements-card';
import { ProductStockCard } from './product-stock-card';
import { StockAdjustmentDialog } from './stock-adjustment-dialog';
import { useProductDetail } from './use-product-detail';

export function ProductDetailPage() {
  const { t } = useTranslation();
  const { id, permissions, product, sites, priceTypes, editing, setEditing, adjusting, setAdjusting } =
    useProductDetail();

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
          <ProductStockCard
            product={data}
            sites={sites}
            priceTypes={priceTypes}
            canAdjust={canAdjust}
            setAdjusting={setAdjusting}
          />
        </Grid>
        <Grid size={12}>
          <ProductMovementsCard productId={id} />
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
