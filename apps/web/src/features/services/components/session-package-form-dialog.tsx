import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useSites } from '../../../shared/api/use-sites';
import { FormSwitch, FormTextField } from '../../../shared/forms/form-fields';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useServiceOptions } from '../api/get-service-options';
import type { SessionPackage } from '../api/session-package-keys';
import { CoveredServicesField, SitePriceFields } from './prepaid-form-parts';
import { useSessionPackageForm } from './use-session-package-form';

export function SessionPackageFormDialog({ plan, onClose }: { plan?: SessionPackage; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const sites = useSites().data ?? [];
  const serviceOptions = useServiceOptions().data ?? [];
  const { form, unit, submit, saving, services, setServices, servicesError } = useSessionPackageForm(
    plan,
    sites,
    onClose,
  );
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <FormTextField control={form.control} name={name} label={label} {...extra} />
  );
  const numeric = { slotProps: { htmlInput: { inputMode: 'numeric' } } };

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>{plan ? t('sessionPackages.edit') : t('sessionPackages.new')}</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              {field('name', t('sessionPackages.name'), { required: true, autoFocus: true })}
            </Grid>
            <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
              <FormSwitch control={form.control} name="is_active" label={t('sessionPackages.active')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              {field('sessions', t('sessionPackages.sessions'), { required: true, ...numeric })}
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              {field('validity', t('sessionPackages.validity'), {
                disabled: unit === 'none',
                ...numeric,
                slotProps: {
                  htmlInput: { inputMode: 'numeric' },
                  input:
                    unit === 'none'
                      ? undefined
                      : {
                          endAdornment: (
                            <InputAdornment position="end">
                              {t(`sessionPackages.units.${unit}`)}
                            </InputAdornment>
                          ),
                        },
                },
              })}
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              {field('unit', t('sessionPackages.validityUnit'), {
                select: true,
                children: (['months', 'days', 'none'] as const).map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {choice === 'none'
                      ? t('sessionPackages.units.none')
                      : t(`sessionPackages.units.${choice}`).replace(/^./, (c) => c.toUpperCase())}
                  </MenuItem>
                )),
              })}
            </Grid>
            <Grid size={12}>
              {field('description', t('sessionPackages.description'), { multiline: true, minRows: 2 })}
            </Grid>
          </Grid>

          <CoveredServicesField
            options={serviceOptions}
            value={services}
            onChange={setServices}
            error={servicesError}
            help={t('sessionPackages.servicesHelp')}
            testId="package-services"
          />
          <SitePriceFields control={form.control} sites={sites} help={t('sessionPackages.pricesHelp')} />
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
