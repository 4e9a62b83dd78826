import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDuration } from '@sari/domain/dates';
import { useTranslation } from 'react-i18next';
import { useSites } from '../../../shared/api/use-sites';
import { useCatalogOptions } from '../../../shared/crud/api/get-catalog-options';
import { FormSwitch, FormTextField } from '../../../shared/forms/form-fields';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useConsumableOptions } from '../api/get-consumable-options';
import { useResourceOptions } from '../api/get-resource-options';
import { type SpecialistOption, useSpecialistOptions } from '../api/get-specialist-options';
import type { Service } from '../api/service-keys';
import { ServiceConsumables } from './service-consumables';
import { ServiceResourceNeeds } from './service-resource-needs';
import { priceKey, useServiceForm } from './use-service-form';

const fullName = (specialist: SpecialistOption) => `${specialist.name} ${specialist.last_name ?? ''}`.trim();

export function ServiceFormDialog({ service, onClose }: { service?: Service; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const sites = useSites().data ?? [];
  const categories = useCatalogOptions('service_category', 'name').data ?? [];
  const specialistOptions = useSpecialistOptions().data ?? [];
  const resourceOptions = useResourceOptions().data ?? [];
  const consumableOptions = useConsumableOptions().data ?? [];
  const {
    form,
    duration,
    error,
    submit,
    saving,
    specialists,
    setSpecialists,
    needs,
    setNeeds,
    ...consumables
  } = useServiceForm(service, sites, onClose);

  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <FormTextField control={form.control} name={name} label={label} {...extra} />
  );
  const toggle = (name: string, label: string) => (
    <FormSwitch control={form.control} name={name} label={label} />
  );
  const minutes = Number(duration);

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>{service ? t('services.edit') : t('services.new')}</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              {field('name', t('services.name'), { required: true, autoFocus: true })}
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              {field('service_category_id', t('services.category'), {
                select: true,
                children: [
                  <MenuItem key="" value="">
                    <em>{t('crud.none')}</em>
                  </MenuItem>,
                  ...categories.map((category) => (
                    <MenuItem key={category.id} value={String(category.id)}>
                      {category.label}
                    </MenuItem>
                  )),
                ],
              })}
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              {field('duration', t('services.duration'), {
                required: true,
                slotProps: {
                  htmlInput: { inputMode: 'numeric' },
                  input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
                },
                helperText:
                  error('duration') ??
                  (minutes > 0 && minutes <= 720 ? formatDuration(minutes) : t('services.durationHelp')),
              })}
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              {field('color', t('services.color'), { placeholder: '#88EAFA' })}
            </Grid>
            <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}>
              {toggle('online_booking', t('services.onlineBooking'))}
              {toggle('is_active', t('services.active'))}
            </Grid>
            <Grid size={12}>
              {field('description', t('services.description'), { multiline: true, minRows: 2 })}
            </Grid>
          </Grid>

          <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
            {t('services.pricesBySite')}
          </Typography>
          <Grid container spacing={2}>
            {sites.map((site) => (
              <Grid size={{ xs: 12, sm: 6 }} key={site.id}>
                {field(priceKey(site.id), `${t('services.price')} · ${site.name}`, {
                  slotProps: {
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                    htmlInput: { inputMode: 'numeric' },
                  },
                })}
              </Grid>
            ))}
          </Grid>

          <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
            {t('services.whoPerforms')}
          </Typography>
          <Autocomplete
            multiple
            options={specialistOptions}
            value={specialists}
            onChange={(_, value) => setSpecialists(value)}
            getOptionLabel={fullName}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => <TextField {...params} label={t('services.specialists')} />}
            noOptionsText={t('services.noSpecialists')}
          />

          <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
            {t('services.consumables')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t('services.consumablesHelp')}
          </Typography>
          <ServiceConsumables {...consumables} consumableOptions={consumableOptions} />

          <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
            {t('services.needs')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t('services.needsHelp')}
          </Typography>
          <ServiceResourceNeeds needs={needs} setNeeds={setNeeds} resourceOptions={resourceOptions} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
