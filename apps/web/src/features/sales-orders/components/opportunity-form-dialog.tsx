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
import useMediaQuery from '@mui/material/useMediaQuery';
import { parseMoney } from '@sari/domain/money';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import { DateField } from '../../../shared/forms/date-field';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { useDeleteOpportunity } from '../api/delete-opportunity';
import { useServiceOptions } from '../api/get-service-options';
import { type ClientRef, OPPORTUNITY_STATUSES, type Opportunity } from '../api/sales-order-keys';
import { useSaveOpportunity } from '../api/save-opportunity';
import { useSaleProductSearch } from '../api/search-sale-products';
import { ClientPicker } from './client-picker';

type Errors = Partial<Record<'title' | 'value', string>>;

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
  const services = useServiceOptions().data ?? [];
  const save = useSaveOpportunity();
  const remove = useDeleteOpportunity();
  const [title, setTitle] = useState(opportunity?.title ?? '');
  const [client, setClient] = useState<ClientRef | null>(opportunity?.client_id ?? null);
  const [siteId, setSiteId] = useState(String(opportunity?.site_id?.id ?? (defaultSiteId || '')));
  const [status, setStatus] = useState(opportunity?.status ?? 'new');
  const [value, setValue] = useState(String(opportunity?.expected_value ?? 0));
  const [serviceId, setServiceId] = useState(String(opportunity?.service_id?.id ?? ''));
  const [product, setProduct] = useState<{ id: number; name: string } | null>(
    opportunity?.product_id ?? null,
  );
  const [productText, setProductText] = useState('');
  const productSearch = useDeferredValue(productText.trim());
  const products = useSaleProductSearch(Number(siteId) || 0, productSearch).data ?? [];
  const [followUp, setFollowUp] = useState(opportunity?.next_follow_up ?? '');
  const [closeDate, setCloseDate] = useState(opportunity?.expected_close_date ?? '');
  const [notes, setNotes] = useState(opportunity?.notes ?? '');
  const dirty = useChanged([
    title,
    client,
    siteId,
    status,
    value,
    serviceId,
    product,
    followUp,
    closeDate,
    notes,
  ]);
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const amount = parseMoney(value || '0');
    const found: Errors = {};
    if (title.trim().length < 3) {
      found.title = t('salesOrders.titleRequired');
    }
    if (amount === null || amount < 0) {
      found.value = t('salesOrders.valueInvalid');
    }
    setErrors(found);
    if (Object.keys(found).length) {
      return;
    }
    try {
      await save.mutateAsync({
        id: opportunity?.id,
        values: {
          title: title.trim(),
          client_id: client?.id ?? null,
          site_id: siteId ? Number(siteId) : null,
          status,
          expected_value: amount,
          service_id: serviceId ? Number(serviceId) : null,
          product_id: product?.id ?? null,
          next_follow_up: followUp || null,
          expected_close_date: closeDate || null,
          notes: notes.trim() || null,
        },
      });
      pushAlert(t('salesOrders.opportunitySaved'), 'success');
      onClose();
    } catch (error) {
      handleHttpError(error);
    }
  };

  const drop = async () => {
    if (!opportunity || !window.confirm(t('salesOrders.deleteOpportunity', { title: opportunity.title }))) {
      return;
    }
    try {
      await remove.mutateAsync(opportunity.id);
      pushAlert(t('salesOrders.opportunityDeleted'), 'success');
      onClose();
    } catch (error) {
      handleHttpError(error);
    }
  };

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
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              fullWidth
              label={t('salesOrders.service')}
              value={serviceId}
              onChange={(event) => setServiceId(event.target.value)}
            >
              <MenuItem value="">
                <em>{t('salesOrders.none')}</em>
              </MenuItem>
              {services.map((service) => (
                <MenuItem key={service.id} value={String(service.id)}>
                  {service.name}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Autocomplete
              options={products}
              value={product}
              onChange={(_, next) => setProduct(next ? { id: next.id, name: next.name } : null)}
              inputValue={productText}
              onInputChange={(_, next) => setProductText(next)}
              filterOptions={(all) => all}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, other) => option.id === other.id}
              noOptionsText={t('crud.noOptions')}
              renderInput={(params) => <TextField {...params} label={t('salesOrders.productInterest')} />}
            />
          </Grid>
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
