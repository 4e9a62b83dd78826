import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useSites } from '../../../shared/api/use-sites';
import { FormSwitch, FormTextField } from '../../../shared/forms/form-fields';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { WeekHoursEditor } from '../../../shared/week-hours/week-hours-editor';
import { RESOURCE_KINDS, type Resource } from '../api/resource-keys';
import { useResourceForm } from './use-resource-form';

export function ResourceFormDialog({ resource, onClose }: { resource?: Resource; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const sites = useSites().data ?? [];
  const { form, week, submit, saving } = useResourceForm(resource, sites, useSelectedSite(), onClose);

  return (
    <FormDialog
      dirty={form.formState.isDirty || week.dirty}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>{resource ? t('resources.edit') : t('resources.new')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="name"
              label={t('resources.name')}
              required
              autoFocus
            />
            <FormTextField control={form.control} name="kind" label={t('resources.kind')} select>
              {RESOURCE_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`resources.kinds.${kind}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={form.control}
              name="site"
              label={t('common.site')}
              select
              required
              disabled={resource !== undefined}
              {...(resource ? { helperText: t('resources.siteFixed') } : {})}
            >
              {(resource && !sites.some((site) => site.id === resource.site_id.id)
                ? [...sites, resource.site_id]
                : sites
              ).map((site) => (
                <MenuItem key={site.id} value={String(site.id)}>
                  {site.name}
                </MenuItem>
              ))}
            </FormTextField>
            <FormSwitch control={form.control} name="is_active" label={t('resources.active')} />
            <Typography variant="subtitle2" component="h3">
              {t('resources.hours')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {week.windows.length === 0 ? t('resources.hoursSite') : t('resources.hoursOwn')}
            </Typography>
            <WeekHoursEditor
              week={week}
              sites={[]}
              canEdit
              emptyDay={week.windows.length === 0 ? t('resources.siteHours') : t('resources.closed')}
              testId="resource-hours"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving || Boolean(week.overlap)}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
