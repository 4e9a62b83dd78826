import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { contrastTextColor } from '@sari/domain/color';
import { formatTime12h } from '@sari/domain/time-slots';
import { memo, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRow } from '../api/calendar-keys';
import { type Placed, SLOT_HEIGHT, SLOT_MINUTES, STATUS_LOOK } from '../layout';

export type EventHandlers = {
  onOpen: (row: DayRow) => void;
  onStatus: (row: DayRow, anchor: HTMLElement) => void;
  // Where the pointer let go (the grid finds the column) and how far the event moved down.
  onDrop: (row: DayRow, clientX: number, deltaY: number) => void;
  onResize: (row: DayRow, duration: number) => void;
};

type Props = EventHandlers & {
  row: DayRow;
  placed: Placed;
  color: string;
  // The processing gap inside the event, as pixels from its top.
  gap: { top: number; height: number } | null;
  draggable: boolean;
};

const DRAG_THRESHOLD = 5;

// One appointment, absolutely placed in its column: the specialist's colour with black or white
// text by the domain rule, the status's own look, the processing gap drawn as a hatched band.
// It drags itself (pointer events, captured) and tells the grid where it was dropped.
export const EventCard = memo(function EventCard({
  row,
  placed,
  color,
  gap,
  draggable,
  onOpen,
  onStatus,
  onDrop,
  onResize,
}: Props) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);
  const [extra, setExtra] = useState<number | null>(null);
  const start = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const status = row.service_reservation_id.status;
  const look = STATUS_LOOK[status] ?? STATUS_LOOK.confirmada;
  const text = contrastTextColor(color);
  const client = row.service_reservation_id.client_id;
  const clientName = client
    ? `${client.first_name} ${client.last_name ?? ''}`.trim()
    : t('calendar.noClient');
  const time = formatTime12h(row.start_at.split(/[T ]/)[1] ?? row.service_time);
  const statusLabel = t(`status.${status}`);

  const down = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) {
      return;
    }
    start.current = { x: event.clientX, y: event.clientY, moved: false };
    if (draggable) {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const origin = start.current;
    if (!origin || !draggable) {
      return;
    }
    const x = event.clientX - origin.x;
    const y = event.clientY - origin.y;
    if (!origin.moved && Math.hypot(x, y) < DRAG_THRESHOLD) {
      return;
    }
    origin.moved = true;
    setOffset({ x, y: Math.round(y / SLOT_HEIGHT) * SLOT_HEIGHT });
  };
  const up = (event: PointerEvent<HTMLDivElement>) => {
    const origin = start.current;
    start.current = null;
    setOffset(null);
    if (!origin) {
      return;
    }
    if (origin.moved) {
      onDrop(row, event.clientX, event.clientY - origin.y);
    } else {
      onOpen(row);
    }
  };

  const resizeStart = useRef<number | null>(null);
  const resizeDown = (event: PointerEvent<HTMLDivElement>) => {
    event.stopPropagation();
    resizeStart.current = event.clientY;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const resizeMove = (event: PointerEvent<HTMLDivElement>) => {
    if (resizeStart.current === null) {
      return;
    }
    const slots = Math.round((event.clientY - resizeStart.current) / SLOT_HEIGHT);
    setExtra(Math.max(SLOT_HEIGHT - placed.height, slots * SLOT_HEIGHT));
  };
  const resizeUp = (event: PointerEvent<HTMLDivElement>) => {
    event.stopPropagation();
    if (resizeStart.current === null) {
      return;
    }
    const slots = Math.round((event.clientY - resizeStart.current) / SLOT_HEIGHT);
    resizeStart.current = null;
    setExtra(null);
    const duration = Math.max(SLOT_MINUTES, placed.end - placed.start + slots * SLOT_MINUTES);
    if (slots !== 0) {
      onResize(row, duration);
    }
  };

  const width = 100 / placed.lanes;
  return (
    <Box
      role="button"
      tabIndex={0}
      aria-label={t('calendar.eventLabel', {
        time,
        client: clientName,
        service: row.service_id.name,
        status: statusLabel,
      })}
      data-testid={`event-${row.id}`}
      data-status={status}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => {
        start.current = null;
        setOffset(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen(row);
        }
      }}
      sx={{
        position: 'absolute',
        top: placed.top + 1,
        height: placed.height - 2 + (extra ?? 0),
        left: `calc(${placed.lane * width}% + 2px)`,
        width: `calc(${width}% - 4px)`,
        transform: offset ? `translate(${offset.x}px, ${offset.y}px)` : undefined,
        zIndex: offset || extra !== null ? 20 : 2,
        boxShadow: offset ? 6 : 1,
        bgcolor: color,
        color: text,
        opacity: look.opacity,
        border: `2px ${look.border} ${status === 'inicio_servicio' ? text : 'rgba(0,0,0,0.35)'}`,
        borderLeftWidth: status === 'inicio_servicio' ? 6 : 2,
        borderRadius: 1,
        overflow: 'hidden',
        cursor: draggable ? 'grab' : 'pointer',
        touchAction: 'none',
        userSelect: 'none',
        fontSize: 12,
        lineHeight: 1.25,
        px: 0.5,
        pr: 3,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
      }}
    >
      <Box sx={{ fontWeight: 700, whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' }}>
        {time} {clientName}
      </Box>
      <Box
        sx={{
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          overflow: 'hidden',
          textDecoration: look.strike ? 'line-through' : undefined,
        }}
      >
        {row.service_id.name}
        {row.service_reservation_id.is_paid ? ` · ${t('calendar.paid')}` : ''}
      </Box>
      {placed.height > 3 * SLOT_HEIGHT && (
        <Box sx={{ fontSize: 11, opacity: 0.9 }} data-testid="event-status">
          {statusLabel}
        </Box>
      )}
      {gap && (
        <Box
          data-testid="processing-gap"
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            top: gap.top,
            height: gap.height,
            background: `repeating-linear-gradient(45deg, rgba(255,255,255,0.85) 0 6px, rgba(255,255,255,0.45) 6px 12px)`,
            color: '#000',
            fontSize: 11,
            px: 0.5,
            pointerEvents: 'none',
          }}
        >
          {t('calendar.processing')}
        </Box>
      )}
      <IconButton
        size="small"
        aria-label={t('calendar.changeStatus')}
        data-testid="status-button"
        onPointerDown={(event) => event.stopPropagation()}
        onPointerUp={(event) => event.stopPropagation()}
        onClick={(event) => {
          event.stopPropagation();
          onStatus(row, event.currentTarget);
        }}
        sx={{ position: 'absolute', top: 0, right: 0, color: text, p: 0.25 }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {draggable && (
        <Box
          data-testid="resize-handle"
          onPointerDown={resizeDown}
          onPointerMove={resizeMove}
          onPointerUp={resizeUp}
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            height: 7,
            cursor: 'ns-resize',
            '&:hover': { bgcolor: 'rgba(0,0,0,0.2)' },
          }}
        />
      )}
    </Box>
  );
});
