import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { ReminderAlert } from '@sari/domain/reminder-alert';
import { formatTime12h } from '@sari/domain/time-slots';
import { memo, type ReactNode } from 'react';
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
import { useCardDrag } from './grid/use-card-drag';
import { useCardResize } from './grid/use-card-resize';
import { ReminderMark } from './reminder-mark';

export type EventHandlers = {
  onOpen: (row: DayRow) => void;
  onStatus: (row: DayRow, anchor: HTMLElement) => void;
  // Where the pointer let go (the grid finds the column) and how far the event moved down.
  onDrop: (row: DayRow, clientX: number, deltaY: number) => void;
  onResize: (row: DayRow, duration: number) => void;
};

type Props = EventHandlers & {
  row: DayRow;
  // The call mark (decision 059).
  reminder?: ReminderAlert;
  placed: Placed;
  color: string;
  // The processing gap inside the event (minutes of the day).
  gap: Range | null;
  draggable: boolean;
  labels: EventLabels;
  // A line of what else the card says: its cabin or machine, a package that covers it.
  notes?: ReactNode;
};

// Texts every card shows, translated once by the grid.
export type EventLabels = {
  noClient: string;
  paid: string;
  // The client confirmed over WhatsApp (decision 054).
  confirmed: string;
  processing: string;
  changeStatus: string;
  status: (status: string) => string;
  mark: (status: string) => string;
};

// One appointment, absolutely placed in its column: the specialist's colour with black or white
// text by the domain rule, the status's own look, the processing gap drawn as a hatched band.
// It drags itself (pointer events, captured) and tells the grid where it was dropped.
export const EventCard = memo(function EventCard({
  row,
  reminder,
  placed,
  color,
  gap,
  draggable,
  labels,
  onOpen,
  onStatus,
  onDrop,
  onResize,
  notes,
}: Props) {
  const status = row.service_reservation_id.status;
  const look = STATUS_LOOK[status] ?? STATUS_LOOK.confirmada;
  const { fill, text, accent } = eventColors(look, color);
  const client = row.service_reservation_id.client_id;
  const clientName = client ? `${client.first_name} ${client.last_name ?? ''}`.trim() : labels.noClient;
  const time = formatTime12h(row.start_at.split(/[T ]/)[1] ?? row.service_time);
  const statusLabel = labels.status(status);
  const mark = STATUS_MARK[status] ?? null;

  const drag = useCardDrag({ row, draggable, onOpen, onDrop });
  const resize = useCardResize({ row, placed, onResize });

  const width = 100 / placed.lanes;
  const { offset } = drag;
  const { extra } = resize;
  const moving = offset !== null || extra !== null;
  return (
    // The card drags (pointer events); its two controls are sibling buttons: the card's content
    // opens the reservation, the corner button changes the status (a button cannot hold another).
    <div
      className="event-card"
      data-testid={`event-${row.id}`}
      data-event
      data-status={status}
      {...drag.handlers}
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
          {row.service_reservation_id.client_confirmed_at && (
            <CheckCircleIcon
              className="event-confirmed"
              data-testid="confirmed-mark"
              titleAccess={labels.confirmed}
            />
          )}
          <ReminderMark alert={reminder} />
          {time} {clientName}
        </span>
        <span className="event-line" style={look.strike ? { textDecoration: 'line-through' } : undefined}>
          {row.service_id.name}
          {row.service_reservation_id.is_paid ? ` · ${labels.paid}` : ''}
        </span>
        {notes}
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
      {draggable && <div className="event-resize" data-testid="resize-handle" {...resize.handlers} />}
    </div>
  );
});
