import { formatLongDate } from '@sari/domain/dates';
import { addDays } from '@sari/domain/local-days';
import { wallClock } from '@sari/domain/zoned-time';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayData } from '../../api/calendar-keys';
import type { CalendarSite } from '../../api/get-site';
import { columnOf, eventOf, visibleRows } from '../../day-model';
import type { GridColumn } from '../day-grid';
import type { CalendarView } from './use-calendar-view';

// 'Miércoles 25 Nov 2026' -> 'Mié 25'
const shortDay = (date: string) =>
  formatLongDate(date)
    .split(' ')
    .slice(0, 2)
    .map((part, index) => (index === 0 ? part.slice(0, 3) : part))
    .join(' ');

// The grid's columns (the site's specialists on a day, or one specialist's seven days) with their
// closed and off hours, the events placed in them, and how many cancelled ones are hidden.
export function useGridModel(view: CalendarView, day: DayData | undefined, site: CalendarSite | undefined) {
  const { t } = useTranslation();
  const { view: kind, weekSpecialist, specialistList, date, from, showCancelled } = view;
  const schedules = site?.site_schedule ?? [];
  const labels = useMemo(() => ({ absent: t('calendar.absent') }), [t]);
  // The site's date: a reminder unread is marked from the morning of the visit (decision 059).
  const today = site ? wallClock(site.time_zone).date : undefined;
  return useMemo(() => {
    if (!day || !site) {
      return { columns: [] as GridColumn[], events: [], cancelled: 0 };
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
    const known = new Set(specialistList.map((item) => item.id));
    const columns = specialistList.map((specialist) =>
      columnOf({ key: String(specialist.id), label: specialist.name, specialist, date, ...parts }),
    );
    const events = rows
      .filter((row) => row.date === date && known.has(row.specialist_id))
      .map((row) => eventOf(row, String(row.specialist_id), today));
    return { columns, events, cancelled };
  }, [day, site, kind, weekSpecialist, specialistList, schedules, date, from, labels, showCancelled, today]);
}
