import { type PointerEvent, useRef, useState } from 'react';
import type { DayRow } from '../../api/calendar-keys';
import { SLOT_HEIGHT } from '../../layout';

const DRAG_THRESHOLD = 5;

// A card drags itself (pointer events, captured), snapping down by slots; a press that does not
// move opens the reservation, a drag tells the grid where it was let go.
export function useCardDrag({
  row,
  draggable,
  onOpen,
  onDrop,
}: {
  row: DayRow;
  draggable: boolean;
  onOpen: (row: DayRow) => void;
  onDrop: (row: DayRow, clientX: number, deltaY: number) => void;
}) {
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);
  const start = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) {
      return;
    }
    start.current = { x: event.clientX, y: event.clientY, moved: false };
    if (draggable) {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
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
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
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
  const onPointerCancel = () => {
    start.current = null;
    setOffset(null);
  };
  return { offset, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}
