import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../../shared/alerts/http-error';
import { HttpError } from '../../../../shared/api/http';
import { type BookingInput, useBookReservation } from '../../api/book-reservation';
import type { Clash } from '../../booking-lines';

const clashesOf = (error: unknown): Clash[] | null => {
  if (error instanceof HttpError) {
    const extensions = error.errors[0]?.extensions as { clashes?: Clash[] } | undefined;
    if (extensions?.clashes?.length) {
      return extensions.clashes;
    }
  }
  return null;
};

// Booking, and checking a repeated booking first: every clash is listed before anything is
// saved (decision 012); the list scrolls into view when it comes.
export function useBookingCheck(siteId: number, onClose: () => void) {
  const { t } = useTranslation();
  const [clashes, setClashes] = useState<Clash[] | null>(null);
  const [checked, setChecked] = useState<number | null>(null);
  const clashesRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (clashes) {
      clashesRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  }, [clashes]);
  const book = useBookReservation(siteId);

  const failed = (error: unknown) => {
    const found = clashesOf(error);
    if (found) {
      setClashes(found);
    } else {
      handleHttpError(error);
    }
  };

  const save = (body: BookingInput) =>
    book.mutate(
      { ...body, check_only: false },
      {
        onSuccess: (saved) => {
          pushAlert(
            saved.reservations.length > 1
              ? t('calendar.bookedMany', { count: saved.reservations.length })
              : t('calendar.booked'),
            'success',
          );
          onClose();
        },
        onError: failed,
      },
    );

  // body: the booking asked with check_only (null while incomplete).
  const submit = (
    body: BookingInput | null,
    options: { checkOnly: boolean; repeat: boolean; occurrences: number },
  ) => {
    setClashes(null);
    if (!body) {
      return;
    }
    if (!options.checkOnly && !options.repeat) {
      save(body);
      return;
    }
    book.mutate(body, {
      onSuccess: (answer) => {
        if (answer.clashes.length > 0) {
          setClashes(answer.clashes);
          return;
        }
        setChecked(answer.reservations.length || options.occurrences);
        if (!options.checkOnly) {
          save(body);
        }
      },
      onError: failed,
    });
  };

  return {
    clashes,
    checked,
    clashesRef,
    submit,
    saving: book.isPending,
    clearClashes: () => setClashes(null),
    reset: () => {
      setClashes(null);
      setChecked(null);
    },
  };
}
