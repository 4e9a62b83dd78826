import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DEFAULT_FILL } from '@sari/domain/color';
import { SITE_ALL } from '@sari/domain/constants';
import { formatLongDate } from '@sari/domain/dates';
import { addDays, dayNumber } from '@sari/domain/local-days';
import { RESERVATION_STATUSES } from '@sari/domain/reservation-status';
import { minutesToTime } from '@sari/domain/time-slots';
import { wallClock } from '@sari/domain/zoned-time';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import { LazyDateField, preloadDateField } from '../../../shared/forms/lazy-date-field';
import { useCurrentUser } from '../../../shared/session/current-user';
import { setSelectedSite, useSelectedSite } from '../../../shared/session/site-selection';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import type { DayRow } from '../api/calendar-keys';
import { useDeleteBlock } from '../api/delete-block';
import { useCalendarDays } from '../api/get-day';
import { useCalendarSite } from '../api/get-site';
import { useCalendarSpecialists } from '../api/get-specialists';
import type { FreedSlot } from '../api/get-waitlist-matches';
import { useMoveService } from '../api/move-service';
import { useUpdateStatus } from '../api/update-status';
import { useCalendarEvents } from '../api/use-calendar-events';
import { columnOf, eventOf, visibleRows, weekStart } from '../day-model';
import { MUTED_FILL, STATUS_LOOK } from '../layout';
import { statusChanged, statusChangeFailed } from '../status-change';
import type { BookingPreset } from './booking-dialog';
import { DayGrid, type GridColumn } from './day-grid';
import { PhoneDayList } from './phone-day-list';
import type { StatusRefusal } from './reservation-drawer';

// The dialogs and the drawer load apart from the grid (issue 27: a cold /calendar shows its day
// sooner without the booking form's schemas, pickers and contact links), and are fetched while
// the browser is idle once the day is on screen, so opening one does not wait.
const loadBooking = () => import('./booking-dialog');
const loadDrawer = () => import('./reservation-drawer');
const loadBlock = () => import('./block-dialog');
const loadWaitlist = () => import('./waitlist-dialog');
const BookingDialog = lazy(() => loadBooking().then((module) => ({ default: module.BookingDialog })));
const ReservationDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.ReservationDrawer })));
const BlockDialog = lazy(() => loadBlock().then((module) => ({ default: module.BlockDialog })));
const WaitlistDialog = lazy(() => loadWaitlist().then((module) => ({ default: module.WaitlistDialog })));

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// A toolbar button moves to the next line whole rather than breaking its words.
const NO_WRAP = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

const timeOfRow = (row: DayRow) => (row.start_at.split(/[T ]/)[1] ?? row.service_time).slice(0, 5);
const endOfRow = (row: DayRow) => (row.end_at.split(/[T ]/)[1] ?? row.service_time).slice(0, 5);

