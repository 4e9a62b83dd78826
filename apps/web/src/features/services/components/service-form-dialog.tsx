import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDuration } from '@sari/domain/dates';
import { parseMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import { useCatalogOptions } from '../../../shared/crud/api/get-catalog-options';
import { FormSwitch, FormTextField, type FormValues } from '../../../shared/forms/form-fields';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type ConsumableOption, useConsumableOptions } from '../api/get-consumable-options';
import { type SpecialistOption, useSpecialistOptions } from '../api/get-specialist-options';
import { useSaveService } from '../api/save-service';
import type { Service } from '../api/service-keys';

type Values = FormValues;
type Consumable = { id?: number; product: ConsumableOption | null; amount: string };
const priceKey = (siteId: number) => `price_${siteId}`;
const fullName = (specialist: SpecialistOption) => `${specialist.name} ${specialist.last_name ?? ''}`.trim();

export function ServiceFormDialog({ service, onClose }: { service?: Service; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const sites = useSites().data ?? [];
  const categories = useCatalogOptions('service_category', 'name').data ?? [];
  const specialistOptions = useSpecialistOptions().data ?? [];
  const consumableOptions = useConsumableOptions().data ?? [];
  const save = useSaveService();
  const [specialists, setSpecialists] = useState<SpecialistOption[]>(
    service?.service_specialist.map((link) => link.specialist_id) ?? [],
  );
  const [consumables, setConsumables] = useState<Consumable[]>(
    service?.service_product.map((row) => ({
      id: row.id,
      product: row.product_id,
      amount: String(row.amount),
    })) ?? [],
  );
  const [consumableError, setConsumableError] = useState<string | null>(null);
  const money = z.string().refine((value) => {
    if (value.trim() === '') {
      return true;
    }
    const amount = parseMoney(value);
    return amount !== null && amount >= 0 && amount <= 1_000_000_000;
  }, t('services.priceInvalid'));
  const schema = z
    .object({
      name: z.string().trim().min(1, t('services.nameRequired')).max(120),
      duration: z
        .string()
        .refine(
          (value) => /^\d{1,4}$/.test(value.trim()) && Number(value) >= 5 && Number(value) <= 720,
          t('services.durationInvalid'),
        ),
      color: z
        .string()
        .refine((value) => value === '' || /^#[0-9A-Fa-f]{6}$/.test(value), t('crud.colorInvalid')),
      description: z.string().max(1000),
    })
    .extend(Object.fromEntries(sites.map((site) => [priceKey(site.id), money])));
  const initial: Values = {
    name: service?.name ?? '',
    service_category_id: service?.service_category_id ? String(service.service_category_id.id) : '',
    duration: service ? String(service.duration) : '60',
    color: service?.color ?? '',
    description: service?.description ?? '',
    is_active: service?.is_active ?? true,
    online_booking: service?.online_booking ?? true,
    ...Object.fromEntries(
      sites.map((site) => [
        priceKey(site.id),
        String(service?.service_site_price.find((row) => row.site_id === site.id)?.price ?? ''),
      ]),
    ),
  };
  const form = useForm<Values>({
    resolver: zodResolver(schema.passthrough()) as never,
    values: initial,
    resetOptions: { keepDirtyValues: true },
  });
  const duration = useWatch({ control: form.control, name: 'duration' });
  const errors = form.formState.errors;
  const error = (name: string) => errors[name]?.message as string | undefined;

  const submit = form.handleSubmit(async (values) => {
    const badAmount = consumables.some(
      (row) => !row.product || !/^\d{1,5}$/.test(row.amount.trim()) || Number(row.amount) <= 0,
    );
    if (badAmount) {
      setConsumableError(t('services.consumableInvalid'));
      return;
    }
    setConsumableError(null);
    const payload = {
      name: String(values.name).trim(),
      service_category_id: values.service_category_id ? Number(values.service_category_id) : null,
      duration: Number(values.duration),
      color: String(values.color) || null,
      description: String(values.description).trim() || null,
      is_active: values.is_active,
      online_booking: values.online_booking,
      service_site_price: sites
        .filter((site) => String(values[priceKey(site.id)]).trim() !== '')
        .map((site) => {
          const existing = service?.service_site_price.find((row) => row.site_id === site.id);
          return {
            ...(existing ? { id: existing.id } : {}),
            site_id: site.id,
            price: parseMoney(String(values[priceKey(site.id)])),
          };
        }),
      service_specialist: specialists.map((specialist) => {
        const existing = service?.service_specialist.find((link) => link.specialist_id.id === specialist.id);
        return existing ? { id: existing.id } : { specialist_id: specialist.id };
      }),
      service_product: consumables.map((row) =>
        row.id
          ? { id: row.id, product_id: row.product!.id, amount: Number(row.amount) }
          : { product_id: row.product!.id, amount: Number(row.amount) },
      ),
    };
    try {
      await save.mutateAsync({ id: service?.id, values: payload });
      pushAlert(t('services.saved'), 'success');
      onClose();
    } catch (failure) {
      handleHttpError(failure);
    }
  });

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
          <Stack spacing={1.5} data-testid="service-consumables">
            {consumables.map((row, index) => (
              <Stack direction="row" spacing={1} key={row.id ?? `new-${index}`} sx={{ alignItems: 'center' }}>
                <Autocomplete
                  sx={{ flexGrow: 1 }}
                  options={consumableOptions}
                  value={row.product}
                  onChange={(_, value) =>
                    setConsumables(
                      consumables.map((item, i) => (i === index ? { ...item, product: value } : item)),
                    )
                  }
                  getOptionLabel={(option) => option.name}
                  isOptionEqualToValue={(option, value) => option.id === value.id}
                  renderInput={(params) => (
                    <TextField {...params} label={t('services.product')} size="small" />
                  )}
                />
                <TextField
                  size="small"
                  label={t('services.amount')}
                  value={row.amount}
                  onChange={(event) =>
                    setConsumables(
                      consumables.map((item, i) =>
                        i === index ? { ...item, amount: event.target.value } : item,
                      ),
                    )
                  }
                  sx={{ width: 120 }}
                  slotProps={{
                    htmlInput: { inputMode: 'numeric' },
                    input: row.product?.unit
                      ? { endAdornment: <InputAdornment position="end">{row.product.unit}</InputAdornment> }
                      : undefined,
                  }}
                />
                <IconButton
                  aria-label={t('services.removeConsumable')}
                  onClick={() => setConsumables(consumables.filter((_, i) => i !== index))}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
            ))}
            {consumableError && <Typography color="error">{consumableError}</Typography>}
            <Button
              startIcon={<AddIcon />}
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => setConsumables([...consumables, { product: null, amount: '1' }])}
            >
              {t('services.addConsumable')}
            </Button>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
