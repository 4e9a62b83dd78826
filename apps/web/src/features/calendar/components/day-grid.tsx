import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { contrastTextColor } from '@sari/domain/color';
import { formatTime12h, minutesToTime, SLOT_MINUTES, TIME_SLOTS } from '@sari/domain/time-slots';
import { type MouseEvent, memo, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRow } from '../api/calendar-keys';
import {
  DAY_END,
  DAY_START,
  GRID_HEIGHT,
  minutesToPixels,
  nowLineTop,
  placeById,
  type Range,
  SLOT_HEIGHT,
} from '../layout';
import { EventCard, type EventHandlers, type EventLabels } from './event-card';
import { CARD_SX } from './grid/card-sx';

export type GridBlock = { id: number; start: number; end: number; label: string; removable: boolean };

// A column of the grid: a specialist on a day (day view: one per specialist; week view: one per day).
export type GridColumn = {
  key: string;
  specialistId: number;
  date: string;
  label: string;
  color: string;
  // The site is closed (darker) and the specialist does not work (lighter: breaks, other site).
  closed: Range[];
  off: Range[];
  blocks: GridBlock[];
};

export type GridEvent = {
  row: DayRow;
  column: string;
  start: number;
  end: number;
  gap: Range | null;
};

type Props = Omit<EventHandlers, 'onDrop'> & {
  columns: GridColumn[];
  events: GridEvent[];
  nowMinutes: number | null;
  // A week: the key of today's column, where the now line is drawn (a day draws it across).
  nowColumn?: string;
  onSlot: (column: GridColumn, minutes: number) => void;
  onMove: (row: DayRow, column: GridColumn, minutes: number) => void;
  onRemoveBlock?: (id: number) => void;
  canMove: boolean;
  // A specialist's week: seven narrower day columns.
  week?: boolean;
};

const GUTTER = 76;
const COLUMN_MIN = 150;
// A week's seven days fit a 1366 px screen beside the menu (about 1,040 px for the grid): the
// day columns are narrower than a specialist's, whose count has no limit and scrolls.
const WEEK_COLUMN_MIN = 120;

const gridTemplate = (count: number, min: number) => `${GUTTER}px repeat(${count}, minmax(${min}px, 1fr))`;

// The grid's background: one element draws every slot line (no component per cell).
const slotLines = `repeating-linear-gradient(to bottom, transparent 0 ${SLOT_HEIGHT - 1}px, rgba(93,39,132,0.10) ${SLOT_HEIGHT - 1}px ${SLOT_HEIGHT}px)`;
const hourLines = `repeating-linear-gradient(to bottom, transparent 0 ${SLOT_HEIGHT * 4 - 1}px, rgba(93,39,132,0.25) ${SLOT_HEIGHT * 4 - 1}px ${SLOT_HEIGHT * 4}px)`;

// One style for every column (one class); the shaded ranges are plain elements placed by `style`.
const COLUMN_SX = {
  position: 'relative',
  height: GRID_HEIGHT,
  borderLeft: 1,
  borderColor: 'divider',
  backgroundImage: `${hourLines}, ${slotLines}`,
  cursor: 'cell',
  '& .range-off, & .range-closed': { position: 'absolute', left: 0, right: 0 },
  '& .range-off': { bgcolor: 'rgba(120,120,120,0.10)' },
  '& .range-closed': { bgcolor: 'rgba(60,60,60,0.16)' },
  '& .event-card': CARD_SX,
} as const;

const Labels = memo(function Labels() {
  return (
    <Box sx={{ position: 'relative', height: GRID_HEIGHT, borderRight: 1, borderColor: 'divider' }}>
      {TIME_SLOTS.map((time, index) => (
        <Box
          key={time}
          style={{ top: index * SLOT_HEIGHT }}
          sx={{
            position: 'absolute',
            right: 6,
            height: SLOT_HEIGHT,
            lineHeight: `${SLOT_HEIGHT}px`,
            fontSize: index % 4 === 0 ? 12 : 10,
            fontWeight: index % 4 === 0 ? 700 : 400,
            color: index % 4 === 0 ? 'text.primary' : 'text.secondary',
          }}
        >
          {formatTime12h(time)}
        </Box>
      ))}
    </Box>
  );
});

