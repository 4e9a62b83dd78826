import { clientProblems } from '@sari/domain/client-rules';
import type { HooksByCollection, Row } from '../../items/hooks';
import { badPayload } from '../../shared/errors';

export const today = () => new Date().toISOString().slice(0, 10);

function check(row: Row) {
  const problems = clientProblems(row, today());
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
    beforeCreate: async (_ctx, row) => check(row),
    beforeUpdate: async (_ctx, _id, row) => check(row),
  },
};
