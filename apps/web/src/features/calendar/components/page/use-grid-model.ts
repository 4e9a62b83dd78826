import { formatLongDate } from '@sari/domain/dates';
import { addDays } from '@sari/domain/local-days';
import { wallClock } from '@sari/domain/zoned-time';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayData, DayRow } from '../../api/calendar-keys';
import { type ClientPlan, planMarks } from '../../api/get-client-plans';
import type { CalendarSite } from '../../api/get-site';
import {
  columnOf,
  eventOf,
  resourceColumnOf,
  resourceEvents,
  resourceNames,
  visibleRows,
} from '../../day-model';
import type { GridColumn, GridEvent } from '../day-grid';
import type { CalendarView } from './use-calendar-view';

// 'Miércoles 25 Nov 2026' -> 'Mié 25'
const shortDay = (date: string) =>
  formatLongDate(date)
    .split(' ')
    .slice(0, 2)
    .map((part, index) => (index === 0 ? part.slice(0, 3) : part))
    .join(' ');

// The grid's columns (the site's specialists on a day, or one specialist's seven days, or the
// site's cabins and machines) with their closed and off hours, the events placed in them with
// what their cards also say, and how many cancelled ones are hidden.
export function useGridModel(
  view: CalendarView,
  day: DayData | undefined,
  site: CalendarSite | undefined,
  plans?: ClientPlan[],
) {
  const { t } = useTranslation();
  const model = useColumns(view, day, site);
  const { resourceList } = view;
  return useMemo(() => {
    const marks = planMarks(
      model.events.map((event) => event.row),
      plans,
    );
    const noteOf = (row: DayRow) => {
      const plan = marks.get(row.id);
      return {
        resources: resourceNames(row, resourceList),
        plan: plan ? t('calendar.planLeft', { left: plan.left, of: plan.of }) : null,
      };
    };
    const events: GridEvent[] = model.events.map((event) => ({ ...event, notes: noteOf(event.row) }));
    return { ...model, events };
  }, [model, plans, resourceList, t]);
}

function useColumns(view: CalendarView, day: DayData | undefined, site: CalendarSite | undefined) {
  const { t } = useTranslation();
  const {
    view: kind,
    weekSpecialist,
    specialistList,
    date,
    from,
    showCancelled,
    columnsBy,
    resourceList,
  } = view;
  const schedules = site?.site_schedule ?? [];
  const labels = useMemo(() => ({ absent: t('calendar.absent') }), [t]);
  // The site's date: a reminder unread is marked from the morning of the visit (decision 059).
  const today = site ? wallClock(site.time_zone).date : undefined;
  return useMemo(() => {
    if (!day || !site) {
      return { columns: [] as GridColumn[], events: [] as GridEvent[], cancelled: 0 };
    }
    const { rows, cancelled } = visibleRows(day.rows, showCancelled);
    const parts = { schedules, windows: day.windows, absences: day.absences, labels };
    if (kind === 'week') {
      if (!weekSpecialist) {
        return { columns: [], events: [], cancelled };
      }
      const columns = Array.from({ length: 7 }, (_, index) => {
        const columnDate = addDays(from, index);
        return columnOf({
          key: columnDate,
          label: shortDay(columnDate),
          specialist: weekSpecialist,
          date: columnDate,
          ...parts,
        });
      });
      const events = rows
        .filter((row) => row.specialist_id === weekSpecialist.id)
        .map((row) => eventOf(row, row.date, today));
      return { columns, events, cancelled };
    }
    if (columnsBy === 'resources') {
      const colors = new Map(specialistList.map((item) => [item.id, item.color_in_reserve]));
      return {
        columns: resourceList.map((resource) => resourceColumnOf(resource, date, schedules)),
        events: resourceEvents(rows, date, resourceList, (id) => colors.get(id), today),
        cancelled,
      };
    }
    const known = new Set(specialistList.map((item) => item.id));
    const columns = specialistList.map((specialist) =>
      columnOf({ key: String(specialist.id), label: specialist.name, specialist, date, ...parts }),
    );
    const events = rows
      .filter((row) => row.date === date && known.has(row.specialist_id))
      .map((row) => eventOf(row, String(row.specialist_id), today));
    return { columns, events, cancelled };
  }, [
    day,
    site,
    kind,
    weekSpecialist,
    specialistList,
    schedules,
    date,
    from,
    labels,
    showCancelled,
    columnsBy,
    resourceList,
    today,
  ]);
}
