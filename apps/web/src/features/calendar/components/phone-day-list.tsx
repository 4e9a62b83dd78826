import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { contrastTextColor } from '@sari/domain/color';
import { formatTime12h, minutesToTime } from '@sari/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarSpecialist, DayRow } from '../api/calendar-keys';
import { MUTED_FILL, STATUS_LOOK, STATUS_MARK } from '../layout';
import type { GridColumn, GridEvent } from './day-grid';
import { ReminderMark } from './reminder-mark';

// Phones (under lg): the day as a list per specialist, with the same actions as the grid:
// book with the specialist, change a status in two taps, open the drawer (move, cobrar).
export function PhoneDayList({
  specialists,
  columns,
  events,
  canBook,
  onBook,
  onOpen,
  onStatus,
}: {
  specialists: CalendarSpecialist[];
  columns: GridColumn[];
  events: GridEvent[];
  canBook: boolean;
  onBook: (specialistId: number, time?: string) => void;
  onOpen: (row: DayRow) => void;
  onStatus: (row: DayRow, anchor: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const specialist = specialists.find((item) => item.id === chosen) ?? specialists[0];
  if (!specialist) {
    return null;
  }
  const column = columns.find((item) => item.specialistId === specialist.id);
  const mine = events
    .filter((event) => event.row.specialist_id === specialist.id)
    .sort((a, b) => a.start - b.start);
  const blocks = column?.blocks ?? [];
  const text = contrastTextColor(specialist.color_in_reserve);
  return (
    <Box data-testid="phone-day-list">
      <Tabs
        value={specialist.id}
        onChange={(_event, value) => setChosen(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {specialists.map((item) => {
          const count = events.filter((event) => event.row.specialist_id === item.id).length;
          return <Tab key={item.id} value={item.id} label={`${item.name} (${count})`} />;
        })}
      </Tabs>
      {canBook && (
        <Button
          fullWidth
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ mb: 1.5 }}
          onClick={() => onBook(specialist.id)}
        >
          {t('calendar.book1', { name: specialist.name })}
        </Button>
      )}
      <Stack sx={{ gap: 1 }}>
        {blocks.map((block) => (
          <Paper key={`block-${block.id}`} variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {formatTime12h(minutesToTime(block.start))} –{' '}
              {formatTime12h(minutesToTime(Math.min(block.end, 1439)))} · {block.label}
            </Typography>
          </Paper>
        ))}
        {mine.length === 0 && (
          <Typography sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
            {t('calendar.freeDay')}
          </Typography>
        )}
        {mine.map((event) => {
          const status = event.row.service_reservation_id.status;
          const look = STATUS_LOOK[status] ?? STATUS_LOOK.confirmada;
          const client = event.row.service_reservation_id.client_id;
          return (
            <Paper
              key={event.row.id}
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
              <Box sx={{ width: 8, bgcolor: specialist.color_in_reserve, flexShrink: 0 }} />
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
              </ButtonBase>
              <Stack sx={{ alignItems: 'flex-end', justifyContent: 'space-between', p: 1 }}>
                <Box
                  data-testid="status-mark"
                  sx={{
                    // The status's own mark (the specialist's colour is the bar at the left).
                    bgcolor: STATUS_MARK[status]?.fill ?? specialist.color_in_reserve,
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
        })}
      </Stack>
    </Box>
  );
}
