import Box from '@mui/material/Box';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRow } from '../api/calendar-keys';
import { nowLineTop, type Placed } from '../layout';
import type { EventHandlers } from './event-card';
import { GridColumnBody } from './grid/grid-column';
import { GridHeader } from './grid/grid-header';
import {
  COLUMN_MIN,
  type GridColumn,
  type GridEvent,
  GUTTER,
  gridTemplate,
  WEEK_COLUMN_MIN,
} from './grid/grid-types';
import { NowLine } from './grid/now-line';
import { TimeLabels } from './grid/time-labels';
import { useDayGrid } from './grid/use-day-grid';

export type { GridBlock, GridColumn, GridEvent } from './grid/grid-types';

const NOTHING_PLACED = new Map<number, Placed>();

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
  const { labels, placed, byColumn, onDrop, clickSlot } = useDayGrid({
    columns,
    events,
    bodyRef,
    onSlot,
    onMove,
  });
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
      <GridHeader columns={columns} template={template} columnMin={columnMin} />
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
          <TimeLabels />
        </Box>
        {columns.map((column) => (
          <GridColumnBody
            key={column.key}
            column={column}
            events={byColumn.get(column.key) ?? []}
            placed={placed.get(column.key) ?? NOTHING_PLACED}
            nowTop={now !== null && nowColumn === column.key ? now : null}
            labels={labels}
            draggable={canMove}
            onClick={clickSlot(column)}
            onRemoveBlock={onRemoveBlock}
            onOpen={onOpen}
            onStatus={onStatus}
            onDrop={onDrop}
            onResize={onResize}
          />
        ))}
        {now !== null && nowColumn === undefined && (
          <NowLine top={now} left={GUTTER} label={t('calendar.now')} />
        )}
      </Box>
    </Box>
  );
}
