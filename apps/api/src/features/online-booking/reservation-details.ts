import type { Database, Orm } from '@sari/db/client';
import { wallClock, zonedInstant } from '@sari/domain/zoned-time';
import { sql } from 'drizzle-orm';

export type ReservationDetails = {
  id: number;
  company_id: number;
  company: string;
  slug: string;
  site_id: number;
  site: string;
  address: string | null;
  site_phone: string | null;
  time_zone: string;
  date: string;
  start: string;
  end: string;
  status: string;
  is_online: boolean;
  deposit: number;
  client_id: number | null;
  client_name: string;
  client_email: string | null;
  client_phone: string | null;
  // 'whatsapp', 'email' or null: how the client wants her messages (decision 054).
  client_channel: 'whatsapp' | 'email' | null;
  services: {
    id: number;
    service_id: number;
    name: string;
    specialist_id: number;
    specialist: string;
    start: string;
    end: string;
  }[];
};

// One reservation as the messages and the public pages tell it: the company, the site and its
// zone, the day, the first start and last end (site wall clock), the client and each service.
// No scope: callers reach it through a signed link or a job of the server's own.
export async function reservationDetails(
  db: Database,
  tx: Orm | undefined,
  id: number,
): Promise<ReservationDetails | null> {
  const [row] = await db.rows<ReservationDetails>(
    sql`select r.id, r.subscriber_owner_company_id as company_id, co.name as company, co.public_slug as slug,
          s.id as site_id, s.name as site, s.address, s.phone as site_phone, s.time_zone,
          r.date::text as date, r.status, r.is_online, r.online_deposit as deposit,
          r.client_id, trim(concat_ws(' ', c.first_name, c.last_name)) as client_name, c.email as client_email, c.phone as client_phone, c.message_channel as client_channel,
          coalesce(to_char(min(srs.start_at), 'HH24:MI'), '') as start,
          coalesce(to_char(max(srs.end_at), 'HH24:MI'), '') as end,
          coalesce(json_agg(json_build_object('id', srs.id, 'service_id', srs.service_id, 'name', sv.name,
            'specialist_id', srs.specialist_id, 'specialist', sp.name,
            'start', to_char(srs.start_at, 'HH24:MI'), 'end', to_char(srs.end_at, 'HH24:MI'))
            order by srs.start_at, srs.id) filter (where srs.id is not null), '[]') as services
        from service_reservation r
        join subscriber_owner_company co on co.id = r.subscriber_owner_company_id
        join site s on s.id = r.site_id
        left join client c on c.id = r.client_id
        left join service_reservation_service srs on srs.service_reservation_id = r.id
        left join service sv on sv.id = srs.service_id
        left join specialist sp on sp.id = srs.specialist_id
        where r.id = ${id}
        group by r.id, co.id, s.id, c.id`,
    tx,
  );
  return row ? { ...row, deposit: Number(row.deposit) } : null;
}

// When the reservation starts, as an instant (its site's wall clock read in the site's zone).
export const startInstant = (details: Pick<ReservationDetails, 'date' | 'start' | 'time_zone'>) =>
  zonedInstant(details.date, details.start || '00:00', details.time_zone);

// Whether the client may still cancel or move it from the link: confirmed, and at least the
// company's notice hours ahead.
export function canChange(details: ReservationDetails, cancelHours: number, now: Date) {
  return (
    details.status === 'confirmada' &&
    startInstant(details).getTime() - now.getTime() >= cancelHours * 3_600_000
  );
}

const DAY = new Intl.DateTimeFormat('es', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const TIME = new Intl.DateTimeFormat('es-CO', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'UTC',
});

// "martes, 24 de noviembre" for a site day (the date itself, in no zone).
export const spanishDay = (date: string) => DAY.format(new Date(`${date}T12:00:00Z`));

// "3:30 p. m." as people in the region say a time.
export const spanishTime = (time: string) => TIME.format(new Date(`2000-01-01T${time.slice(0, 5)}:00Z`));

// The site's today and the first start the online rules allow (now plus the minimum notice).
export function onlineClock(timeZone: string, noticeMinutes: number, now: Date) {
  return {
    today: wallClock(timeZone, now),
    earliest: wallClock(timeZone, new Date(now.getTime() + noticeMinutes * 60_000)),
  };
}
