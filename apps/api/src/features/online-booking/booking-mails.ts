import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../access/context';
import type { Services } from '../../access/operation';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import { idSet } from '../../shared/sql';
import type { Written } from '../calendar/written-reservations';
import { links } from './links';
import { cancelledMail, confirmationMail, movedMail, reminderMail } from './messages';
import { reminderHoursOf } from './public-company';
import { reservationDetails, startInstant } from './reservation-details';

// The e-mails about one booking (confirmed, moved, cancelled) and its reminder. Each is a job:
// queued in the transaction that changed the booking, sent after it commits, retried if the
// mail server fails, and read fresh when sent (a booking cancelled meanwhile is not confirmed).

export function bookingMailJobs({ db, config, mailer }: Services): Record<string, JobHandler> {
  const to = links(config);
  return {
    'booking.mail': async (payload) => {
      const details = await reservationDetails(db, undefined, Number(payload.reservation_id));
      const address = String(payload.to ?? '');
      if (!details || !address) {
        return;
      }
      if (payload.event === 'cancelled') {
        await mailer.send(cancelledMail(details, address, to.book(details.slug, details.site_id)));
        return;
      }
      if (details.status === 'cancelado') {
        return;
      }
      const compose = payload.event === 'moved' ? movedMail : confirmationMail;
      await mailer.send(compose(details, address, to.manage(details.id)));
    },
    // Sent only if the booking still starts when it did when the reminder was planned.
    'booking.reminder': async (payload) => {
      const details = await reservationDetails(db, undefined, Number(payload.reservation_id));
      if (
        !details?.client_email ||
        details.status !== 'confirmada' ||
        `${details.date} ${details.start}` !== payload.start
      ) {
        return;
      }
      await mailer.send(reminderMail(details, details.client_email, to.manage(details.id)));
    },
  };
}

// Plans the reminder of each written reservation: the company's hours before its first
// service, for a confirmed booking of a client with an e-mail, when that moment is still ahead.
// A moved booking gets a new reminder (the key holds the start); the old one finds the start
// changed and stays silent. The reservations are given by id or by one of their services.
export async function planReminders(ctx: RequestContext, written: Written) {
  if (written.reservations.length === 0 && written.services.length === 0) {
    return;
  }
  // Each reservation's company's reminder setting comes with it (one statement).
  const rows = await ctx.db.prepared<{
    id: number;
    date: string;
    start: string;
    time_zone: string;
    reminder_hours: string | null;
  }>(
    sql`select r.id, r.date::text as date, to_char(min(srs.start_at), 'HH24:MI') as start, s.time_zone,
          (select value from setting where subscriber_owner_company_id = r.subscriber_owner_company_id
             and key = 'reminder_hours') as reminder_hours
        from (${idSet(written.reservations)}
              union select x.service_reservation_id from service_reservation_service x where x.id in ${idSet(written.services)}) as w(id)
        join service_reservation r on r.id = w.id
        join site s on s.id = r.site_id
        join client c on c.id = r.client_id
        join service_reservation_service srs on srs.service_reservation_id = r.id and not srs.is_cancelled
        where r.status = 'confirmada' and c.email is not null
          and r.date >= current_date - 1
        group by r.id, s.time_zone`,
    ctx.tx,
  );
  for (const row of rows) {
    const hours = reminderHoursOf(row.reminder_hours);
    if (hours === 0) {
      continue;
    }
    const runAt = new Date(startInstant(row).getTime() - hours * 3_600_000);
    if (runAt.getTime() <= Date.now()) {
      continue;
    }
    await enqueue(ctx.db, ctx.tx, {
      kind: 'booking.reminder',
      key: `reminder:${row.id}:${row.date}T${row.start}`,
      payload: { reservation_id: row.id, start: `${row.date} ${row.start}` },
      runAt,
    });
  }
}
