import { clientProblems } from '@sari/domain/client-rules';
import type { Clock } from '@sari/domain/clock';
import type { HooksByCollection, Row } from '../../items/hooks';
import { badPayload } from '../../platform/errors';

// The business clock's date (a birth date may not be after it).
export const today = (clock: Clock) => clock.now().toISOString().slice(0, 10);

function check(row: Row, clock: Clock) {
  const problems = clientProblems(row, today(clock));
  if (problems.length > 0) {
    throw badPayload(problems.join(' '), { problems });
  }
  for (const key of ['first_name', 'last_name', 'phone', 'email', 'document_number'] as const) {
    if (typeof row[key] === 'string') {
      row[key] = (row[key] as string).trim();
    }
  }
}

// The same rules for the form, the items API and the CSV import.
export const clientHooks: HooksByCollection = {
  client: {
    beforeCreate: async (ctx, row) => check(row, ctx.db.clock),
    beforeUpdate: async (ctx, _id, row) => check(row, ctx.db.clock),
  },
};
