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
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@sari/domain/client-rules';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { type Site, useSites } from '../../../shared/api/use-sites';
import { useCatalogOptions } from '../../../shared/crud/api/get-catalog-options';
import { ColorField } from '../../../shared/crud/color-field';
import { FormSwitch, FormTextField, type FormValues } from '../../../shared/forms/form-fields';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { useServiceOptions } from '../api/get-service-options';
import { useSaveSpecialist } from '../api/save-specialist';
import type { Specialist } from '../api/specialist-keys';

type Values = FormValues;
type CommissionRow = { id?: number; categoryId: string; commission: string; type: '%' | 'fixed' };
type Option = { id: number; name: string };

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
  const categories = useCatalogOptions('service_category', 'name').data ?? [];
  const serviceOptions = useServiceOptions().data ?? [];
  const save = useSaveSpecialist();
  const [sites, setSites] = useState<Site[]>(specialist?.specialist_site.map((link) => link.site_id) ?? []);
  const [services, setServices] = useState<Option[]>(
    specialist?.service_specialist.map((link) => link.service_id) ?? [],
  );
  const [commissions, setCommissions] = useState<CommissionRow[]>(
    specialist?.specialist_commission.map((row) => ({
      id: row.id,
      categoryId: row.service_category_id ? String(row.service_category_id.id) : '',
      commission: String(row.commission),
      type: row.commission_type,
    })) ?? [],
  );
  const [commissionError, setCommissionError] = useState<string | null>(null);
  const listsChanged = useChanged([sites, services, commissions]);
  const optionalText = z.string().trim().max(120);
  const schema = z.object({
    name: z.string().trim().min(1, t('specialists.nameRequired')).max(80),
    last_name: optionalText,
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || PHONE_PATTERN.test(value), t('clients.phoneInvalid')),
    email: z
      .string()
      .trim()
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), t('clients.emailInvalid')),
    document_number: optionalText,
    color_in_reserve: z.string().refine((value) => /^#[0-9A-Fa-f]{6}$/.test(value), t('crud.colorInvalid')),
  });
  const form = useForm<Values>({
    resolver: zodResolver(schema.passthrough()) as never,
    defaultValues: {
      name: specialist?.name ?? '',
      last_name: specialist?.last_name ?? '',
      phone: specialist?.phone ?? '',
      email: specialist?.email ?? '',
      document_number: specialist?.document_number ?? '',
      specialty_id: specialist?.specialty_id ? String(specialist.specialty_id.id) : '',
      color_in_reserve: specialist?.color_in_reserve ?? '#5D2784',
      online_booking: specialist?.online_booking ?? true,
      is_active: specialist?.is_active ?? true,
    },
  });
  const errors = form.formState.errors;
  const error = (name: string) => errors[name]?.message as string | undefined;

  const submit = form.handleSubmit(async (values) => {
    const bad = commissions.some((row) => {
      const value = Number(row.commission);
      return !row.categoryId || !/^\d{1,9}$/.test(row.commission.trim()) || (row.type === '%' && value > 100);
    });
    const categoriesUsed = commissions.map((row) => row.categoryId);
    if (bad || new Set(categoriesUsed).size !== categoriesUsed.length) {
      setCommissionError(t('specialists.commissionInvalid'));
      return;
    }
    setCommissionError(null);
    const text = (name: string) => String(values[name] ?? '').trim() || null;
    const payload = {
      name: String(values.name).trim(),
      last_name: text('last_name'),
      phone: text('phone'),
      email: text('email'),
      document_number: text('document_number'),
      specialty_id: values.specialty_id ? Number(values.specialty_id) : null,
      color_in_reserve: String(values.color_in_reserve).toUpperCase(),
      online_booking: values.online_booking,
      is_active: values.is_active,
      specialist_site: sites.map((site) => {
        const existing = specialist?.specialist_site.find((link) => link.site_id.id === site.id);
        return existing ? { id: existing.id } : { site_id: site.id };
      }),
      service_specialist: services.map((service) => {
        const existing = specialist?.service_specialist.find((link) => link.service_id.id === service.id);
        return existing ? { id: existing.id } : { service_id: service.id };
      }),
      specialist_commission: commissions.map((row) => ({
        ...(row.id ? { id: row.id } : {}),
        service_category_id: Number(row.categoryId),
        commission: Number(row.commission),
        commission_type: row.type,
      })),
    };
    try {
      await save.mutateAsync({ id: specialist?.id, values: payload });
      pushAlert(t('specialists.saved'), 'success');
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
  const updateCommission = (index: number, change: Partial<CommissionRow>) =>
    setCommissions(commissions.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <FormDialog
      dirty={form.formState.isDirty || listsChanged}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
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
          <Stack spacing={1.5} data-testid="commissions">
            {commissions.map((row, index) => (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} key={row.id ?? `new-${index}`}>
                <TextField
                  select
                  size="small"
                  label={t('specialists.category')}
                  value={row.categoryId}
                  onChange={(event) => updateCommission(index, { categoryId: event.target.value })}
                  sx={{ flexGrow: 1 }}
                >
                  {categories.map((category) => (
                    <MenuItem key={category.id} value={String(category.id)}>
                      {category.label}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  size="small"
                  label={t('specialists.commissionType')}
                  value={row.type}
                  onChange={(event) => updateCommission(index, { type: event.target.value as '%' | 'fixed' })}
                  sx={{ minWidth: 170 }}
                >
                  <MenuItem value="%">{t('catalogs.percent')}</MenuItem>
                  <MenuItem value="fixed">{t('catalogs.fixed')}</MenuItem>
                </TextField>
                <Stack direction="row" spacing={1}>
                  <TextField
                    size="small"
                    label={t('specialists.commission')}
                    value={row.commission}
                    onChange={(event) => updateCommission(index, { commission: event.target.value })}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    sx={{ width: 140 }}
                  />
                  <IconButton
                    aria-label={t('specialists.removeCommission')}
                    onClick={() => setCommissions(commissions.filter((_, i) => i !== index))}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Stack>
              </Stack>
            ))}
            {commissionError && <Typography color="error">{commissionError}</Typography>}
            <Button
              startIcon={<AddIcon />}
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => setCommissions([...commissions, { categoryId: '', commission: '', type: '%' }])}
            >
              {t('specialists.addCommission')}
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
