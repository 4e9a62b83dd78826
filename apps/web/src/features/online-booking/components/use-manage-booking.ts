import { formatLongDate } from '@sari/domain/dates';
import { formatTime12h } from '@sari/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { useCancelPublicBooking } from '../api/cancel-public-booking';
import { useBookingPage } from '../api/get-booking-page';
import { usePublicBooking } from '../api/get-public-booking';
import { useMovePublicBooking } from '../api/move-public-booking';
import type { PickedSlot } from './slot-picker';

// The managed booking's state: the booking, the cancel question, the move with its new time and
// the company's page it needs; the cancel and the move themselves.
export function useManageBooking(token: string) {
  const { t } = useTranslation();
  const booking = usePublicBooking(token);
  const cancel = useCancelPublicBooking(token);
  const move = useMovePublicBooking(token);
  const [asking, setAsking] = useState(false);
  const [moving, setMoving] = useState(false);
  const [slot, setSlot] = useState<PickedSlot | null>(null);
  const data = booking.data;
  // The site's time zone and the company's horizon come from its public page.
  const page = useBookingPage(moving && data ? data.slug : '');
  const site = data ? page.data?.sites.find((candidate) => candidate.id === data.site_id) : undefined;

  const doCancel = async () => {
    try {
      await cancel.mutateAsync();
      setAsking(false);
      pushAlert(t('onlineBooking.cancelled'), 'success');
    } catch (error) {
      setAsking(false);
      pushAlert(httpErrorMessage(error), 'error');
    }
  };
  const doMove = async () => {
    if (!slot) {
      return;
    }
    try {
      const moved = await move.mutateAsync({ date: slot.date, time: slot.time });
      setMoving(false);
      setSlot(null);
      pushAlert(
        t('onlineBooking.moved', { date: formatLongDate(moved.date), time: formatTime12h(moved.start) }),
        'success',
      );
    } catch (error) {
      setSlot(null);
      pushAlert(httpErrorMessage(error), 'error');
    }
  };

  return {
    booking,
    page,
    site,
    asking,
    setAsking,
    moving,
    setMoving,
    slot,
    setSlot,
    cancelling: cancel.isPending,
    movingNow: move.isPending,
    doCancel,
    doMove,
  };
}
