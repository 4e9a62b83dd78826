import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@sari/domain/client-rules';
import { BUSINESS_CATEGORIES } from '@sari/domain/constants';
import { COMPANY_COUNTRIES } from '@sari/domain/contact-links';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { type Company, useCompany } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';

const MAX_LOGO_BYTES = 150 * 1024;

// Company: the business's own data, logo and category.
export function CompanyPage() {
  const { t, i18n } = useTranslation();
  const countryNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const canEdit = useCurrentUser().data?.permissions.has('settings:update') ?? false;
  const company = useCompany();
  const save = useUpdateCompany();
  const [form, setForm] = useState<Company | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  useEffect(() => {
    if (company.data) {
      setForm(company.data);
    }
  }, [company.data]);

  if (company.isLoading || !form) {
    return <CenteredSpinner />;
  }
  const errors = {
    name: form.name.trim() ? null : t('settingsPages.companyNameRequired'),
    email: form.email && !EMAIL_PATTERN.test(form.email.trim()) ? t('clients.emailInvalid') : null,
    phone: form.phone && !PHONE_PATTERN.test(form.phone.trim()) ? t('clients.phoneInvalid') : null,
  };
  const invalid = Object.values(errors).some(Boolean);
  const text = (key: 'name' | 'tax_id' | 'address' | 'phone' | 'email', label: string) => (
    <TextField
      fullWidth
      label={label}
      value={form[key] ?? ''}
      disabled={!canEdit}
      required={key === 'name'}
      onChange={(event) => setForm({ ...form, [key]: event.target.value })}
      error={Boolean(errors[key as keyof typeof errors])}
      helperText={errors[key as keyof typeof errors]}
    />
  );
  const submit = async () => {
    const clean = (value: string | null) => value?.trim() || null;
    try {
      await save.mutateAsync({
        id: form.id,
        values: {
          name: form.name.trim(),
          tax_id: clean(form.tax_id),
          address: clean(form.address),
          phone: clean(form.phone),
          email: clean(form.email),
          logo: form.logo,
          category_business: form.category_business,
          country: form.country,
        },
      });
      pushAlert(t('settingsPages.saved'), 'success');
    } catch (error) {
      handleHttpError(error);
    }
  };

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('settingsMenu.company')}
      </Typography>
      <Card>
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 3 }}>
              <Stack spacing={1} sx={{ alignItems: 'center' }}>
                <Avatar
                  src={form.logo ?? undefined}
                  variant="rounded"
                  sx={{ width: 120, height: 120, bgcolor: 'primary.main', fontSize: 40 }}
                  data-testid="company-logo"
                >
                  {form.name.slice(0, 1).toUpperCase()}
                </Avatar>
                {canEdit && (
                  <Stack direction="row" spacing={1}>
                    <Button component="label" size="small">
                      {t('settingsPages.uploadLogo')}
                      <input
                        hidden
                        type="file"
                        accept="image/png,image/jpeg,image/svg+xml,image/webp"
                        data-testid="logo-file"
                        onChange={(event) => {
                          const file = event.target.files?.[0];
                          if (!file) {
                            return;
                          }
                          if (file.size > MAX_LOGO_BYTES) {
                            setLogoError(t('settingsPages.logoTooBig'));
                            return;
                          }
                          setLogoError(null);
                          const reader = new FileReader();
                          reader.onload = () => setForm({ ...form, logo: String(reader.result) });
                          reader.readAsDataURL(file);
                        }}
                      />
                    </Button>
                    {form.logo && (
                      <Button size="small" color="error" onClick={() => setForm({ ...form, logo: null })}>
                        {t('settingsPages.removeLogo')}
                      </Button>
                    )}
                  </Stack>
                )}
                {logoError && (
                  <Typography color="error" variant="body2">
                    {logoError}
                  </Typography>
                )}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 9 }}>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 8 }}>{text('name', t('settingsPages.companyName'))}</Grid>
                <Grid size={{ xs: 12, sm: 4 }}>{text('tax_id', t('settingsPages.taxId'))}</Grid>
                <Grid size={12}>{text('address', t('settingsPages.address'))}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{text('phone', t('settingsPages.phone'))}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{text('email', t('settingsPages.email'))}</Grid>
                <Grid size={12}>
                  <TextField
                    select
                    fullWidth
                    label={t('ui.country')}
                    value={form.country}
                    disabled={!canEdit}
                    onChange={(event) => setForm({ ...form, country: event.target.value })}
                    helperText={t('ui.countryHelp')}
                    data-testid="company-country"
                  >
                    {COMPANY_COUNTRIES.map((country) => (
                      <MenuItem key={country} value={country}>
                        {countryNames.of(country) ?? country}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={12}>
                  <TextField
                    select
                    fullWidth
                    label={t('settingsPages.category')}
                    value={form.category_business}
                    disabled={!canEdit}
                    onChange={(event) => setForm({ ...form, category_business: event.target.value })}
                    helperText={t('settingsPages.categoryHelp')}
                  >
                    {BUSINESS_CATEGORIES.map((category) => (
                      <MenuItem key={category} value={category}>
                        {t(category === 'centro_belleza' ? 'auth.categoryBeauty' : 'auth.categoryReseller')}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
              </Grid>
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" onClick={submit} disabled={invalid || save.isPending}>
            {t('common.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
