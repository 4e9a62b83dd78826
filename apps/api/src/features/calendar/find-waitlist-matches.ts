import type { waitlistMatches as matchesContract } from '@sari/contracts/calendar';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inScope } from '../../access/sql-scope';
import { siteWithClock } from '../../shared/site-clock';
import type { RequestContext } from '../../tenancy/context';

type MatchesInput = z.output<(typeof matchesContract)['input']>;

// Waiting clients whose day range holds the date, whose specialist (if any) is the one freed,
// and whose service fits the freed time inside their own time window. Oldest wish first.
export async function waitlistMatches(ctx: RequestContext, input: MatchesInput) {
  await siteWithClock(ctx, input.site_id);
  const specialist = input.specialist_id ?? null;
  return ctx.db.rows<{
    id: number;
    client_id: number;
    client_name: string;
    phone: string | null;
    email: string | null;
    message_channel: 'whatsapp' | 'email' | null;
    service_id: number;
    service_name: string;
    duration: number;
    specialist_id: number | null;
    time_from: string;
    notes: string | null;
  }>(
    sql`select w.id, w.client_id, trim(concat_ws(' ', c.first_name, c.last_name)) as client_name, c.phone, c.email, c.message_channel,
          w.service_id, s.name as service_name, s.duration, w.specialist_id, to_char(w.time_from, 'HH24:MI') as time_from, w.notes
        from waitlist_entry w
        join client c on c.id = w.client_id
        join service s on s.id = w.service_id
        where ${inScope(ctx, 'waitlist_entry', 'w')} and w.site_id = ${input.site_id} and w.status = 'esperando'
          and ${input.date}::date between w.date_from and w.date_to
          and (w.specialist_id is null or ${specialist}::int is null or w.specialist_id = ${specialist}::int)
          and greatest(${input.start}::time, w.time_from) + make_interval(mins => s.duration)
              <= least(${input.end}::time, w.time_to)
        order by w.date_created, w.id
        limit 20`,
    ctx.tx,
  );
}
