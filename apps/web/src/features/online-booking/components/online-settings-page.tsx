import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import type { ScreenProps } from '../../../shared/navigation/screen';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { PageHeader } from '../../../shared/ui/page-header';
import { SectionCard } from '../../../shared/ui/section-card';
import { useOnlineOffer } from '../api/get-online-offer';
import { type OnlineSettingKey, useOnlineSettings } from '../api/get-online-settings';
import { useSaveOnlineSettings } from '../api/save-online-settings';
import { OnlineOfferCard } from './online-offer-card';
import { PublicLinksCard } from './public-links-card';

// The defaults every company starts with (packages/db provision).
const DEFAULTS: Record<OnlineSettingKey, string> = {
  online_booking: 'true',
  online_min_notice_minutes: '120',
  online_max_days: '60',
  online_cancel_hours: '12',
  reminder_hours: '24',
  privacy_policy_url: '',
  online_gift_cards: 'false',
};
const NUMBERS: {
  key: Exclude<OnlineSettingKey, 'online_booking' | 'privacy_policy_url' | 'online_gift_cards'>;
  label: string;
  help: string;
  min: number;
  max: number;
}[] = [
  { key: 'online_min_notice_minutes', label: 'minNotice', help: 'minNoticeHelp', min: 0, max: 10_080 },
  { key: 'online_max_days', label: 'maxDays', help: 'maxDaysHelp', min: 1, max: 365 },
  { key: 'online_cancel_hours', label: 'cancelHours', help: 'cancelHoursHelp', min: 0, max: 168 },
  { key: 'reminder_hours', label: 'reminderHours', help: 'reminderHoursHelp', min: 0, max: 168 },
];
const whole = (text: string, min: number, max: number) =>
  /^\d{1,6}$/.test(text) && Number(text) >= min && Number(text) <= max;

// The public page's on/off switch, its help saying what the state it shows means.
export function OnlineSwitch({
  on,
  disabled,
  onChange,
}: {
  on: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={disabled}
            onChange={(_, checked) => onChange(checked)}
            slotProps={{ input: { 'aria-describedby': 'online-switch-help' } }}
          />
        }
        label={t('onlineBooking.settingsOnline')}
      />
      <Typography id="online-switch-help" variant="body2" color="text.secondary" sx={{ ml: 6 }}>
        {t(on ? 'onlineBooking.settingsOnlineOn' : 'onlineBooking.settingsOnlineOff')}
      </Typography>
    </Box>
  );
}

// /settings/service/onlineBooking: on or off, the rules, the public links and QR codes, and
// what is bookable online.
export function OnlineSettingsPage({ screen }: ScreenProps) {
  const { t } = useTranslation();
  const canEdit = useCurrentUser().data?.permissions.has('settings:update') ?? false;
  const settings = useOnlineSettings();
  const offer = useOnlineOffer();
  const save = useSaveOnlineSettings();
  const [values, setValues] = useState<Record<string, string>>(DEFAULTS);
  useEffect(() => {
    if (settings.data) {
      setValues({
        ...DEFAULTS,
        ...Object.fromEntries(settings.data.map((row) => [row.key, row.value ?? ''])),
      });
    }
  }, [settings.data]);

  if (settings.isLoading || offer.isLoading) {
    return <CenteredSpinner />;
  }
  // The server links only a web address; anything else would show no link to visitors.
  const policy = values.privacy_policy_url ?? '';
  const badPolicy = policy !== '' && !/^https?:\/\/\S{1,500}$/.test(policy);
  const invalid = badPolicy || NUMBERS.some((field) => !whole(values[field.key] ?? '', field.min, field.max));
  const submit = async () => {
    try {
      await save.mutateAsync({ rows: settings.data ?? [], values });
      pushAlert(t('onlineBooking.saved'), 'success');
    } catch (error) {
      handleHttpError(error);
    }
  };

  return (
    <Box>
      <PageHeader title={t(screen.title)} />
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('onlineBooking.readOnly')}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <SectionCard title={t('onlineBooking.settingsRules')} testId="online-rules">
              <Stack spacing={2}>
                <OnlineSwitch
                  on={values.online_booking !== 'false'}
                  disabled={!canEdit}
                  onChange={(checked) => setValues({ ...values, online_booking: String(checked) })}
                />
                <FormControlLabel
                  control={
                    <Switch
                      checked={values.online_gift_cards === 'true'}
                      disabled={!canEdit}
                      onChange={(_, checked) => setValues({ ...values, online_gift_cards: String(checked) })}
                      slotProps={{ input: { 'aria-label': t('onlineBooking.settingsGiftCards') } }}
                    />
                  }
                  label={t('onlineBooking.settingsGiftCards')}
                />
                {NUMBERS.map((field) => {
                  const bad = !whole(values[field.key] ?? '', field.min, field.max);
                  return (
                    <TextField
                      key={field.key}
                      label={t(`onlineBooking.${field.label}`)}
                      value={values[field.key] ?? ''}
                      disabled={!canEdit}
                      error={bad}
                      helperText={
                        bad
                          ? t('onlineBooking.wholeNumber', { min: field.min, max: field.max })
                          : t(`onlineBooking.${field.help}`)
                      }
                      onChange={(event) => setValues({ ...values, [field.key]: event.target.value.trim() })}
                      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    />
                  );
                })}
                <TextField
                  label={t('onlineBooking.policyUrl')}
                  value={policy}
                  disabled={!canEdit}
                  error={badPolicy}
                  helperText={
                    badPolicy ? t('onlineBooking.policyUrlInvalid') : t('onlineBooking.policyUrlHelp')
                  }
                  onChange={(event) =>
                    setValues({ ...values, privacy_policy_url: event.target.value.trim() })
                  }
                  slotProps={{ htmlInput: { inputMode: 'url', 'data-testid': 'privacy-policy-url' } }}
                />
                {canEdit && (
                  <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                    <Button variant="contained" onClick={submit} disabled={invalid || save.isPending}>
                      {t('common.save')}
                    </Button>
                  </Box>
                )}
              </Stack>
            </SectionCard>
            <PublicLinksCard sites={offer.data?.sites ?? []} canEdit={canEdit} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {offer.data && <OnlineOfferCard offer={offer.data} canEdit={canEdit} />}
        </Grid>
      </Grid>
    </Box>
  );
}
