import type { Database } from '@sari/db/client';
import { type SQL, sql } from 'drizzle-orm';

const CHANNEL = 'sari_calendar';

// A change of a site's calendar on a day (date null: reload everything of that site).
export type CalendarChange = { company: number; site: number | null; date: string | null };
type Subscriber = { company: number; site: number; send: (change: CalendarChange) => void };

// Announces a change from inside the writing transaction: PostgreSQL (and the embedded
// database) deliver it on commit to every listening server process, never for a rollback.
export function announce(change: CalendarChange): SQL {
  return sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`;
}

// Announces every site and day a query answers (its columns site_id and date), in one statement.
export function announceDays(company: number, days: SQL): SQL {
  return sql`select pg_notify(${CHANNEL}, json_build_object('company', ${company}::int, 'site', d.site_id, 'date', d.date::text)::text)
    from (${days}) d`;
}

// Fans the database's notifications out to this process's live subscribers (the calendar's
// server-sent events), by company and site. Listens only while someone is subscribed.
export function changeHub(db: Database) {
  const subscribers = new Set<Subscriber>();
  let stop: Promise<() => Promise<void>> | null = null;

  const deliver = (payload: string) => {
    let change: CalendarChange;
    try {
      change = JSON.parse(payload) as CalendarChange;
    } catch {
      return;
    }
    for (const subscriber of subscribers) {
      if (
        subscriber.company === change.company &&
        (change.site === null || change.site === subscriber.site)
      ) {
        subscriber.send(change);
      }
    }
  };

  return {
    async subscribe(company: number, site: number, send: Subscriber['send']) {
      const subscriber = { company, site, send };
      subscribers.add(subscriber);
      stop ??= db.listen(CHANNEL, deliver);
      await stop;
      return () => {
        subscribers.delete(subscriber);
      };
    },
    async close() {
      subscribers.clear();
      const stopping = stop;
      stop = null;
      await (await stopping?.catch(() => null))?.();
    },
  };
}

export type ChangeHub = ReturnType<typeof changeHub>;
