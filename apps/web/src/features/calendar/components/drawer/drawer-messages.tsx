import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatTime12h } from '@sari/domain/time-slots';
import { wallClock } from '@sari/domain/zoned-time';
import { useTranslation } from 'react-i18next';
import type { ClientMessage } from '../../api/get-reservation-messages';

const STEPS = ['sent', 'delivered', 'read', 'failed'] as const;

// A moment on the site's wall clock: the time, and the day too when it is not the visit's.
export function siteTime(instant: string, timeZone: string, visitDay: string): string {
  const clock = wallClock(timeZone, new Date(instant));
  const time = formatTime12h(clock.time);
  return clock.date === visitDay ? time : `${formatDate(clock.date)} ${time}`;
}

// "Mensajes": each message to the client with its steps (sent, delivered, read; failed in red
// with the error), and the client's "Confirmo" over WhatsApp.
export function DrawerMessages({
  messages,
  confirmedAt,
  timeZone,
  visitDay,
}: {
  messages: ClientMessage[];
  confirmedAt: string | null;
  timeZone: string;
  visitDay: string;
}) {
  const { t } = useTranslation();
  const at = (instant: string) => siteTime(instant, timeZone, visitDay);
  return (
    <Box data-testid="drawer-messages">
      <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t('whatsapp.messages')}</Typography>
      {messages.length === 0 && !confirmedAt && (
        <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('whatsapp.noMessages')}</Typography>
      )}
      <Stack sx={{ gap: 0.5 }}>
        {messages.map((message) => {
          const steps = STEPS.flatMap((step) => {
            const time = message[`${step}_at`];
            return time ? [t(`whatsapp.status.${step}`, { time: at(time) })] : [];
          });
          const failed = message.status === 'failed';
          return (
            <Box key={message.id} data-testid="drawer-message">
              <Typography sx={{ fontSize: 14, color: failed ? 'error.main' : undefined }}>
                {[
                  `${t(`whatsapp.kinds.${message.kind}`, { defaultValue: message.kind })} ${t(`whatsapp.channel.${message.channel}`)}`,
                  ...(steps.length ? steps : [t('whatsapp.status.queued', { time: at(message.queued_at) })]),
                ].join(' · ')}
              </Typography>
              {failed && message.error && (
                <Typography sx={{ fontSize: 13, color: 'error.main' }}>{message.error}</Typography>
              )}
            </Box>
          );
        })}
        {confirmedAt && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, color: 'success.main' }}>
            <CheckCircleIcon fontSize="small" aria-hidden />
            <Typography sx={{ fontSize: 14, fontWeight: 600 }}>
              {t('whatsapp.confirmedAt', { time: at(confirmedAt) })}
            </Typography>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
