import { formatDate } from '@sari/domain/dates';
import { addDays } from '@sari/domain/local-days';
import { formatTime12h } from '@sari/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleHttpError } from '../../../../shared/alerts/http-error';
import { useNextFreeSlot } from '../../api/next-free-slot';
import type { BookingLine } from '../../booking-lines';

// "Next free time" for a line: the first slot within 30 days from the booking's day (or today),
// put on the line (and on the booking's day when it is the first line), and said in a note.
export function useNextFree(input: {
  siteId: number;
  date: string;
  today: string;
  setDate: (day: string) => void;
  update: (key: number, change: Partial<BookingLine>) => void;
}) {
  const { t } = useTranslation();
  const nextFree = useNextFreeSlot();
  const [freeNote, setFreeNote] = useState<string | null>(null);
  const findFree = (line: BookingLine, index: number) => {
    if (!line.serviceId) {
      return;
    }
    // From the booking's day, or today for a day already past.
    let from = input.date;
    if (from < input.today) {
      from = input.today;
    }
    nextFree.mutate(
      {
        siteId: input.siteId,
        serviceId: line.serviceId,
        specialistId: line.specialistId ?? undefined,
        from,
        to: addDays(from, 30),
      },
      {
        onSuccess: (slot) => {
          if (!slot) {
            setFreeNote(t('calendar.noFreeSlot'));
            return;
          }
          setFreeNote(
            t('calendar.freeSlotFound', { date: formatDate(slot.date), time: formatTime12h(slot.time) }),
          );
          if (index === 0) {
            input.setDate(slot.date);
          }
          input.update(line.key, {
            time: slot.time,
            specialistId: line.specialistId ?? slot.specialistId ?? null,
          });
        },
        onError: (error) => handleHttpError(error),
      },
    );
  };
  return { findFree, finding: nextFree.isPending, freeNote };
}
