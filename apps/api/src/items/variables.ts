import { type SQL, sql } from 'drizzle-orm';
import { badQuery } from '../platform/errors';
import type { RequestContext } from '../tenancy/context';
import type { FieldMeta } from '../tenancy/meta';

// Directus's dynamic variables in filter values (decision 002, "query forms").
//
// $NOW and $NOW(<adjustment>) become SQL on the database's business clock, sari_now() (decision
// 030): the statement stays the same from one read to the next (it is kept compiled), and a
// test's clock moves it. The instant is compared in UTC, as Directus compares the ISO text of a
// JavaScript Date: a timestamp with zone gets the instant, a date column the UTC date, a time or
// timestamp without zone the UTC wall time.

const UNITS: Record<string, { unit: string; max: number }> = {};
const unit = (names: string[], name: string, max: number) => {
  for (const alias of names) {
    UNITS[alias] = { unit: name, max };
  }
};
// The largest adjustment of each unit: a thousand years, so the instant stays a date PostgreSQL
// can hold.
unit(['years', 'year', 'yrs', 'yr', 'y'], 'year', 1_000);
unit(['months', 'month', 'mth', 'mo'], 'month', 12_000);
unit(['weeks', 'week', 'w'], 'week', 52_200);
unit(['days', 'day', 'd'], 'day', 365_250);
unit(['hours', 'hour', 'hrs', 'hr', 'h'], 'hour', 8_766_000);
unit(['minutes', 'minute', 'mins', 'min', 'm'], 'minute', 525_960_000);
unit(['seconds', 'second', 'secs', 'sec', 's'], 'second', 31_557_600_000);
unit(['milliseconds', 'millisecond', 'msecs', 'msec', 'ms'], 'millisecond', 31_557_600_000_000);

const DATE_TYPES = new Set(['date', 'time', 'timestamp', 'timestamptz']);

export const isNow = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('$NOW');

// `$NOW`, `$NOW()`, `$NOW(-1 year)`, `$NOW(+2 days)`, `$NOW(3 h)` (no sign adds, no unit is days).
export function nowSql(field: FieldMeta, value: string): SQL {
  if (!DATE_TYPES.has(field.type)) {
    throw badQuery(`"$NOW" solo se compara con campos de fecha u hora ("${field.name}" no lo es).`);
  }
  const match = /^\$NOW(?:\(\s*(?:([+-]?)\s*(\d{1,15})\s*([a-z]*)\s*)?\))?$/i.exec(value);
  if (!match) {
    throw badQuery(
      `Variable no válida: "${value.slice(0, 40)}". Se escribe $NOW o $NOW(-1 year), $NOW(+2 days)…`,
    );
  }
  const [, sign, digits, name] = match;
  let now = sql`(sari_now() at time zone 'UTC')`;
  if (digits !== undefined) {
    const found = UNITS[(name || 'days').toLowerCase()];
    if (!found) {
      throw badQuery(`Unidad desconocida en "${value.slice(0, 40)}": "${name}".`);
    }
    const amount = Number(digits) * (sign === '-' ? -1 : 1);
    if (Math.abs(amount) > found.max) {
      throw badQuery(`"${value.slice(0, 40)}" se aleja demasiado: como máximo ${found.max} ${found.unit}.`);
    }
    now = sql`(${now} + ${amount}::bigint * ${sql.raw(`interval '1 ${found.unit}'`)})`;
  }
  switch (field.type) {
    case 'timestamptz':
      return sql`(${now} at time zone 'UTC')`;
    case 'date':
      return sql`${now}::date`;
    case 'time':
      return sql`${now}::time`;
    default:
      return now;
  }
}

type Resolved = { filter: Record<string, unknown> | null; key: string };

// $CURRENT_USER (the Sari user's id, null for the server's own work), $CURRENT_ROLE (the user's
// role, when they have exactly one) and $CURRENT_ROLES (the ids of all their roles) become values
// before the statement is built. The key names them: a statement with them is this user's own.
export async function resolveUserVariables(
  ctx: RequestContext,
  filter: Record<string, unknown> | null,
): Promise<Resolved> {
  const found = new Set<string>();
  collect(filter, found);
  if (found.size === 0) {
    return { filter, key: '' };
  }
  const { user } = ctx;
  let roles: number[] = [];
  if ([...found].some((name) => name.startsWith('$CURRENT_ROLE')) && user.sariUserId !== null) {
    const rows = await ctx.db.rows<{ id: number }>(
      sql`select sari_role_id as id from sari_user_role where sari_user_id = ${user.sariUserId} and subscriber_owner_company_id = ${user.companyId} order by sari_role_id`,
      ctx.tx,
    );
    roles = rows.map((row) => Number(row.id));
  }
  const replace = (value: unknown, operator: string): unknown => {
    if (typeof value !== 'string' || !value.startsWith('$CURRENT_')) {
      return value;
    }
    switch (value) {
      case '$CURRENT_USER':
        return user.sariUserId;
      case '$CURRENT_ROLE':
        if (roles.length > 1) {
          throw badQuery('"$CURRENT_ROLE": el usuario tiene varios roles; usa "$CURRENT_ROLES" con _in.');
        }
        return roles[0] ?? null;
      case '$CURRENT_ROLES':
        if (operator !== '_in' && operator !== '_nin') {
          throw badQuery('"$CURRENT_ROLES" es una lista: úsala con _in o _nin.');
        }
        return roles;
      default:
        throw badQuery(
          `Variable no admitida: "${value.slice(0, 40)}". Se admiten $CURRENT_USER, $CURRENT_ROLE, $CURRENT_ROLES y $NOW (sin campos como $CURRENT_USER.email).`,
        );
    }
  };
  const walk = (node: unknown, operator: string): unknown => {
    if (Array.isArray(node)) {
      const items = node.map((item) => walk(item, operator));
      return operator === '_in' || operator === '_nin' ? items.flat() : items;
    }
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, key)]));
    }
    return replace(node, operator);
  };
  return {
    filter: walk(filter, '') as Record<string, unknown>,
    key: `|$user=${user.sariUserId};roles=${roles.join(',')}`,
  };
}

function collect(node: unknown, into: Set<string>) {
  if (typeof node === 'string') {
    if (node.startsWith('$CURRENT_')) {
      into.add(node);
    }
  } else if (Array.isArray(node)) {
    for (const item of node) {
      collect(item, into);
    }
  } else if (node !== null && typeof node === 'object') {
    for (const value of Object.values(node)) {
      collect(value, into);
    }
  }
}
