import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import Box from '@mui/material/Box';
import type { ReminderAlert } from '@sari/domain/reminder-alert';
import { useTranslation } from 'react-i18next';

// The call mark of an agenda card (grid and phone list, decision 059): the visit's reminder
// failed, or on the visit's day it was never read. A phone on a white disc, red or orange,
// readable on any specialist's colour; its accessible name says what to do.
export function ReminderMark({ alert }: { alert: ReminderAlert | undefined }) {
  const { t } = useTranslation();
  if (!alert) {
    return null;
  }
  return (
    <Box
      component="span"
      data-testid="reminder-mark"
      data-alert={alert}
      sx={{
        display: 'inline-flex',
        mx: 0.5,
        p: '1px',
        borderRadius: '50%',
        bgcolor: '#fff',
        verticalAlign: 'text-bottom',
      }}
    >
      <PhoneInTalkIcon
        titleAccess={t(`whatsapp.reminderMark.${alert}`)}
        sx={{ fontSize: 14, color: alert === 'failed' ? '#c62828' : '#b45309' }}
      />
    </Box>
  );
}
