import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatTime12h, minutesToTime } from '@sari/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRow } from '../api/calendar-keys';
import type { GridColumn, GridEvent } from './day-grid';
import { PhoneEvent } from './phone/phone-event';

// Phones (under lg): the day as a list per column (a specialist, or a cabin or machine), with the
// same actions as the grid: book there, change a status in two taps, open the drawer (move, cobrar).
export function PhoneDayList({
  columns,
  events,
  canBook,
  onBook,
  onOpen,
  onStatus,
}: {
  columns: GridColumn[];
  events: GridEvent[];
  canBook: boolean;
  onBook: (column: GridColumn) => void;
  onOpen: (row: DayRow) => void;
  onStatus: (row: DayRow, anchor: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  const column = columns.find((item) => item.key === chosen) ?? columns[0];
  if (!column) {
    return null;
  }
  const mine = events.filter((event) => event.column === column.key).sort((a, b) => a.start - b.start);
  const blocks = column.blocks;
  return (
    <Box data-testid="phone-day-list">
      <Tabs
        value={column.key}
        onChange={(_event, value) => setChosen(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {columns.map((item) => {
          const count = events.filter((event) => event.column === item.key).length;
          return <Tab key={item.key} value={item.key} label={`${item.label} (${count})`} />;
        })}
      </Tabs>
      {canBook && (
        <Button
          fullWidth
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ mb: 1.5 }}
          onClick={() => onBook(column)}
        >
          {t('calendar.book1', { name: column.label })}
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
        {mine.map((event) => (
          <PhoneEvent
            key={event.row.id}
            event={event}
            color={event.color ?? column.color}
            onOpen={onOpen}
            onStatus={onStatus}
          />
        ))}
      </Stack>
    </Box>
  );
}
