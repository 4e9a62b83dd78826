import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSites } from '../../../shared/api/use-sites';
import { useCatalogOptions } from '../../../shared/crud/api/get-catalog-options';
import { ColorField } from '../../../shared/crud/color-field';
import { FormSwitch, FormTextField } from '../../../shared/forms/form-fields';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useServiceOptions } from '../api/get-service-options';
import type { Specialist } from '../api/specialist-keys';
import { SpecialistCommissions } from './specialist-commissions';
import { useSpecialistForm } from './use-specialist-form';

export function SpecialistFormDialog({
  specialist,
  onClose,
}: {
  specialist?: Specialist;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const allSites = useSites().data ?? [];
  const specialties = useCatalogOptions('specialty', 'name').data ?? [];
  const serviceOptions = useServiceOptions().data ?? [];
  const { form, error, submit, saving, dirty, sites, setSites, services, setServices, ...commissions } =
    useSpecialistForm(specialist, onClose);

  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <FormTextField control={form.control} name={name} label={label} {...extra} />
  );
  const toggle = (name: string, label: string) => (
    <FormSwitch control={form.control} name={name} label={label} />
  );

  return (
    <FormDialog dirty={dirty} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{specialist ? t('specialists.edit') : t('specialists.new')}</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              {field('name', t('specialists.name'), { required: true, autoFocus: true })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('last_name', t('specialists.lastName'))}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{field('phone', t('specialists.phone'), { type: 'tel' })}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{field('email', t('specialists.email'), { type: 'email' })}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{field('document_number', t('specialists.document'))}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {field('specialty_id', t('specialists.specialty'), {
                select: true,
                children: [
                  <MenuItem key="" value="">
                    <em>{t('crud.none')}</em>
                  </MenuItem>,
                  ...specialties.map((option) => (
                    <MenuItem key={option.id} value={String(option.id)}>
                      {option.label}
                    </MenuItem>
                  )),
                ],
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="color_in_reserve"
                render={({ field: input }) => (
                  <ColorField
                    field={{ label: 'specialists.color' }}
                    value={String(input.value)}
                    onChange={input.onChange}
                    error={error('color_in_reserve')}
                  />
                )}
              />
            </Grid>
            <Grid size={12} sx={{ display: 'flex', flexWrap: 'wrap' }}>
              {toggle('online_booking', t('specialists.onlineBooking'))}
              {toggle('is_active', t('specialists.active'))}
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Autocomplete
                multiple
                options={allSites}
                value={sites}
                onChange={(_, value) => setSites(value)}
                getOptionLabel={(option) => option.name}
                isOptionEqualToValue={(option, value) => option.id === value.id}
                renderInput={(params) => <TextField {...params} label={t('specialists.sites')} />}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Autocomplete
                multiple
                options={serviceOptions}
                value={services}
                onChange={(_, value) => setServices(value)}
                getOptionLabel={(option) => option.name}
                isOptionEqualToValue={(option, value) => option.id === value.id}
                renderInput={(params) => <TextField {...params} label={t('specialists.services')} />}
              />
            </Grid>
          </Grid>
          <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
            {t('specialists.commissions')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t('specialists.commissionsHelp')}
          </Typography>
          <SpecialistCommissions {...commissions} />
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
