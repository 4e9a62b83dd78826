import type { Database } from '@sari/db/client';
import { type SQL, sql } from 'drizzle-orm';

export const CHANNEL = 'sari_calendar';

// A change of a site's calendar on a day (date null: reload everything of that site).
export type CalendarChange = { company: number; site: number | null; date: string | null };
type Subscriber = { company: number; site: number; send: (change: CalendarChange) => void };
type Follower = (change: CalendarChange) => void;

// This process's followers of every change, per database: told right after the writing
// transaction commits, before its answer leaves (the notification echoed by the database arrives
// a moment later, and is how the other server processes hear of it).
const localFollowers = new WeakMap<Database, Set<Follower>>();

export function tellLocally(db: Database, changes: CalendarChange[]) {
  for (const follower of localFollowers.get(db) ?? []) {
    for (const change of changes) {
      follower(change);
    }
  }
}

// Announces a change from inside the writing transaction: PostgreSQL (and the embedded
// database) deliver it on commit to every listening server process, never for a rollback.
export function announce(change: CalendarChange): SQL {
  return sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`;
}

// Fans the database's notifications out to this process's live subscribers (the calendar's
// server-sent events), by company and site, and to followers of every change (the public
// availability cache). Listens only while someone is subscribed or following.
export function changeHub(db: Database) {
  const subscribers = new Set<Subscriber>();
  const followers = new Set<Follower>();
  let stop: Promise<() => Promise<void>> | null = null;

  const deliver = (payload: string) => {
    let change: CalendarChange;
    try {
      change = JSON.parse(payload) as CalendarChange;
    } catch {
      return;
    }
    for (const follower of followers) {
      follower(change);
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
    // Every change of every company, from every server process, for as long as the hub is open.
    async follow(follower: Follower) {
      followers.add(follower);
      let local = localFollowers.get(db);
      if (!local) {
        local = new Set();
        localFollowers.set(db, local);
      }
      local.add(follower);
      stop ??= db.listen(CHANNEL, deliver);
      await stop;
    },
    async close() {
      for (const follower of followers) {
        localFollowers.get(db)?.delete(follower);
      }
      followers.clear();
      subscribers.clear();
      const stopping = stop;
      stop = null;
      await (await stopping?.catch(() => null))?.();
    },
  };
}

export type ChangeHub = ReturnType<typeof changeHub>;