// /calendar: the receptionist's day. One column per specialist of the site (or a specialist's
// week), booking from an empty slot, drag to move, resize, statuses, the drawer, live changes.
export function CalendarPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('lg'));
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const canBook = permissions.has('calendar:create');
  const canMove = permissions.has('calendar:update');
  // Blocked time is a specialist absence, a calendar record (decision 017).
  const canBlock = permissions.has('calendar:create');

  // Site: the app bar's choice; "all my sites" (0) shows the first and asks which one.
  const selected = useSelectedSite();
  const sites = useSites().data ?? [];
  const siteId =
    selected !== SITE_ALL && sites.some((site) => site.id === selected) ? selected : (sites[0]?.id ?? 0);
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
  const requested = params.get('date') ?? '';
  const date = DATE.test(requested) && dayNumber(requested) !== null ? requested : clock.date;
  const view = params.get('view') === 'week' && !isPhone ? 'week' : 'day';
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
  const day = useCalendarDays(siteId, from, to);
  // A failed load raises the shared error handler through the query cache (spec 8).
  useCalendarEvents(siteId);

  const dayShown = Boolean(day.data);
  useEffect(() => {
    if (!dayShown) {
      return;
    }
    const timer = setTimeout(() => {
      preloadDateField();
      void loadBooking();
      void loadDrawer();
    }, 300);
    return () => clearTimeout(timer);
  }, [dayShown]);

  const schedules = site.data?.site_schedule ?? [];
  const labels = useMemo(() => ({ absent: t('calendar.absent') }), [t]);
  const showCancelled = params.get('cancelled') === '1';
  const { columns, events, cancelled } = useMemo(() => {
    const data = day.data;
    if (!data || !site.data) {
      return { columns: [] as GridColumn[], events: [], cancelled: 0 };
    }
    const { rows, cancelled } = visibleRows(data.rows, showCancelled);
    if (view === 'week') {
      if (!weekSpecialist) {
        return { columns: [], events: [], cancelled };
      }
      const columns = Array.from({ length: 7 }, (_, index) => {
        const columnDate = addDays(from, index);
        return columnOf({
          key: columnDate,
          // 'Miércoles 25 Nov 2026' -> 'Mié 25'
          label: formatLongDate(columnDate)
            .split(' ')
            .slice(0, 2)
            .map((part, index) => (index === 0 ? part.slice(0, 3) : part))
            .join(' '),
          specialist: weekSpecialist,
          date: columnDate,
          schedules,
          windows: data.windows,
          absences: data.absences,
          labels,
        });
      });
      const events = rows
        .filter((row) => row.specialist_id === weekSpecialist.id)
        .map((row) => eventOf(row, row.date));
      return { columns, events, cancelled };
    }
    const known = new Set(specialistList.map((item) => item.id));
    const columns = specialistList.map((specialist) =>
      columnOf({
        key: String(specialist.id),
        label: specialist.name,
        specialist,
        date,
        schedules,
        windows: data.windows,
        absences: data.absences,
        labels,
      }),
    );
    const events = rows
      .filter((row) => row.date === date && known.has(row.specialist_id))
      .map((row) => eventOf(row, String(row.specialist_id)));
    return { columns, events, cancelled };
  }, [
    day.data,
    site.data,
    view,
    weekSpecialist,
    specialistList,
    schedules,
    date,
    from,
    labels,
    showCancelled,
  ]);

  // Dialogs and menus.
  const [booking, setBooking] = useState<BookingPreset | null>(null);
  const [openReservation, setOpenReservation] = useState<number | null>(null);
  // A link to one appointment (the bell, the search): its day with its drawer open, once.
  const linkedReservation = Number(params.get('reservation')) || null;
  // setParam is a new function each render; the address's reservation is what counts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (linkedReservation) {
      setOpenReservation(linkedReservation);
      setParam({ reservation: null });
    }
  }, [linkedReservation]);
  const [blocking, setBlocking] = useState<{ specialistId?: number; time?: string } | null>(null);
  const [freed, setFreed] = useState<FreedSlot | null>(null);
  const [statusMenu, setStatusMenu] = useState<{ row: DayRow; anchor: HTMLElement } | null>(null);
  const [refusal, setRefusal] = useState<StatusRefusal | null>(null);

  const updateStatus = useUpdateStatus(siteId);
  const moveService = useMoveService(siteId);
  const deleteBlock = useDeleteBlock(siteId);

  const freedOf = useCallback(
    (row: DayRow): FreedSlot => ({
      siteId,
      date: row.date,
      start: timeOfRow(row),
      end: endOfRow(row),
      specialistId: row.specialist_id,
    }),
    [siteId],
  );

  const changeStatus = useCallback(
    (row: DayRow, status: string) => {
      updateStatus.mutate(
        { id: row.service_reservation_id.id, status },
        {
          onSuccess: () => {
            statusChanged();
            if (status === 'cancelado') {
              setFreed(freedOf(row));
            }
          },
          onError: (error) =>
            statusChangeFailed(error, (message) => {
              setOpenReservation(row.service_reservation_id.id);
              setRefusal({ reservationId: row.service_reservation_id.id, message });
            }),
        },
      );
    },
    [updateStatus, freedOf],
  );

  const move = useCallback(
    (row: DayRow, input: { specialistId?: number; time?: string; duration?: number }) => {
      const before = freedOf(row);
      moveService.mutate(
        {
          id: row.id,
          ...(input.time ? { service_time: input.time } : {}),
          ...(input.specialistId ? { specialist_id: input.specialistId } : {}),
          ...(input.duration ? { duration: input.duration } : {}),
        },
        {
          onSuccess: () => {
            pushAlert(t('calendar.moved'), 'success');
            if (input.time || input.specialistId) {
              setFreed(before);
            }
          },
          onError: (error) => handleHttpError(error),
        },
      );
    },
    [moveService, t, freedOf],
  );

  const onOpen = useCallback((row: DayRow) => setOpenReservation(row.service_reservation_id.id), []);
  const onStatus = useCallback((row: DayRow, anchor: HTMLElement) => setStatusMenu({ row, anchor }), []);
  const onMove = useCallback(
    (row: DayRow, column: GridColumn, minutes: number) => {
      if (column.date !== row.date) {
        return;
      }
      const time = minutesToTime(minutes);
      if (time === timeOfRow(row) && column.specialistId === row.specialist_id) {
        return;
      }
      move(row, {
        time,
        specialistId: column.specialistId !== row.specialist_id ? column.specialistId : undefined,
      });
    },
    [move],
  );
  const onResize = useCallback((row: DayRow, duration: number) => move(row, { duration }), [move]);
  const onSlot = useCallback(
    (column: GridColumn, minutes: number) => {
      if (canBook) {
        setBooking({ date: column.date, time: minutesToTime(minutes), specialistId: column.specialistId });
      }
    },
    [canBook],
  );

  if (sites.length === 0 && !siteId) {
    return <CenteredSpinner />;
  }

  const step = view === 'week' ? 7 : 1;
  const closedDay =
    view === 'day' &&
    site.data &&
    columns.length > 0 &&
    columns.every((c) => c.closed.length === 1 && c.closed[0].start === 420 && c.closed[0].end === 1440);
  // Today at the site: the now line across the day, or in today's column of the week.
  const showsToday = view === 'day' ? date === clock.date : from <= clock.date && clock.date <= to;
  const nowMinutes = showsToday ? Number(clock.time.slice(0, 2)) * 60 + Number(clock.time.slice(3, 5)) : null;

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ mb: 2, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        data-testid="calendar-toolbar"
      >
        <Typography variant="h1" sx={{ mr: 1 }}>
          {t('calendar.title')}
        </Typography>
        {selected === SITE_ALL && sites.length > 1 && (
          <TextField
            select
            size="small"
            label={t('calendar.pickSite')}
            value={siteId}
            onChange={(event) => setSelectedSite(Number(event.target.value))}
            sx={{ minWidth: 200 }}
            data-testid="calendar-site"
          >
            {sites.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {item.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <IconButton
          aria-label={t(view === 'week' ? 'calendar.previousWeek' : 'calendar.previousDay')}
          onClick={() => setParam({ date: addDays(date, -step) })}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Button variant="outlined" onClick={() => setParam({ date: null })}>
          {t('calendar.today')}
        </Button>
        <IconButton
          aria-label={t(view === 'week' ? 'calendar.nextWeek' : 'calendar.nextDay')}
          onClick={() => setParam({ date: addDays(date, step) })}
        >
          <ChevronRightIcon />
        </IconButton>
        <LazyDateField
          size="small"
          label={t('calendar.date')}
          value={date}
          onChange={(day) => DATE.test(day) && setParam({ date: day })}
          sx={{ width: 160 }}
        />
        {!isPhone && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, value) => value && setParam({ view: value === 'week' ? 'week' : null })}
          >
            <ToggleButton value="day">{t('calendar.day')}</ToggleButton>
            <ToggleButton value="week">{t('calendar.week')}</ToggleButton>
          </ToggleButtonGroup>
        )}
        {view === 'week' && specialistList.length > 0 && (
          <TextField
            select
            size="small"
            label={t('calendar.specialist')}
            value={weekSpecialist?.id ?? ''}
            onChange={(event) => setParam({ specialist: String(event.target.value) })}
            sx={{ minWidth: 180 }}
          >
            {specialistList.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {item.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {canBlock && (
          <Button variant="outlined" startIcon={<BlockIcon />} onClick={() => setBlocking({})} sx={NO_WRAP}>
            {t('calendar.blockTime')}
          </Button>
        )}
        {canBook && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setBooking({ date })}
            data-testid="new-booking"
            sx={NO_WRAP}
          >
            {t('calendar.newBooking')}
          </Button>
        )}
      </Stack>
      <Stack direction="row" sx={{ mb: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          sx={{ fontWeight: 600, flexGrow: 1 }}
          data-testid="calendar-date"
          // The first day of what the grid shows once its own data is there (not the day before's
          // kept while it loads): what the browser benchmark waits for.
          data-shown={day.data && !day.isPlaceholderData ? from : ''}
        >
          {view === 'week' ? `${formatLongDate(from)} – ${formatLongDate(to)}` : formatLongDate(date)}
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
      ) : isPhone ? (
        <PhoneDayList
          specialists={specialistList}
          columns={columns}
          events={events}
          canBook={canBook}
          onBook={(specialistId, time) => setBooking({ date, specialistId, time })}
          onOpen={onOpen}
          onStatus={onStatus}
        />
      ) : (
        columns.length > 0 && (
          <DayGrid
            columns={columns}
            events={events}
            nowMinutes={nowMinutes}
            nowColumn={view === 'week' ? clock.date : undefined}
            onSlot={onSlot}
            onMove={onMove}
            onOpen={onOpen}
            onStatus={onStatus}
            onResize={onResize}
            onRemoveBlock={
              canBlock
                ? (id) =>
                    deleteBlock.mutate(id, {
                      onSuccess: () => pushAlert(t('calendar.blockRemoved'), 'success'),
                      onError: (error) => handleHttpError(error),
                    })
                : undefined
            }
            canMove={canMove}
            week={view === 'week'}
          />
        )
      )}
      <Menu
        anchorEl={statusMenu?.anchor}
        open={statusMenu !== null}
        onClose={() => setStatusMenu(null)}
        slotProps={{ list: { 'aria-label': t('calendar.changeStatus') } }}
      >
        {RESERVATION_STATUSES.map((status) => (
          <MenuItem
            key={status}
            selected={statusMenu?.row.service_reservation_id.status === status}
            disabled={!canMove}
            onClick={() => {
              const row = statusMenu?.row;
              setStatusMenu(null);
              if (row && row.service_reservation_id.status !== status) {
                changeStatus(row, status);
              }
            }}
          >
            <ListItemIcon>
              <Box
                sx={{
                  width: 16,
                  height: 16,
                  borderRadius: 0.5,
                  bgcolor: STATUS_LOOK[status].muted ? MUTED_FILL : 'primary.main',
                  border: `2px ${STATUS_LOOK[status].border} ${STATUS_LOOK[status].muted ? DEFAULT_FILL : 'rgba(0,0,0,0.5)'}`,
                }}
              />
            </ListItemIcon>
            {t(`status.${status}`)}
          </MenuItem>
        ))}
      </Menu>
      <Suspense fallback={null}>
        {booking && site.data && (
          <BookingDialog
            site={site.data}
            specialists={specialistList}
            preset={booking}
            today={clock.date}
            onClose={() => setBooking(null)}
          />
        )}
        {openReservation !== null && site.data && (
          <ReservationDrawer
            reservationId={openReservation}
            site={site.data}
            specialists={specialistList}
            canChange={canMove}
            onClose={() => {
              setOpenReservation(null);
              setRefusal(null);
            }}
            onStatus={changeStatus}
            refusal={refusal?.reservationId === openReservation ? refusal : null}
            onDismissRefusal={() => setRefusal(null)}
            canRecordAdvance={permissions.has('sales:create')}
            onMove={move}
            rows={day.data?.rows ?? []}
          />
        )}
        {blocking && (
          <BlockDialog
            siteId={siteId}
            specialists={specialistList}
            date={date}
            preset={blocking}
            onClose={() => setBlocking(null)}
          />
        )}
        {freed && <WaitlistDialog slot={freed} onClose={() => setFreed(null)} />}
      </Suspense>
    </Box>
  );
}
