import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { addDays } from '@sari/domain/local-days';
import { wallClock } from '@sari/domain/zoned-time';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSites } from '../../../../shared/api/use-sites';
import { useSelectedSite } from '../../../../shared/session/site-selection';
import { type CalendarResource, useCalendarResources } from '../../api/get-resources';
import { useCalendarSite } from '../../api/get-site';
import { useCalendarSpecialists } from '../../api/get-specialists';
import { calendarColumns, calendarDate, calendarSiteId } from '../../calendar-address';
import { weekStart } from '../../day-model';

const NO_RESOURCES: CalendarResource[] = [];

// What the calendar shows, from the app bar's site and the address: the site (the app bar's
// choice; "all my sites" shows the first and asks which one), its wall clock, the day or the
// week (of one specialist), and the address's other choices (cancelled shown, a linked booking).
export function useCalendarView() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('lg'));

  const selected = useSelectedSite();
  const sites = useSites().data ?? [];
  const siteId = calendarSiteId(selected, sites);
  const site = useCalendarSite(siteId);
  const timeZone =
    site.data?.time_zone ?? sites.find((item) => item.id === siteId)?.time_zone ?? 'America/Bogota';

  const [clock, setClock] = useState(() => wallClock(timeZone));
  useEffect(() => {
    setClock(wallClock(timeZone));
    const timer = window.setInterval(() => setClock(wallClock(timeZone)), 30_000);
    return () => window.clearInterval(timer);
  }, [timeZone]);

  const [params, setParams] = useSearchParams();
  const date = calendarDate(params.get('date'), clock.date);
  const resources = useCalendarResources(siteId);
  const resourceList = resources.data ?? NO_RESOURCES;
  // The cabins and machines as columns (a day's, and only where the site has some).
  const columnsBy = resourceList.length > 0 ? calendarColumns(params.get('by')) : 'specialists';
  const view: 'day' | 'week' =
    params.get('view') === 'week' && !isPhone && columnsBy === 'specialists' ? 'week' : 'day';
  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) {
            next.delete(key);
          } else {
            next.set(key, value);
          }
        }
        return next;
      },
      { replace: true },
    );

  const specialists = useCalendarSpecialists(siteId);
  // A failed load raises the shared error handler through the query cache (spec 8).
  const specialistList = specialists.data ?? [];
  const weekSpecialistId = Number(params.get('specialist')) || specialistList[0]?.id || 0;
  const weekSpecialist = specialistList.find((item) => item.id === weekSpecialistId) ?? specialistList[0];

  const from = view === 'week' ? weekStart(date) : date;
  const to = view === 'week' ? addDays(from, 6) : date;

  return {
    isPhone,
    selected,
    sites,
    siteId,
    site,
    clock,
    date,
    view,
    from,
    to,
    setParam,
    specialists,
    specialistList,
    weekSpecialist,
    resourceList,
    columnsBy,
    showCancelled: params.get('cancelled') === '1',
    linkedReservation: Number(params.get('reservation')) || null,
  };
}

export type CalendarView = ReturnType<typeof useCalendarView>;
