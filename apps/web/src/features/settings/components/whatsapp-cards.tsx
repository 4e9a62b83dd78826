import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { SectionCard } from '../../../shared/ui/section-card';
import { useSendWhatsappTest } from '../api/send-whatsapp-test';

// The webhook address to paste at Meta (the API's public path with the company's slug).
export function WebhookCard({ url }: { url: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      pushAlert(t('whatsapp.copied'), 'success');
    } catch {
      pushAlert(url, 'info');
    }
  };
  return (
    <SectionCard title={t('whatsapp.webhook')} testId="whatsapp-webhook">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('whatsapp.webhookHelp')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          fullWidth
          size="small"
          label={t('whatsapp.webhookUrl')}
          value={url}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Button onClick={copy}>{t('whatsapp.copy')}</Button>
      </Stack>
    </SectionCard>
  );
}

// Sends Meta's sample template to a number typed and shows what the server answered.
export function TestCard() {
  const { t } = useTranslation();
  const send = useSendWhatsappTest();
  const [phone, setPhone] = useState('');
  const submit = () => {
    send.reset();
    send.mutate({ phone: phone.trim() });
  };
  return (
    <SectionCard title={t('whatsapp.test')} testId="whatsapp-test">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('whatsapp.testHelp')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          fullWidth
          size="small"
          type="tel"
          label={t('whatsapp.testPhone')}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <Button
          variant="outlined"
          sx={{ flexShrink: 0 }}
          disabled={!phone.trim() || send.isPending}
          onClick={submit}
        >
          {t('whatsapp.testSend')}
        </Button>
      </Stack>
      {send.isSuccess && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('whatsapp.testSent', { id: send.data.message_id })}
        </Alert>
      )}
      {send.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {httpErrorMessage(send.error)}
        </Alert>
      )}
    </SectionCard>
  );
}

// The channel policy, the setting `message_channels`.
export function ChannelsCard({
  value,
  disabled,
  onChange,
}: {
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('whatsapp.channels')} testId="whatsapp-channels">
      <RadioGroup value={value} onChange={(_, next) => onChange(next)}>
        {(['preferred', 'both'] as const).map((option) => {
          const name = option === 'both' ? 'channelsBoth' : 'channelsPreferred';
          return (
            <Box key={option} sx={{ mb: 1 }}>
              <FormControlLabel
                value={option}
                disabled={disabled}
                control={<Radio />}
                label={t(`whatsapp.${name}`)}
              />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
                {t(`whatsapp.${name}Help`)}
              </Typography>
            </Box>
          );
        })}
      </RadioGroup>
    </SectionCard>
  );
}