// The red line at the site's current time: across every column of a day, or inside today's
// column of a week.
function NowLine({ top, left, label }: { top: number; left: number; label: string }) {
  return (
    <Box
      data-testid="now-line"
      role="separator"
      aria-label={label}
      sx={{
        position: 'absolute',
        left,
        right: 0,
        top,
        height: 2,
        bgcolor: 'error.main',
        zIndex: 15,
        pointerEvents: 'none',
        '&::before': {
          content: '""',
          position: 'absolute',
          left: -5,
          top: -4,
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: 'error.main',
        },
      }}
    />
  );
}

// The day grid: 15-minute slots from 07:00 to 23:45, a column per specialist (or per day), the
// events laid out once per data change and absolutely placed over a CSS background.
export function DayGrid({
  columns,
  events,
  nowMinutes,
  nowColumn,
  onSlot,
  onMove,
  onOpen,
  onStatus,
  onResize,
  onRemoveBlock,
  canMove,
  week = false,
}: Props) {
  const { t } = useTranslation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const labels = useMemo<EventLabels>(
    () => ({
      noClient: t('calendar.noClient'),
      paid: t('calendar.paid'),
      processing: t('calendar.processing'),
      changeStatus: t('calendar.changeStatus'),
      status: (status) => t(`status.${status}`),
      mark: (status) => t(`calendar.statusMark.${status}`),
    }),
    [t],
  );
  const placed = useMemo(
    () =>
      placeById(
        events.map((event) => ({
          id: event.row.id,
          column: event.column,
          start: event.start,
          end: event.end,
        })),
      ),
    [events],
  );
  const byColumn = useMemo(() => {
    const eventsOf = new Map<string, GridEvent[]>();
    for (const event of events) {
      const list = eventsOf.get(event.column) ?? [];
      list.push(event);
      eventsOf.set(event.column, list);
    }
    return eventsOf;
  }, [events]);

  const latest = useRef({ columns, onMove });
  latest.current = { columns, onMove };
  const onDrop = useCallback((row: DayRow, clientX: number, deltaY: number) => {
    const body = bodyRef.current;
    const { columns: current, onMove: move } = latest.current;
    if (!body || current.length === 0) {
      return;
    }
    const rect = body.getBoundingClientRect();
    const width = (rect.width - GUTTER) / current.length;
    const index = Math.floor((clientX - rect.left - GUTTER) / width);
    const column = current[Math.max(0, Math.min(current.length - 1, index))];
    const [hours, minutes] = (row.start_at.split(/[T ]/)[1] ?? row.service_time).split(':').map(Number);
    const start = hours * 60 + minutes + Math.round(deltaY / SLOT_HEIGHT) * SLOT_MINUTES;
    const clamped = Math.max(DAY_START, Math.min(DAY_END - SLOT_MINUTES, start));
    move(row, column, clamped);
  }, []);

  const clickSlot = (column: GridColumn) => (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('[data-event],[data-block]')) {
      return;
    }
    const rect = event.currentTarget.getBoundingClientRect();
    const slot = Math.floor((event.clientY - rect.top) / SLOT_HEIGHT);
    onSlot(column, DAY_START + slot * SLOT_MINUTES);
  };

  const now = nowMinutes === null ? null : nowLineTop(nowMinutes);
  const columnMin = week ? WEEK_COLUMN_MIN : COLUMN_MIN;
  const template = gridTemplate(columns.length, columnMin);
  return (
    <Box
      data-testid="calendar-grid"
      sx={{
        overflow: 'auto',
        maxHeight: 'calc(100vh - 210px)',
        minHeight: 400,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: template,
          position: 'sticky',
          top: 0,
          zIndex: 30,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          minWidth: GUTTER + columns.length * columnMin,
        }}
      >
        <Box sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 31 }} />
        {columns.map((column) => (
          <Box
            key={column.key}
            data-testid={`column-header-${column.key}`}
            sx={{
              px: 1,
              py: 1,
              borderLeft: 1,
              borderColor: 'divider',
              display: 'flex',
              alignItems: 'center',
              gap: 1,
            }}
          >
            <Box
              sx={{
                width: 22,
                height: 22,
                borderRadius: '50%',
                bgcolor: column.color,
                color: contrastTextColor(column.color),
                fontSize: 12,
                fontWeight: 700,
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
              }}
            >
              {column.label.charAt(0)}
            </Box>
            <Box
              sx={{
                fontWeight: 600,
                fontSize: 14,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {column.label}
            </Box>
          </Box>
        ))}
      </Box>
      <Box
        ref={bodyRef}
        sx={{
          display: 'grid',
          gridTemplateColumns: template,
          position: 'relative',
          minWidth: GUTTER + columns.length * columnMin,
        }}
      >
        <Box sx={{ position: 'sticky', left: 0, zIndex: 25, bgcolor: 'background.paper' }}>
          <Labels />
        </Box>
        {columns.map((column) => {
          return (
            <Box
              key={column.key}
              data-testid={`column-${column.key}`}
              data-specialist={column.specialistId}
              onClick={clickSlot(column)}
              sx={COLUMN_SX}
            >
              {column.off.map((range) => (
                <div
                  key={`off-${range.start}`}
                  aria-hidden
                  className="range-off"
                  style={{
                    top: minutesToPixels(range.start),
                    height: minutesToPixels(range.end) - minutesToPixels(range.start),
                  }}
                />
              ))}
              {column.closed.map((range) => (
                <div
                  key={`closed-${range.start}`}
                  aria-hidden
                  data-testid="closed-range"
                  className="range-closed"
                  style={{
                    top: minutesToPixels(range.start),
                    height: minutesToPixels(range.end) - minutesToPixels(range.start),
                  }}
                />
              ))}
              {column.blocks.map((block) => (
                <Box
                  key={`block-${block.id}`}
                  data-block
                  data-testid={`block-${block.id}`}
                  sx={{
                    position: 'absolute',
                    left: 2,
                    right: 2,
                    top: minutesToPixels(Math.max(block.start, DAY_START)) + 1,
                    height: Math.max(
                      SLOT_HEIGHT - 2,
                      minutesToPixels(Math.min(block.end, DAY_END)) -
                        minutesToPixels(Math.max(block.start, DAY_START)) -
                        2,
                    ),
                    zIndex: 1,
                    borderRadius: 1,
                    border: '1px solid rgba(0,0,0,0.25)',
                    background:
                      'repeating-linear-gradient(135deg, rgba(90,90,90,0.22) 0 8px, rgba(90,90,90,0.10) 8px 16px)',
                    fontSize: 12,
                    fontWeight: 600,
                    color: 'text.secondary',
                    px: 0.5,
                    overflow: 'hidden',
                    cursor: 'default',
                  }}
                >
                  {block.label} · {formatTime12h(minutesToTime(Math.max(block.start, DAY_START)))}
                  {block.removable && onRemoveBlock && (
                    <IconButton
                      size="small"
                      aria-label={t('calendar.removeBlock')}
                      onClick={() => onRemoveBlock(block.id)}
                      sx={{ position: 'absolute', top: 0, right: 0, p: 0.25 }}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  )}
                </Box>
              ))}
              {now !== null && nowColumn === column.key && (
                <NowLine top={now} left={0} label={t('calendar.now')} />
              )}
              {(byColumn.get(column.key) ?? []).map((event) => {
                const placedEvent = placed.get(event.row.id);
                if (!placedEvent) {
                  return null;
                }
                return (
                  <EventCard
                    key={event.row.id}
                    row={event.row}
                    placed={placedEvent}
                    color={column.color}
                    gap={event.gap}
                    draggable={canMove}
                    labels={labels}
                    onOpen={onOpen}
                    onStatus={onStatus}
                    onDrop={onDrop}
                    onResize={onResize}
                  />
                );
              })}
            </Box>
          );
        })}
        {now !== null && nowColumn === undefined && (
          <NowLine top={now} left={GUTTER} label={t('calendar.now')} />
        )}
      </Box>
    </Box>
  );
}
