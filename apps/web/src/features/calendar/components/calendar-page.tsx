import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@sari/domain/dates';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadDateField } from '../../../shared/forms/lazy-date-field';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { useCalendarDays } from '../api/get-day';
import { useDayPlans } from '../api/get-day-plans';
import { useCalendarEvents } from '../api/use-calendar-events';
import { DayGrid } from './day-grid';
import { CalendarOverlays, preloadOverlays } from './page/calendar-overlays';
import { CalendarToolbar } from './page/calendar-toolbar';
import { StatusMenu } from './page/status-menu';
import { useCalendarActions } from './page/use-calendar-actions';
import { useCalendarView } from './page/use-calendar-view';
import { useGridModel } from './page/use-grid-model';
import { PhoneDayList } from './phone-day-list';

// /calendar: the receptionist's day. One column per specialist of the site (or a specialist's
// week), booking from an empty slot, drag to move, resize, statuses, the drawer, live changes.
export function CalendarPage() {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const canBook = permissions.has('calendar:create');
  const canMove = permissions.has('calendar:update');
  // Blocked time is a specialist absence, a calendar record (decision 017).
  const canBlock = permissions.has('calendar:create');

  const view = useCalendarView();
  const { siteId, site, clock, date, from, to, specialists, specialistList, showCancelled, setParam } = view;
  const day = useCalendarDays(siteId, from, to);
  // A failed load raises the shared error handler through the query cache (spec 8).
  useCalendarEvents(siteId);

  // Once the day is on screen, the date picker, the booking dialog and the drawer are fetched
  // while the browser is idle (decision 046).
  const dayShown = Boolean(day.data);
  useEffect(() => {
    if (!dayShown) {
      return;
    }
    const timer = setTimeout(() => {
      preloadDateField();
      preloadOverlays();
    }, 300);
    return () => clearTimeout(timer);
  }, [dayShown]);

  const plans = useDayPlans(from, day.data?.rows);
  const { columns, events, cancelled } = useGridModel(view, day.data, site.data, plans);
  const actions = useCalendarActions(view, canBook);

  if (view.sites.length === 0 && !siteId) {
    return <CenteredSpinner />;
  }

  const week = view.view === 'week';
  const closedDay =
    !week &&
    site.data &&
    columns.length > 0 &&
    columns.every((c) => c.closed.length === 1 && c.closed[0].start === 420 && c.closed[0].end === 1440);
  // Today at the site: the now line across the day, or in today's column of the week.
  const showsToday = week ? from <= clock.date && clock.date <= to : date === clock.date;
  const nowMinutes = showsToday ? Number(clock.time.slice(0, 2)) * 60 + Number(clock.time.slice(3, 5)) : null;

  return (
    <Box>
      <CalendarToolbar
        view={view}
        canBlock={canBlock}
        canBook={canBook}
        onBlock={() => actions.setBlocking({})}
        onBook={() => actions.setBooking({ date })}
      />
      <Stack direction="row" sx={{ mb: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          sx={{ fontWeight: 600, flexGrow: 1 }}
          data-testid="calendar-date"
          // The first day of what the grid shows once its own data is there (not the day before's
          // kept while it loads): what the browser benchmark waits for.
          data-shown={day.data && !day.isPlaceholderData ? from : ''}
        >
          {week ? `${formatLongDate(from)} – ${formatLongDate(to)}` : formatLongDate(date)}
          {site.data ? ` · ${site.data.name}` : ''}
        </Typography>
        {(cancelled > 0 || showCancelled) && (
          <Button
            size="small"
            data-testid="toggle-cancelled"
            aria-pressed={showCancelled}
            onClick={() => setParam({ cancelled: showCancelled ? null : '1' })}
          >
            {showCancelled ? t('calendar.hideCancelled') : t('calendar.showCancelled', { count: cancelled })}
          </Button>
        )}
      </Stack>
      {closedDay && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('calendar.closedDay')}
        </Alert>
      )}
      {specialists.isSuccess && specialistList.length === 0 && (
        <Alert severity="info">{t('calendar.noSpecialists')}</Alert>
      )}
      {(specialists.isPending || day.isPending) && siteId > 0 ? (
        <CenteredSpinner />
      ) : view.isPhone ? (
        <PhoneDayList
          columns={columns}
          events={events}
          canBook={canBook}
          onBook={(column) => actions.onSlot(column, null)}
          onOpen={actions.onOpen}
          onStatus={actions.onStatus}
        />
      ) : (
        columns.length > 0 && (
          <DayGrid
            columns={columns}
            events={events}
            nowMinutes={nowMinutes}
            nowColumn={week ? clock.date : undefined}
            onSlot={actions.onSlot}
            onMove={actions.onMove}
            onOpen={actions.onOpen}
            onStatus={actions.onStatus}
            onResize={actions.onResize}
            onRemoveBlock={canBlock ? actions.removeBlock : undefined}
            canMove={canMove}
            week={week}
          />
        )
      )}
      <StatusMenu
        menu={actions.statusMenu}
        canChange={canMove}
        onClose={() => actions.setStatusMenu(null)}
        onChange={actions.changeStatus}
      />
      <CalendarOverlays
        view={view}
        site={site.data}
        actions={actions}
        rows={day.data?.rows ?? []}
        canChange={canMove}
        advanceRights={{
          record: permissions.has('sales:create'),
          giveBack: permissions.has('sales:delete'),
          keep: permissions.has('sales:update'),
        }}
      />
    </Box>
  );
}
