import { minutesToTime } from '@sari/domain/time-slots';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../../shared/alerts/http-error';
import type { DayRow } from '../../api/calendar-keys';
import { useDeleteBlock } from '../../api/delete-block';
import type { FreedSlot } from '../../api/get-waitlist-matches';
import { useMoveService } from '../../api/move-service';
import { useUpdateStatus } from '../../api/update-status';
import type { BookingPreset } from '../../booking-lines';
import { statusChanged, statusChangeFailed } from '../../status-change';
import type { GridColumn } from '../day-grid';
import type { StatusRefusal } from '../reservation-drawer';
import { endOfRow, timeOfRow } from './time-of-row';
import type { CalendarView } from './use-calendar-view';
import { useResourceMove } from './use-resource-move';

export { timeOfRow } from './time-of-row';

export type MoveInput = { specialistId?: number; time?: string; duration?: number };

// What the receptionist does on the calendar: the dialogs and the drawer open, statuses changed
// (a cancellation offers its freed time to the waitlist), services moved and resized, blocks removed.
export function useCalendarActions(view: CalendarView, canBook: boolean) {
  const { t } = useTranslation();
  const { siteId, linkedReservation, setParam } = view;
  const [booking, setBooking] = useState<BookingPreset | null>(null);
  const [openReservation, setOpenReservation] = useState<number | null>(null);
  // A link to one appointment (the bell, the search): its day with its drawer open, once.
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
  const resourceMove = useResourceMove(siteId, (row) => setFreed(freedOf(row)));

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
    (row: DayRow, input: MoveInput) => {
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
      if (column.resourceId) {
        resourceMove(row, column.resourceId, minutesToTime(minutes));
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
    [move, resourceMove],
  );
  const onResize = useCallback((row: DayRow, duration: number) => move(row, { duration }), [move]);
  const onSlot = useCallback(
    (column: GridColumn, minutes: number | null) => {
      if (canBook) {
        setBooking({
          date: column.date,
          time: minutes === null ? undefined : minutesToTime(minutes),
          specialistId: column.specialistId || undefined,
          resourceId: column.resourceId,
        });
      }
    },
    [canBook],
  );
  const removeBlock = (id: number) =>
    deleteBlock.mutate(id, {
      onSuccess: () => pushAlert(t('calendar.blockRemoved'), 'success'),
      onError: (error) => handleHttpError(error),
    });

  return {
    booking,
    setBooking,
    openReservation,
    closeReservation: () => {
      setOpenReservation(null);
      setRefusal(null);
    },
    blocking,
    setBlocking,
    freed,
    setFreed,
    statusMenu,
    setStatusMenu,
    refusal,
    setRefusal,
    changeStatus,
    move,
    onOpen,
    onStatus,
    onMove,
    onResize,
    onSlot,
    removeBlock,
  };
}

export type CalendarActions = ReturnType<typeof useCalendarActions>;
