import type { clientPlans as plansContract } from '@sari/contracts/calendar';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { idArray } from '../../platform/sql';

type Input = z.output<(typeof plansContract)['input']>;

// The session packages of the day's clients in force on that day (decision 057): of the
// company, not anulado, a session left (the sum of its entries) and its last day not before the
// visit's. One statement for the whole day, so the agenda's cards ask nothing each.
export async function clientPlans(ctx: OperationContext, input: Input) {
  const rows = await ctx.db.rows<{
    client_id: number;
    instrument_id: number;
    name: string;
    left: number;
    of: number;
    expires_on: string | null;
    service_ids: number[];
  }>(
    sql`select * from (
          select w.client_id, w.id as instrument_id, coalesce(sp.name, 'Plan de sesiones') as name,
            (select coalesce(sum(e.units), 0) from wallet_entry e where e.wallet_instrument_id = w.id)::int as left,
            w.initial_units::int as of, w.expires_on::text as expires_on,
            coalesce((select json_agg(ws.service_id order by ws.service_id) from wallet_instrument_service ws
              where ws.wallet_instrument_id = w.id), '[]'::json) as service_ids
          from wallet_instrument w left join session_package sp on sp.id = w.session_package_id
          where w.kind = 'package' and w.status = 'activa' and w.client_id = any(${idArray(input.client_ids)})
            and (w.expires_on is null or w.expires_on >= ${input.date}::date)
            and ${inScope(ctx, 'wallet_instrument', 'w', { allSites: true })}) p
        where p.left > 0
        order by p.client_id, p.instrument_id`,
    ctx.tx,
  );
  return { plans: rows };
}
