import type { Database } from '@sari/db/client';
import { resourceTakenMessage as takenMessage } from '@sari/domain/booking-problems';
import { sql } from 'drizzle-orm';
import type { ApiError } from '../platform/errors';

// The resources' exclusion constraint refused a write (a race past the calendar's lock, or a
// hand-written row): its answer names the resource, read after the transaction ended, of the
// user's company only.
export async function explainResourceClash(db: Database, error: ApiError, companyId: number | null) {
  const id = error.extra.resource_id;
  if (
    error.extra.constraint !== 'service_reservation_service_resource_no_overlap' ||
    typeof id !== 'number'
  ) {
    return error;
  }
  const [found] = companyId
    ? await db
        .rows<{ name: string; kind: string }>(
          sql`select name, kind from resource where id = ${id} and subscriber_owner_company_id = ${companyId}`,
        )
        .catch(() => [])
    : [];
  if (found && error.extra.from && error.extra.to) {
    error.message = takenMessage(found.kind, found.name, String(error.extra.from), String(error.extra.to));
  }
  return error;
}
