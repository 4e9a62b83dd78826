import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Site } from '../../../shared/api/use-sites';
import { FormTextField, type FormValues } from '../../../shared/forms/form-fields';
import type { PriceType } from '../api/get-price-types';
import { minKey, priceKey } from './use-product-form';

export const moneyProps = {
  slotProps: {
    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
    htmlInput: { inputMode: 'numeric' },
  },
};

// Each site's prices (one per price type) and its minimum stock.
export function ProductSitePrices({
  control,
  sites,
  priceTypes,
}: {
  control: Control<FormValues>;
  sites: Site[];
  priceTypes: PriceType[];
}) {
  const { t } = useTranslation();
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <FormTextField control={control} name={name} label={label} {...extra} />
  );
  return (
    <>
      <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
        {t('products.pricesAndStock')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('products.pricesHelp')}
      </Typography>
      <Stack spacing={2}>
        {sites.map((site) => (
          <Grid container spacing={2} key={site.id} data-testid={`site-prices-${site.id}`}>
            <Grid size={{ xs: 12, md: 3 }} sx={{ display: 'flex', alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>{site.name}</Typography>
            </Grid>
            {priceTypes.map((type) => (
              <Grid size={{ xs: 6, md: 3 }} key={type.id}>
                {field(priceKey(site.id, type.id), `${t('products.price')} ${type.name}`, moneyProps)}
              </Grid>
            ))}
            <Grid size={{ xs: 6, md: 3 }}>
              {field(minKey(site.id), t('products.minStock'), {
                slotProps: { htmlInput: { inputMode: 'numeric' } },
              })}
            </Grid>
          </Grid>
        ))}
      </Stack>
    </>
  );
}
