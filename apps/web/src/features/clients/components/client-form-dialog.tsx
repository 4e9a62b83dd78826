import Button from '@mui/material/Button';
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
import { DOCUMENT_TYPES } from '@sari/domain/client-rules';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/date-field';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { Client } from '../api/client-keys';
import { ClientDuplicatesAlert } from './client-duplicates-alert';
import { ClientTagsField } from './client-tags-field';
import { type ClientValues, useClientForm } from './use-client-form';

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
  const { form, duplicates, tagOptions, selectedTags, setTags, dirty, saving, submit } = useClientForm(
    client,
    onClose,
  );
  const errors = form.formState.errors;

  const text = (name: keyof ClientValues, label: string, extra: Record<string, unknown> = {}) => (
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
    <FormDialog open={open} dirty={dirty} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{client ? t('clients.edit') : t('clients.new')}</DialogTitle>
        <DialogContent dividers>
          <ClientDuplicatesAlert duplicates={duplicates} />
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
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="message_channel"
                render={({ field }) => (
                  <TextField select fullWidth label={t('whatsapp.clientChannel')} {...field}>
                    <MenuItem value="">{t('whatsapp.clientChannelNone')}</MenuItem>
                    <MenuItem value="whatsapp">{t('whatsapp.clientChannelWhatsapp')}</MenuItem>
                    <MenuItem value="email">{t('whatsapp.clientChannelEmail')}</MenuItem>
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={12}>
              <ClientTagsField options={tagOptions} value={selectedTags} onChange={setTags} />
            </Grid>
            <Grid size={12}>{text('notes', t('clients.notes'), { multiline: true, minRows: 2 })}</Grid>
          </Grid>
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
