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
import type { MembershipPlan } from '../api/membership-plan-keys';
import { CoveredServicesField, SitePriceFields } from './prepaid-form-parts';
import { useMembershipPlanForm } from './use-membership-plan-form';

// A membership plan (decision 055), in the package form's dialog and parts.
export function MembershipPlanFormDialog({ plan, onClose }: { plan?: MembershipPlan; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const sites = useSites().data ?? [];
  const serviceOptions = useServiceOptions().data ?? [];
  const { form, included, submit, saving, services, setServices, servicesError } = useMembershipPlanForm(
    plan,
    sites,
    onClose,
  );
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <FormTextField control={form.control} name={name} label={label} {...extra} />
  );
  const percentField = (name: string, label: string) =>
    field(name, label, {
      slotProps: {
        htmlInput: { inputMode: 'numeric' },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      },
    });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>{plan ? t('membershipPlans.edit') : t('membershipPlans.new')}</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              {field('name', t('sessionPackages.name'), { required: true, autoFocus: true })}
            </Grid>
            <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
              <FormSwitch control={form.control} name="is_active" label={t('membershipPlans.active')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              {field('period', t('membershipPlans.period'), {
                select: true,
                children: (['monthly', 'quarterly'] as const).map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {t(`membershipPlans.periods.${choice}`)}
                  </MenuItem>
                )),
              })}
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              {percentField('service_discount', t('membershipPlans.serviceDiscount'))}
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              {percentField('product_discount', t('membershipPlans.productDiscount'))}
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              {field('included_services', t('membershipPlans.included'), {
                slotProps: { htmlInput: { inputMode: 'numeric' } },
                helperText: t('membershipPlans.includedHelp'),
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }} sx={{ display: 'flex', alignItems: 'center' }}>
              <FormSwitch control={form.control} name="rolls_over" label={t('membershipPlans.rollsOver')} />
            </Grid>
            <Grid size={12}>
              {field('description', t('sessionPackages.description'), { multiline: true, minRows: 2 })}
            </Grid>
          </Grid>
          {included > 0 && (
            <CoveredServicesField
              options={serviceOptions}
              value={services}
              onChange={setServices}
              error={servicesError}
              help={t('membershipPlans.servicesHelp')}
              testId="membership-services"
            />
          )}
          <SitePriceFields control={form.control} sites={sites} help={t('membershipPlans.pricesHelp')} />
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
