import { lazy, Suspense } from 'react';
import type { DayRow } from '../../api/calendar-keys';
import type { CalendarSite } from '../../api/get-site';
import type { AdvanceRights } from '../advance-panel';
import type { CalendarActions } from './use-calendar-actions';
import type { CalendarView } from './use-calendar-view';

// The dialogs and the drawer load apart from the grid (issue 27, decisions 041 and 046: a cold
// /calendar shows its day sooner without the booking form's schemas, pickers and contact links),
// and are fetched while the browser is idle once the day is on screen, so opening one does not wait.
const loadBooking = () => import('../booking-dialog');
const loadDrawer = () => import('../reservation-drawer');
const BookingDialog = lazy(() => loadBooking().then((module) => ({ default: module.BookingDialog })));
const ReservationDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.ReservationDrawer })));
const BlockDialog = lazy(() => import('../block-dialog').then((module) => ({ default: module.BlockDialog })));
const WaitlistDialog = lazy(() =>
  import('../waitlist-dialog').then((module) => ({ default: module.WaitlistDialog })),
);

export const preloadOverlays = () => {
  void loadBooking();
  void loadDrawer();
};

// Whichever dialog or drawer is open over the calendar.
export function CalendarOverlays({
  view,
  site,
  actions,
  rows,
  canChange,
  advanceRights,
}: {
  view: CalendarView;
  site: CalendarSite | undefined;
  actions: CalendarActions;
  rows: DayRow[];
  canChange: boolean;
  advanceRights: AdvanceRights;
}) {
  const { booking, openReservation, refusal, blocking, freed } = actions;
  return (
    <Suspense fallback={null}>
      {booking && site && (
        <BookingDialog
          site={site}
          specialists={view.specialistList}
          preset={booking}
          today={view.clock.date}
          onClose={() => actions.setBooking(null)}
        />
      )}
      {openReservation !== null && site && (
        <ReservationDrawer
          reservationId={openReservation}
          site={site}
          specialists={view.specialistList}
          canChange={canChange}
          onClose={actions.closeReservation}
          onStatus={actions.changeStatus}
          refusal={refusal?.reservationId === openReservation ? refusal : null}
          onDismissRefusal={() => actions.setRefusal(null)}
          advanceRights={advanceRights}
          onMove={actions.move}
          rows={rows}
        />
      )}
      {blocking && (
        <BlockDialog
          siteId={view.siteId}
          specialists={view.specialistList}
          date={view.date}
          preset={blocking}
          onClose={() => actions.setBlocking(null)}
        />
      )}
      {freed && <WaitlistDialog slot={freed} onClose={() => actions.setFreed(null)} />}
    </Suspense>
  );
}
