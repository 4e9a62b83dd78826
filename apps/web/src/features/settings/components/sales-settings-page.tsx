import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { type PaymentMethod, usePaymentMethods } from '../api/get-payment-methods';
import { useSettingValues } from '../api/get-setting-values';
import { useUpdatePaymentMethods } from '../api/update-payment-methods';
import { useUpdateSettingValues } from '../api/update-setting-values';

const IDLE_OPTIONS = [300, 600, 900, 1800, 3600, 7200, 14400];

// Sales settings: payment methods offered, receipt header, credit sales, inactivity sign-out.
export function SalesSettingsPage() {
  const { t } = useTranslation();
  const canEdit = useCurrentUser().data?.permissions.has('settings:update') ?? false;
  const settings = useSettingValues();
  const methods = usePaymentMethods();
  const saveSettings = useUpdateSettingValues();
  const saveMethods = useUpdatePaymentMethods();
  const [values, setValues] = useState<Record<string, string>>({});
  const [offered, setOffered] = useState<PaymentMethod[]>([]);

  useEffect(() => {
    if (settings.data) {
      setValues(Object.fromEntries(settings.data.map((row) => [row.key, row.value ?? ''])));
    }
  }, [settings.data]);
  useEffect(() => {
    if (methods.data) {
      setOffered(methods.data);
    }
  }, [methods.data]);

  if (settings.isLoading || methods.isLoading) {
    return <CenteredSpinner />;
  }
  const idle = Number(values.user_idle_timeout ?? 1800);
  const headerTooLong = (values.receipt_header ?? '').length > 500;

  const save = async () => {
    try {
      await saveSettings.mutateAsync(
        (settings.data ?? [])
          .filter((row) => (row.value ?? '') !== (values[row.key] ?? ''))
          .map((row) => ({ id: row.id, value: values[row.key] })),
      );
      const changed = offered.filter((method) => {
        const before = methods.data?.find((row) => row.id === method.id);
        return before && (before.is_active !== method.is_active || before.name !== method.name);
      });
      if (changed.length) {
        await saveMethods.mutateAsync(
          changed.map((method) => ({ id: method.id, is_active: method.is_active, name: method.name.trim() })),
        );
      }
      pushAlert(t('settingsPages.saved'), 'success');
    } catch (error) {
      handleHttpError(error);
    }
  };
  const toggle = (key: string, label: string, help: string) => (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={values[key] !== 'false'}
            disabled={!canEdit}
            onChange={(_, checked) => setValues({ ...values, [key]: String(checked) })}
          />
        }
        label={label}
      />
      <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
        {help}
      </Typography>
    </Box>
  );

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('settingsMenu.sales')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {t('settingsPages.paymentMethods')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('settingsPages.paymentMethodsHelp')}
              </Typography>
              <Stack spacing={1.5} data-testid="payment-methods">
                {offered.map((method, index) => (
                  <Stack direction="row" spacing={1} key={method.id} sx={{ alignItems: 'center' }}>
                    <Switch
                      checked={method.is_active}
                      disabled={!canEdit}
                      slotProps={{ input: { 'aria-label': t('settingsPages.offer', { name: method.name }) } }}
                      onChange={(_, checked) =>
                        setOffered(
                          offered.map((row, i) => (i === index ? { ...row, is_active: checked } : row)),
                        )
                      }
                    />
                    <TextField
                      size="small"
                      fullWidth
                      value={method.name}
                      disabled={!canEdit}
                      // The method's name people know ("Efectivo"), never its code ("efectivo").
                      label={t(`paymentMethods.${method.code}`, {
                        defaultValue: methods.data?.find((row) => row.id === method.id)?.name ?? method.name,
                      })}
                      onChange={(event) =>
                        setOffered(
                          offered.map((row, i) => (i === index ? { ...row, name: event.target.value } : row)),
                        )
                      }
                    />
                  </Stack>
                ))}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Stack spacing={2}>
                <Typography variant="h3">{t('settingsPages.salesAndSession')}</Typography>
                <TextField
                  label={t('settingsPages.receiptHeader')}
                  multiline
                  minRows={3}
                  value={values.receipt_header ?? ''}
                  disabled={!canEdit}
                  onChange={(event) => setValues({ ...values, receipt_header: event.target.value })}
                  error={headerTooLong}
                  helperText={
                    headerTooLong ? t('settingsPages.receiptTooLong') : t('settingsPages.receiptHelp')
                  }
                />
                {toggle(
                  'allow_credit_sales',
                  t('settingsPages.allowCredit'),
                  t('settingsPages.allowCreditHelp'),
                )}
                {toggle('force_logout', t('settingsPages.forceLogout'), t('settingsPages.forceLogoutHelp'))}
                <TextField
                  select
                  label={t('settingsPages.idleTimeout')}
                  value={idle}
                  disabled={!canEdit || values.force_logout === 'false'}
                  onChange={(event) =>
                    setValues({ ...values, user_idle_timeout: String(event.target.value) })
                  }
                  helperText={t('settingsPages.idleHelp')}
                >
                  {[...new Set([...IDLE_OPTIONS, idle])]
                    .sort((a, b) => a - b)
                    .map((seconds) => (
                      <MenuItem key={seconds} value={seconds}>
                        {seconds >= 3600
                          ? t('settingsPages.hours', { count: seconds / 3600 })
                          : t('settingsPages.minutes', { count: Math.round(seconds / 60) })}
                      </MenuItem>
                    ))}
                </TextField>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button
            variant="contained"
            onClick={save}
            disabled={
              headerTooLong ||
              saveSettings.isPending ||
              saveMethods.isPending ||
              offered.some((m) => !m.name.trim())
            }
          >
            {t('common.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
