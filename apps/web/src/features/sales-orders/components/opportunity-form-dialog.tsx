import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useSites } from '../../../shared/api/use-sites';
import { DateField } from '../../../shared/forms/date-field';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { OPPORTUNITY_STATUSES, type Opportunity } from '../api/sales-order-keys';
import { ClientPicker } from './client-picker';
import { OpportunityInterestFields } from './opportunity-interest-fields';
import { useOpportunityForm } from './use-opportunity-form';

// An opportunity: who, what they are interested in, how much it may bring and when to call again.
export function OpportunityFormDialog({
  opportunity,
  defaultSiteId,
  onClose,
}: {
  opportunity?: Opportunity;
  defaultSiteId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const sites = useSites().data ?? [];
  const form = useOpportunityForm({ opportunity, defaultSiteId, onClose });
  const {
    title,
    setTitle,
    client,
    setClient,
    siteId,
    setSiteId,
    status,
    setStatus,
    value,
    setValue,
    followUp,
    setFollowUp,
    closeDate,
    setCloseDate,
    notes,
    setNotes,
    dirty,
    errors,
    submit,
    drop,
    save,
    remove,
  } = form;

  return (
    <FormDialog dirty={dirty} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle>
        {opportunity ? t('salesOrders.editOpportunity') : t('salesOrders.newOpportunity')}
      </DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <TextField
              fullWidth
              autoFocus
              required
              label={t('salesOrders.opportunityTitle')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={Boolean(errors.title)}
              helperText={errors.title}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              select
              fullWidth
              label={t('salesOrders.status')}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
            >
              {OPPORTUNITY_STATUSES.map((code) => (
                <MenuItem key={code} value={code}>
                  {t(`salesOrders.opportunityStatuses.${code}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <ClientPicker value={client} onChange={setClient} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              fullWidth
              label={t('salesOrders.expectedValue')}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={Boolean(errors.value)}
              helperText={errors.value}
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
          </Grid>
          <OpportunityInterestFields form={form} />
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              select
              fullWidth
              label={t('salesOrders.site')}
              value={siteId}
              onChange={(event) => setSiteId(event.target.value)}
            >
              <MenuItem value="">
                <em>{t('salesOrders.none')}</em>
              </MenuItem>
              {sites.map((site) => (
                <MenuItem key={site.id} value={String(site.id)}>
                  {site.name}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <DateField
              fullWidth
              label={t('salesOrders.nextFollowUp')}
              value={followUp}
              onChange={(day) => setFollowUp(day)}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <DateField
              fullWidth
              label={t('salesOrders.expectedClose')}
              value={closeDate}
              onChange={(day) => setCloseDate(day)}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={t('salesOrders.notes')}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        {opportunity && (
          <Button color="error" onClick={drop} disabled={remove.isPending} sx={{ mr: 'auto' }}>
            {t('crud.delete')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
