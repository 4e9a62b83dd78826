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
import { useTranslation } from 'react-i18next';
import { useSites } from '../../../shared/api/use-sites';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { usePricedServices } from '../api/get-priced-services';
import type { PromotionRow } from '../api/promotion-keys';
import { PromotionPreview } from './promotion-preview';
import { PromotionTargetFields } from './promotion-target-fields';
import { PromotionWhenFields } from './promotion-when-fields';
import { usePromotionForm } from './use-promotion-form';

export function PromotionFormDialog({
  promotion,
  today,
  onClose,
}: {
  promotion?: PromotionRow;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const allSites = useSites().data ?? [];
  const services = usePricedServices().data ?? [];
  const form = usePromotionForm(promotion, today, onClose);
  const { values, set, errors } = form;

  return (
    <FormDialog dirty={form.dirty} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <form onSubmit={form.submit} noValidate>
        <DialogTitle>{promotion ? t('promotions.edit') : t('promotions.new')}</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <TextField
                fullWidth
                required
                autoFocus
                label={t('promotions.name')}
                value={values.name}
                onChange={(event) => set('name', event.target.value)}
                error={Boolean(errors.name)}
                helperText={errors.name}
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField
                select
                fullWidth
                label={t('promotions.status')}
                value={values.status}
                onChange={(event) => set('status', event.target.value)}
              >
                {['vigente', 'vencido', 'inactiva'].map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`promotions.statuses.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <PromotionWhenFields form={form} />
            <Grid size={{ xs: 6, md: 3 }}>
              <TextField
                select
                fullWidth
                label={t('promotions.discountType')}
                value={values.discountType}
                onChange={(event) => set('discountType', event.target.value as '%' | 'fixed')}
              >
                <MenuItem value="%">{t('catalogs.percent')}</MenuItem>
                <MenuItem value="fixed">{t('catalogs.fixed')}</MenuItem>
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <TextField
                fullWidth
                required
                label={t('promotions.value')}
                value={values.value}
                onChange={(event) => set('value', event.target.value)}
                error={Boolean(errors.value)}
                helperText={errors.value}
                slotProps={{
                  htmlInput: { inputMode: 'numeric' },
                  input:
                    values.discountType === '%'
                      ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
                      : { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
            </Grid>
            <PromotionTargetFields form={form} allSites={allSites} services={services} />
            <Grid size={12}>
              <TextField
                fullWidth
                multiline
                minRows={2}
                label={t('promotions.description')}
                value={values.description}
                onChange={(event) => set('description', event.target.value)}
              />
            </Grid>
          </Grid>
          <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
            {t('promotions.preview')}
          </Typography>
          <PromotionPreview
            key={`${values.dateStart}-${values.timeStart}-${values.sites.map((site) => site.id).join()}`}
            promotion={form.preview}
            serviceIds={values.chosen.map((service) => service.id)}
            services={services}
            sites={allSites}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.saving}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
