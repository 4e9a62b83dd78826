import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Site } from '../../../shared/api/use-sites';
import { useCatalogOptions } from '../../../shared/crud/api/get-catalog-options';
import type { PricedService } from '../api/get-priced-services';
import type { PromotionForm } from './use-promotion-form';

// Whom the promotion is for: one specialist or any, its sites and its services.
export function PromotionTargetFields({
  form,
  allSites,
  services,
}: {
  form: PromotionForm;
  allSites: Site[];
  services: PricedService[];
}) {
  const { t } = useTranslation();
  const specialists = useCatalogOptions('specialist', 'name').data ?? [];
  const { values, set, errors } = form;
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          select
          fullWidth
          label={t('promotions.specialist')}
          value={values.specialistId}
          onChange={(event) => set('specialistId', event.target.value)}
          helperText={t('promotions.specialistHelp')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('promotions.anySpecialist')}</MenuItem>
          {specialists.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Autocomplete
          multiple
          options={allSites}
          value={values.sites}
          onChange={(_, next) => set('sites', next)}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, other) => option.id === other.id}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('promotions.sites')}
              error={Boolean(errors.sites)}
              helperText={errors.sites}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Autocomplete
          multiple
          options={services}
          value={values.chosen}
          onChange={(_, next) => set('chosen', next)}
          getOptionLabel={(option) => option.name}
          groupBy={(option) => (option as PricedService).service_category_id?.name ?? ''}
          isOptionEqualToValue={(option, other) => option.id === other.id}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('promotions.services')}
              error={Boolean(errors.services)}
              helperText={errors.services}
            />
          )}
        />
      </Grid>
    </>
  );
}
