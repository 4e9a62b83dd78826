import { formatTime12h, SLOT_MINUTES } from '@sari/domain/time-slots';
import { memo, type PointerEvent, useRef, useState } from 'react';
import type { DayRow } from '../api/calendar-keys';
import {
  eventColors,
  minutesToPixels,
  type Placed,
  type Range,
  SLOT_HEIGHT,
  STATUS_LOOK,
  STATUS_MARK,
} from '../layout';

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
  // The processing gap inside the event (minutes of the day).
  gap: Range | null;
  draggable: boolean;
  labels: EventLabels;
};

// Texts every card shows, translated once by the grid.
export type EventLabels = {
  noClient: string;
  paid: string;
  processing: string;
  changeStatus: string;
  status: (status: string) => string;
  mark: (status: string) => string;
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
  labels,
  onOpen,
  onStatus,
  onDrop,
  onResize,
}: Props) {
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);
  const [extra, setExtra] = useState<number | null>(null);
  const start = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const status = row.service_reservation_id.status;
  const look = STATUS_LOOK[status] ?? STATUS_LOOK.confirmada;
  const { fill, text, accent } = eventColors(look, color);
  const client = row.service_reservation_id.client_id;
  const clientName = client ? `${client.first_name} ${client.last_name ?? ''}`.trim() : labels.noClient;
  const time = formatTime12h(row.start_at.split(/[T ]/)[1] ?? row.service_time);
  const statusLabel = labels.status(status);
  const mark = STATUS_MARK[status] ?? null;

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
  const moving = offset !== null || extra !== null;
  return (
    // The card drags (pointer events); its two controls are sibling buttons: the card's content
    // opens the reservation, the corner button changes the status (a button cannot hold another).
    <div
      className="event-card"
      data-testid={`event-${row.id}`}
      data-event
      data-status={status}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => {
        start.current = null;
        setOffset(null);
      }}
      style={{
        top: placed.top + 1,
        height: placed.height - 2 + (extra ?? 0),
        left: `calc(${placed.lane * width}% + 2px)`,
        width: `calc(${width}% - 4px)`,
        transform: offset ? `translate(${offset.x}px, ${offset.y}px)` : undefined,
        zIndex: moving ? 20 : 2,
        boxShadow: offset ? '0 6px 16px rgba(0,0,0,0.35)' : undefined,
        backgroundColor: fill,
        color: text,
        border: `2px ${look.border} ${look.muted ? accent : status === 'inicio_servicio' ? text : 'rgba(0,0,0,0.35)'}`,
        borderLeftWidth: status === 'inicio_servicio' || look.muted ? 6 : 2,
        cursor: draggable ? 'grab' : 'pointer',
      }}
    >
      <button
        type="button"
        className="event-open"
        data-testid="open-reservation"
        // A pointer click already opened it on pointer up (or was a drag); only the keyboard's
        // Enter and Space (a click with no pointer, detail 0) open it here.
        onClick={(event) => {
          if (event.detail === 0) {
            onOpen(row);
          }
        }}
      >
        <span className="event-title">
          {mark && (
            <span
              className="event-mark"
              data-testid="status-mark"
              aria-hidden="true"
              style={{ backgroundColor: mark.fill, color: mark.text }}
            >
              {labels.mark(status)}
            </span>
          )}
          {time} {clientName}
        </span>
        <span className="event-line" style={look.strike ? { textDecoration: 'line-through' } : undefined}>
          {row.service_id.name}
          {row.service_reservation_id.is_paid ? ` · ${labels.paid}` : ''}
        </span>
        {placed.height > 3 * SLOT_HEIGHT ? (
          <span className="event-status" data-testid="event-status">
            {statusLabel}
          </span>
        ) : (
          <span className="event-sr">{statusLabel}</span>
        )}
      </button>
      {gap && (
        <div
          className="event-gap"
          data-testid="processing-gap"
          style={{
            top: minutesToPixels(gap.start) - placed.top,
            height: minutesToPixels(gap.end) - minutesToPixels(gap.start),
          }}
        >
          {labels.processing}
        </div>
      )}
      <button
        type="button"
        className="event-menu"
        aria-label={labels.changeStatus}
        data-testid="status-button"
        style={{ color: text }}
        onPointerDown={(event) => event.stopPropagation()}
        onPointerUp={(event) => event.stopPropagation()}
        onClick={(event) => {
          event.stopPropagation();
          onStatus(row, event.currentTarget);
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
          <path d="M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2" />
        </svg>
      </button>
      {draggable && (
        <div
          className="event-resize"
          data-testid="resize-handle"
          onPointerDown={resizeDown}
          onPointerMove={resizeMove}
          onPointerUp={resizeUp}
        />
      )}
    </div>
  );
});

// The cards' style, set once on the grid (no styled component per card); what differs per card
// goes in `style`.
export const CARD_SX = {
  position: 'absolute',
  borderRadius: 1,
  overflow: 'hidden',
  touchAction: 'none',
  userSelect: 'none',
  fontSize: 12,
  lineHeight: 1.25,
  px: 0.5,
  pr: 3,
  // A button centres its content vertically: a column from the top keeps the card's text at the top.
  '& .event-open': {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-start',
    alignItems: 'stretch',
    width: '100%',
    height: '100%',
    p: 0,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'inherit',
    overflow: 'hidden',
    '&:focus-visible': { outline: '3px solid #88EAFA', outlineOffset: -3 },
  },
  '& .event-title': {
    display: 'block',
    fontWeight: 700,
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    overflow: 'hidden',
  },
  '& .event-mark': {
    display: 'inline-block',
    borderRadius: 3,
    px: 0.5,
    mr: 0.5,
    fontSize: 11,
    fontWeight: 700,
    lineHeight: '15px',
    verticalAlign: 'top',
  },
  '& .event-line': { display: 'block', whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' },
  '& .event-status': { display: 'block', fontSize: 11 },
  // Read by screen readers, not drawn (a short card has no room for the status).
  '& .event-sr': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  '& .event-gap': {
    position: 'absolute',
    left: 0,
    right: 0,
    background:
      'repeating-linear-gradient(45deg, rgba(255,255,255,0.85) 0 6px, rgba(255,255,255,0.45) 6px 12px)',
    color: '#000',
    fontSize: 11,
    px: 0.5,
    pointerEvents: 'none',
  },
  '& .event-menu': {
    position: 'absolute',
    top: 0,
    right: 0,
    p: 0.25,
    border: 0,
    background: 'transparent',
    cursor: 'pointer',
    display: 'flex',
    borderRadius: '50%',
    '&:hover, &:focus-visible': { background: 'rgba(0,0,0,0.15)' },
  },
  '& .event-resize': {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: 7,
    cursor: 'ns-resize',
    '&:hover': { bgcolor: 'rgba(0,0,0,0.2)' },
  },
} as const;
