import type { ReminderAlert } from '@sari/domain/reminder-alert';
import type { DayRow } from '../../api/calendar-keys';
import type { Range } from '../../layout';

export type GridBlock = { id: number; start: number; end: number; label: string; removable: boolean };

// A column of the grid: a specialist on a day (day view: one per specialist; week view: one per day).
export type GridColumn = {
  key: string;
  // 0 in a resource column (decision 057): the drag there keeps the service's specialist.
  specialistId: number;
  // A cabin, room or machine's column (the agenda by resource).
  resourceId?: number;
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
  // A reminder that did not reach the client: the card's call mark (decision 059).
  reminder?: ReminderAlert;
  // The specialist's colour when the column is a resource's (else the column's own).
  color?: string;
  // What the card also says (decision 057): the resources it holds and a package that covers it.
  notes?: CardNotes;
};

export type CardNotes = { resources: string; plan: string | null };

export const GUTTER = 76;
export const COLUMN_MIN = 150;
// A week's seven days fit a 1366 px screen beside the menu (about 1,040 px for the grid): the
// day columns are narrower than a specialist's, whose count has no limit and scrolls.
export const WEEK_COLUMN_MIN = 120;

export const gridTemplate = (count: number, min: number) =>
  `${GUTTER}px repeat(${count}, minmax(${min}px, 1fr))`;
