import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@sari/domain/client-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import type { SiteRow } from '../api/get-sites-with-schedule';
import { useSaveSite } from '../api/save-site';

type SiteForm = {
  id?: number;
  name: string;
  address: string;
  phone: string;
  email: string;
  is_active: boolean;
  online_booking: boolean;
};

// A site's name, contact and switches; a new site starts here.
export function SiteDialog({ site, onClose }: { site?: SiteRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<SiteForm>({
    id: site?.id,
    name: site?.name ?? '',
    address: site?.address ?? '',
    phone: site?.phone ?? '',
    email: site?.email ?? '',
    is_active: site?.is_active ?? true,
    online_booking: site?.online_booking ?? true,
  });
  const [tried, setTried] = useState(false);
  const dirty = useChanged(form);
  const save = useSaveSite();
  const errors = {
    name: form.name.trim() ? null : t('settingsPages.siteNameRequired'),
    phone: form.phone && !PHONE_PATTERN.test(form.phone.trim()) ? t('clients.phoneInvalid') : null,
    email: form.email && !EMAIL_PATTERN.test(form.email.trim()) ? t('clients.emailInvalid') : null,
  };
  const submit = async () => {
    setTried(true);
    if (Object.values(errors).some(Boolean)) {
      return;
    }
    try {
      await save.mutateAsync({
        id: site?.id,
        body: {
          name: form.name.trim(),
          address: form.address.trim() || null,
          phone: form.phone.trim() || null,
          email: form.email.trim() || null,
          is_active: form.is_active,
          online_booking: form.online_booking,
        },
      });
      pushAlert(t('settingsPages.siteSaved'), 'success');
      onClose();
    } catch (error) {
      handleHttpError(error);
    }
  };
  const text = (key: 'name' | 'address' | 'phone' | 'email', label: string) => (
    <TextField
      fullWidth
      label={label}
      required={key === 'name'}
      value={form[key]}
      onChange={(event) => setForm({ ...form, [key]: event.target.value })}
      error={tried && Boolean(errors[key as keyof typeof errors])}
      helperText={tried ? errors[key as keyof typeof errors] : undefined}
    />
  );
  return (
    <FormDialog dirty={dirty} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{site ? t('settingsPages.editSite') : t('settingsPages.newSite')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {text('name', t('settingsPages.siteName'))}
          {text('address', t('settingsPages.address'))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('phone', t('settingsPages.phone'))}
            {text('email', t('settingsPages.email'))}
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={form.is_active}
                  onChange={(_, checked) => setForm({ ...form, is_active: checked })}
                />
              }
              label={t('settingsPages.siteActive')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={form.online_booking}
                  onChange={(_, checked) => setForm({ ...form, online_booking: checked })}
                />
              }
              label={t('services.onlineBooking')}
            />
          </Stack>
          {!site && <Typography color="text.secondary">{t('settingsPages.newSiteHelp')}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
