import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGE_KINDS } from '@sari/contracts/messages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError, httpErrorMessage } from '../../../shared/alerts/http-error';
import type { ScreenProps } from '../../../shared/navigation/screen';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { PageHeader } from '../../../shared/ui/page-header';
import { SectionCard } from '../../../shared/ui/section-card';
import { useSettingValues } from '../api/get-setting-values';
import { useWhatsappSettings } from '../api/get-whatsapp-settings';
import { useSaveMessageChannels } from '../api/save-message-channels';
import { useSaveWhatsappSettings } from '../api/save-whatsapp-settings';
import { SecretField } from './secret-field';
import { ChannelsCard, TestCard, WebhookCard } from './whatsapp-cards';
import { bodyOf, formOf, SECRETS, type WhatsappForm } from './whatsapp-form';

const TEMPLATE = /^[a-z0-9_]{0,200}$/;
const LANGUAGE = /^[a-z]{2}(_[A-Z]{2})?$/;

// /settings/service/whatsapp: the company's WhatsApp Business account (decision 054), the
// channel policy, the webhook address to copy, and a test message.
export function WhatsappPage({ screen }: ScreenProps) {
  const { t } = useTranslation();
  const canEdit = useCurrentUser().data?.permissions.has('settings:update') ?? false;
  const settings = useWhatsappSettings();
  const values = useSettingValues();
  const save = useSaveWhatsappSettings();
  const saveChannels = useSaveMessageChannels();
  const [form, setForm] = useState<WhatsappForm | null>(null);
  const [channels, setChannels] = useState('preferred');
  useEffect(() => {
    if (settings.data) {
      setForm(formOf(settings.data));
    }
  }, [settings.data]);
  const channelsRow = values.data?.find((row) => row.key === 'message_channels');
  const savedChannels = channelsRow?.value === 'both' ? 'both' : 'preferred';
  useEffect(() => setChannels(savedChannels), [savedChannels]);

  if (settings.isLoading || values.isLoading || !form || !settings.data) {
    return settings.isError ? (
      <Alert severity="error">{httpErrorMessage(settings.error)}</Alert>
    ) : (
      <CenteredSpinner />
    );
  }
  const stored = settings.data;
  const badNumber = !/^\d{0,30}$/.test(form.phone_number_id.trim());
  const badLanguage = !LANGUAGE.test(form.language.trim());
  const badTemplate = (kind: string) => !TEMPLATE.test((form.templates[kind] ?? '').trim());
  const invalid = badNumber || badLanguage || MESSAGE_KINDS.some(badTemplate);
  const submit = async () => {
    try {
      await save.mutateAsync(bodyOf(form));
      if (channels !== savedChannels) {
        await saveChannels.mutateAsync({ row: channelsRow, value: channels });
      }
      pushAlert(t('whatsapp.savedAlert'), 'success');
    } catch (error) {
      handleHttpError(error);
    }
  };

  return (
    <Box>
      <PageHeader title={t(screen.title)} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('whatsapp.intro')}
      </Typography>
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('whatsapp.readOnly')}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <SectionCard title={t('whatsapp.account')} testId="whatsapp-account">
              <Stack spacing={2}>
                <Box>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={form.enabled}
                        disabled={!canEdit}
                        onChange={(_, checked) => setForm({ ...form, enabled: checked })}
                      />
                    }
                    label={t('whatsapp.enabled')}
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
                    {t(form.enabled ? 'whatsapp.enabledOn' : 'whatsapp.enabledOff')}
                  </Typography>
                </Box>
                <TextField
                  label={t('whatsapp.phoneNumberId')}
                  value={form.phone_number_id}
                  disabled={!canEdit}
                  error={badNumber}
                  helperText={t(badNumber ? 'whatsapp.phoneNumberIdBad' : 'whatsapp.phoneNumberIdHelp')}
                  onChange={(event) => setForm({ ...form, phone_number_id: event.target.value })}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                {SECRETS.map((name) => (
                  <SecretField
                    key={name}
                    name={name}
                    label={t(`whatsapp.${name}`)}
                    set={stored[`${name}_set`]}
                    edit={form.secrets[name]}
                    disabled={!canEdit}
                    onChange={(edit) => setForm({ ...form, secrets: { ...form.secrets, [name]: edit } })}
                  />
                ))}
                <TextField
                  label={t('whatsapp.language')}
                  value={form.language}
                  disabled={!canEdit}
                  error={badLanguage}
                  helperText={t(badLanguage ? 'whatsapp.languageBad' : 'whatsapp.languageHelp')}
                  onChange={(event) => setForm({ ...form, language: event.target.value })}
                />
              </Stack>
            </SectionCard>
            <ChannelsCard value={channels} disabled={!canEdit} onChange={setChannels} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <SectionCard title={t('whatsapp.templates')} testId="whatsapp-templates">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('whatsapp.templatesHelp')}
              </Typography>
              <Stack spacing={2}>
                {MESSAGE_KINDS.map((kind) => (
                  <TextField
                    key={kind}
                    label={t(`whatsapp.kinds.${kind}`)}
                    value={form.templates[kind] ?? ''}
                    disabled={!canEdit}
                    error={badTemplate(kind)}
                    helperText={badTemplate(kind) ? t('whatsapp.templateBad') : undefined}
                    onChange={(event) =>
                      setForm({ ...form, templates: { ...form.templates, [kind]: event.target.value } })
                    }
                  />
                ))}
              </Stack>
            </SectionCard>
            <WebhookCard url={stored.webhook_url} />
            {canEdit && <TestCard />}
          </Stack>
        </Grid>
      </Grid>
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button
            variant="contained"
            disabled={invalid || save.isPending || saveChannels.isPending}
            onClick={submit}
          >
            {t('whatsapp.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
