import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GRID_HEIGHT, minutesToPixels, type Placed, SLOT_HEIGHT } from '../../layout';
import { EventCard, type EventHandlers, type EventLabels } from '../event-card';
import { BlockCard } from './block-card';
import { CardNotesLine } from './card-notes';
import { CARD_SX } from './card-sx';
import type { GridColumn, GridEvent } from './grid-types';
import { NowLine } from './now-line';

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

// One column of the grid: the hours off and closed, the blocks, the now line of a week's today
// and the events placed in it.
export function GridColumnBody({
  column,
  events,
  placed,
  nowTop,
  labels,
  draggable,
  onClick,
  onRemoveBlock,
  onOpen,
  onStatus,
  onDrop,
  onResize,
}: EventHandlers & {
  column: GridColumn;
  events: GridEvent[];
  placed: Map<number, Placed>;
  // Where the now line is drawn in this column (null: not here).
  nowTop: number | null;
  labels: EventLabels;
  draggable: boolean;
  onClick: (event: MouseEvent<HTMLDivElement>) => void;
  onRemoveBlock?: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid={`column-${column.key}`}
      data-specialist={column.specialistId || undefined}
      data-resource={column.resourceId}
      onClick={onClick}
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
        <BlockCard key={`block-${block.id}`} block={block} onRemove={onRemoveBlock} />
      ))}
      {nowTop !== null && <NowLine top={nowTop} left={0} label={t('calendar.now')} />}
      {events.map((event) => {
        const placedEvent = placed.get(event.row.id);
        if (!placedEvent) {
          return null;
        }
        return (
          <EventCard
            key={event.row.id}
            row={event.row}
            reminder={event.reminder}
            placed={placedEvent}
            color={event.color ?? column.color}
            gap={event.gap}
            draggable={draggable}
            labels={labels}
            onOpen={onOpen}
            onStatus={onStatus}
            onDrop={onDrop}
            onResize={onResize}
            notes={event.notes && <CardNotesLine notes={event.notes} />}
          />
        );
      })}
    </Box>
  );
}
