import { SLOT_MINUTES } from '@sari/domain/time-slots';
import { type PointerEvent, useRef, useState } from 'react';
import type { DayRow } from '../../api/calendar-keys';
import { type Placed, SLOT_HEIGHT } from '../../layout';

// The card's bottom handle stretches or shortens it by whole slots (never under one) and tells
// the grid the new duration when let go.
export function useCardResize({
  row,
  placed,
  onResize,
}: {
  row: DayRow;
  placed: Placed;
  onResize: (row: DayRow, duration: number) => void;
}) {
  const [extra, setExtra] = useState<number | null>(null);
  const resizeStart = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.stopPropagation();
    resizeStart.current = event.clientY;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (resizeStart.current === null) {
      return;
    }
    const slots = Math.round((event.clientY - resizeStart.current) / SLOT_HEIGHT);
    setExtra(Math.max(SLOT_HEIGHT - placed.height, slots * SLOT_HEIGHT));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
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
  return { extra, handlers: { onPointerDown, onPointerMove, onPointerUp } };
}
