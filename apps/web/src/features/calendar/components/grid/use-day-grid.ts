import { SLOT_MINUTES } from '@sari/domain/time-slots';
import { type MouseEvent, type RefObject, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRow } from '../../api/calendar-keys';
import { DAY_END, DAY_START, layoutDay, type Placed, SLOT_HEIGHT } from '../../layout';
import type { EventLabels } from '../event-card';
import { type GridColumn, type GridEvent, GUTTER } from './grid-types';

// What the grid derives from its events (their places, by column, the cards' texts) and what its
// pointer does: a click on an empty slot, an event let go over a column.
export function useDayGrid({
  columns,
  events,
  bodyRef,
  onSlot,
  onMove,
}: {
  columns: GridColumn[];
  events: GridEvent[];
  bodyRef: RefObject<HTMLDivElement | null>;
  onSlot: (column: GridColumn, minutes: number) => void;
  onMove: (row: DayRow, column: GridColumn, minutes: number) => void;
}) {
  const { t } = useTranslation();
  const labels = useMemo<EventLabels>(
    () => ({
      noClient: t('calendar.noClient'),
      paid: t('calendar.paid'),
      confirmed: t('whatsapp.confirmedMark'),
      processing: t('calendar.processing'),
      changeStatus: t('calendar.changeStatus'),
      status: (status) => t(`status.${status}`),
      mark: (status) => t(`calendar.statusMark.${status}`),
    }),
    [t],
  );
  // Each column's events placed by id (a service holding a laser and a cabin is in two columns).
  const placed = useMemo(() => {
    const byColumn = new Map<string, Map<number, Placed>>();
    const laid = layoutDay(
      events.map((event) => ({ id: event.row.id, column: event.column, start: event.start, end: event.end })),
    );
    for (const [column, list] of laid) {
      byColumn.set(column, new Map(list.map((item) => [item.id, item])));
    }
    return byColumn;
  }, [events]);
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
  const onDrop = useCallback(
    (row: DayRow, clientX: number, deltaY: number) => {
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
    },
    [bodyRef],
  );

  const clickSlot = (column: GridColumn) => (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('[data-event],[data-block]')) {
      return;
    }
    const rect = event.currentTarget.getBoundingClientRect();
    const slot = Math.floor((event.clientY - rect.top) / SLOT_HEIGHT);
    onSlot(column, DAY_START + slot * SLOT_MINUTES);
  };

  return { labels, placed, byColumn, onDrop, clickSlot };
}
