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
import { MEMBERSHIP_REMINDER } from '@sari/domain/wallet';
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { PaymentMethodsCard } from './payment-methods-card';
import { useSalesSettings } from './use-sales-settings';

const IDLE_OPTIONS = [300, 600, 900, 1800, 3600, 7200, 14400];

// Sales settings: payment methods offered, receipt header, credit sales, inactivity sign-out.
export function SalesSettingsPage() {
  const { t } = useTranslation();
  const { canEdit, settings, methods, values, setValues, offered, setOffered, save, saving } =
    useSalesSettings();

  if (settings.isLoading || methods.isLoading) {
    return <CenteredSpinner />;
  }
  const idle = Number(values.user_idle_timeout ?? 1800);
  const headerTooLong = (values.receipt_header ?? '').length > 500;
  const { key: reminderKey, min, max } = MEMBERSHIP_REMINDER;
  const reminder = values[reminderKey] ?? String(MEMBERSHIP_REMINDER.days);
  const reminderBad = !/^\d{1,2}$/.test(reminder) || Number(reminder) < min || Number(reminder) > max;

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
          <PaymentMethodsCard
            offered={offered}
            setOffered={setOffered}
            saved={methods.data}
            canEdit={canEdit}
          />
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
                <TextField
                  type="number"
                  label={t('settingsPages.membershipReminder')}
                  value={reminder}
                  disabled={!canEdit}
                  onChange={(event) => setValues({ ...values, [reminderKey]: event.target.value })}
                  error={reminderBad}
                  helperText={
                    reminderBad
                      ? t('settingsPages.membershipReminderInvalid', { min, max })
                      : t('settingsPages.membershipReminderHelp')
                  }
                  slotProps={{ htmlInput: { min, max, step: 1 } }}
                  data-testid="membership-reminder-days"
                />
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
            disabled={headerTooLong || reminderBad || saving || offered.some((m) => !m.name.trim())}
          >
            {t('common.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
