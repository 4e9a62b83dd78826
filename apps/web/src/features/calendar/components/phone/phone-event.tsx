import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contrastTextColor } from '@sari/domain/color';
import { formatTime12h, minutesToTime } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import type { DayRow } from '../../api/calendar-keys';
import { MUTED_FILL, STATUS_LOOK, STATUS_MARK } from '../../layout';
import { CardNotesLine } from '../grid/card-notes';
import type { GridEvent } from '../grid/grid-types';
import { ReminderMark } from '../reminder-mark';

const PLAN_SX = {
  ml: 0.5,
  px: 0.5,
  borderRadius: 1,
  fontSize: 11,
  fontWeight: 700,
  color: 'primary.main',
  border: '1px solid',
} as const;

// One appointment of the phone's list: time, client, service, what it holds, status and menu.
export function PhoneEvent({
  event,
  color,
  onOpen,
  onStatus,
}: {
  event: GridEvent;
  color: string;
  onOpen: (row: DayRow) => void;
  onStatus: (row: DayRow, anchor: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  const text = contrastTextColor(color);
  const status = event.row.service_reservation_id.status;
  const look = STATUS_LOOK[status] ?? STATUS_LOOK.confirmada;
  const client = event.row.service_reservation_id.client_id;
  return (
    <Paper
      data-testid={`phone-event-${event.row.id}`}
      data-status={status}
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'stretch',
        overflow: 'hidden',
        bgcolor: look.muted ? MUTED_FILL : undefined,
        borderStyle: look.border === 'double' ? 'double' : look.border,
        borderWidth: 2,
      }}
    >
      <Box sx={{ width: 8, bgcolor: color, flexShrink: 0 }} />
      <ButtonBase
        onClick={() => onOpen(event.row)}
        data-testid="open-reservation"
        sx={{
          flexGrow: 1,
          p: 1.25,
          minWidth: 0,
          display: 'block',
          textAlign: 'left',
          '&.Mui-focusVisible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: -3,
          },
        }}
      >
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {formatTime12h(minutesToTime(event.start))} –{' '}
          {formatTime12h(minutesToTime(Math.min(event.end, 1439)))}
          <ReminderMark alert={event.reminder} />
        </Typography>
        <Typography component="span" noWrap sx={{ display: 'block' }}>
          {client ? `${client.first_name} ${client.last_name ?? ''}`.trim() : t('calendar.noClient')}
          {event.row.service_reservation_id.client_confirmed_at && (
            <CheckCircleIcon
              data-testid="confirmed-mark"
              titleAccess={t('whatsapp.confirmedMark')}
              sx={{ fontSize: 16, ml: 0.5, verticalAlign: 'text-bottom', color: 'success.main' }}
            />
          )}
        </Typography>
        <Typography
          component="span"
          noWrap
          sx={{
            display: 'block',
            fontSize: 14,
            color: 'text.secondary',
            textDecoration: look.strike ? 'line-through' : undefined,
          }}
        >
          {event.row.service_id.name}
        </Typography>
        {event.notes && (
          <Typography
            component="span"
            noWrap
            sx={{ display: 'block', fontSize: 13, '& .event-plan': PLAN_SX }}
          >
            <CardNotesLine notes={event.notes} />
          </Typography>
        )}
      </ButtonBase>
      <Stack sx={{ alignItems: 'flex-end', justifyContent: 'space-between', p: 1 }}>
        <Box
          data-testid="status-mark"
          sx={{
            // The status's own mark (the specialist's colour is the bar at the left).
            bgcolor: STATUS_MARK[status]?.fill ?? color,
            color: STATUS_MARK[status]?.text ?? text,
            borderRadius: 1,
            px: 1,
            fontSize: 12,
            fontWeight: 600,
            whiteSpace: 'nowrap',
          }}
        >
          {t(`status.${status}`)}
        </Box>
        <IconButton
          aria-label={t('calendar.changeStatus')}
          data-testid="status-button"
          onClick={(click) => onStatus(event.row, click.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </Stack>
    </Paper>
  );
}
