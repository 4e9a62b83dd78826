import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DOCUMENT_TYPES, EMAIL_PATTERN, PHONE_PATTERN } from '@sari/domain/client-rules';
import { contrastTextColor } from '@sari/domain/color';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { DateField } from '../../../shared/forms/date-field';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { Client } from '../api/client-keys';
import { useClient } from '../api/get-client';
import { type ClientTag, useClientTags } from '../api/get-client-tags';
import { useClientDuplicates } from '../api/get-duplicates';
import { useSaveClient } from '../api/save-client';

function schemaFor(t: (key: string) => string) {
  const optional = z.string().trim().max(200);
  return z.object({
    first_name: z.string().trim().min(1, t('clients.firstNameRequired')).max(120),
    last_name: optional,
    document_type: optional,
    document_number: optional,
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || PHONE_PATTERN.test(value), t('clients.phoneInvalid')),
    email: z
      .string()
      .trim()
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), t('clients.emailInvalid')),
    birth_date: z.string(),
    notes: z.string().max(2000),
    consent_contact: z.boolean(),
    is_active: z.boolean(),
  });
}
type Values = z.infer<ReturnType<typeof schemaFor>>;

const toValues = (client?: Client): Values => ({
  first_name: client?.first_name ?? '',
  last_name: client?.last_name ?? '',
  document_type: client?.document_type ?? 'CC',
  document_number: client?.document_number ?? '',
  phone: client?.phone ?? '',
  email: client?.email ?? '',
  birth_date: client?.birth_date ?? '',
  notes: client?.notes ?? '',
  consent_contact: client?.consent_contact ?? false,
  is_active: client?.is_active ?? true,
});

// Empty optional texts are stored as null, not as ''.
const toPayload = (values: Values) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? null : value,
    ]),
  );

export function ClientFormDialog({
  open,
  client,
  onClose,
}: {
  open: boolean;
  client?: Client;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const save = useSaveClient();
  const form = useForm<Values>({ resolver: zodResolver(schemaFor(t)), values: toValues(client) });
  const [phone, email, document] = useWatch({
    control: form.control,
    name: ['phone', 'email', 'document_number'],
  });
  const duplicates = useClientDuplicates({ phone, email, document }, client?.id).data ?? [];
  const tagOptions = useClientTags().data ?? [];
  const saved = useClient(client?.id ?? 0, Boolean(client)).data;
  const savedLinks = saved?.client_client_tag ?? [];
  const [tags, setTags] = useState<ClientTag[] | null>(null);
  const selectedTags = tags ?? savedLinks.map((link) => link.client_tag_id as ClientTag);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      // Links kept by id, new ones created, the rest removed (the items API's list semantics).
      const links = selectedTags.map((tag) => {
        const existing = savedLinks.find((link) => link.client_tag_id.id === tag.id);
        return existing ? { id: existing.id, client_tag_id: tag.id } : { client_tag_id: tag.id };
      });
      const payload = tags === null ? toPayload(values) : { ...toPayload(values), client_client_tag: links };
      await save.mutateAsync({ id: client?.id, values: payload });
      pushAlert(t('clients.saved'), 'success');
      onClose();
    } catch (error) {
      handleHttpError(error);
    }
  });

  const text = (name: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      label={label}
      {...form.register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      {...extra}
    />
  );

  return (
    <FormDialog
      open={open}
      dirty={form.formState.isDirty || tags !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>{client ? t('clients.edit') : t('clients.new')}</DialogTitle>
        <DialogContent dividers>
          {duplicates.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="client-duplicates">
              {t('clients.duplicates')}{' '}
              {duplicates.map((duplicate, index) => (
                <span key={duplicate.id}>
                  {index > 0 && ', '}
                  <RouterLink to={`/client/detail/${duplicate.id}`}>
                    {`${duplicate.first_name} ${duplicate.last_name ?? ''}`.trim()}
                  </RouterLink>
                </span>
              ))}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('first_name', t('clients.firstName'), { autoFocus: true, required: true })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('last_name', t('clients.lastName'))}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Controller
                control={form.control}
                name="document_type"
                render={({ field }) => (
                  <TextField select fullWidth label={t('clients.documentType')} {...field}>
                    {DOCUMENT_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {type}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>{text('document_number', t('clients.documentNumber'))}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('phone', t('clients.phone'), { type: 'tel' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('email', t('clients.email'), { type: 'email' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="birth_date"
                render={({ field }) => (
                  <DateField
                    fullWidth
                    label={t('clients.birthDate')}
                    value={field.value}
                    onChange={field.onChange}
                    error={Boolean(errors.birth_date)}
                    helperText={errors.birth_date?.message}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Controller
                control={form.control}
                name="consent_contact"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />
                    }
                    label={t('clients.consent')}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="is_active"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />
                    }
                    label={t('clients.active')}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              <Autocomplete
                multiple
                options={tagOptions}
                value={selectedTags}
                onChange={(_, value) => setTags(value)}
                getOptionLabel={(option) => option.name}
                isOptionEqualToValue={(option, value) => option.id === value.id}
                renderValue={(value, getItemProps) =>
                  value.map((option, index) => {
                    const { key, ...itemProps } = getItemProps({ index });
                    return (
                      <Chip
                        key={key}
                        {...itemProps}
                        size="small"
                        label={option.name}
                        sx={
                          option.color
                            ? { bgcolor: option.color, color: contrastTextColor(option.color) }
                            : undefined
                        }
                      />
                    );
                  })
                }
                renderInput={(params) => (
                  <TextField {...params} label={t('clients.tags')} helperText={t('clients.tagsHelp')} />
                )}
                noOptionsText={t('clients.noTags')}
              />
            </Grid>
            <Grid size={12}>{text('notes', t('clients.notes'), { multiline: true, minRows: 2 })}</Grid>
          </Grid>
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
