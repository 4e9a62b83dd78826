import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Site } from '../../../shared/api/use-sites';
import { FormTextField, type FormValues } from '../../../shared/forms/form-fields';
import type { ServiceOption } from '../api/get-service-options';
import { priceKey } from './prepaid-form-values';

// The parts the prepaid catalogue forms share (session packages, decision 051; memberships,
// decision 055): the services it covers and a price per site.
export function CoveredServicesField({
  options,
  value,
  onChange,
  error,
  help,
  testId,
}: {
  options: ServiceOption[];
  value: ServiceOption[];
  onChange: (value: ServiceOption[]) => void;
  error: string | null;
  help: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
        {t('sessionPackages.services')}
      </Typography>
      <Autocomplete
        multiple
        options={options}
        value={value}
        onChange={(_, next) => onChange(next)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, other) => option.id === other.id}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('sessionPackages.services')}
            error={error !== null}
            helperText={error ?? help}
          />
        )}
        noOptionsText={t('sessionPackages.noServices')}
        data-testid={testId}
      />
    </>
  );
}

export function SitePriceFields({
  control,
  sites,
  help,
}: {
  control: Control<FormValues>;
  sites: Site[];
  help: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
        {t('sessionPackages.pricesBySite')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {help}
      </Typography>
      <Grid container spacing={2}>
        {sites.map((site) => (
          <Grid size={{ xs: 12, sm: 6 }} key={site.id}>
            <FormTextField
              control={control}
              name={priceKey(site.id)}
              label={`${t('sessionPackages.price')} · ${site.name}`}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                htmlInput: { inputMode: 'numeric' },
              }}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
