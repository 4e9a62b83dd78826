import { type SQL, sql } from 'drizzle-orm';
import { forbidden } from '../platform/errors';
import { canAny, type UserContext } from './context';
import { type CollectionMeta, getCollection } from './meta';

// One builder per SQL statement: hands out table aliases t0, t1, ... and notes every collection
// the statement reads (each goes through scope()).
export type Builder = {
  ctx: { user: UserContext };
  alias: () => SQL;
  reads: Set<string>;
};

export function newBuilder(ctx: { user: UserContext }): Builder {
  let next = 0;
  return { ctx, alias: () => sql`${sql.identifier(`t${next++}`)}`, reads: new Set() };
}

export const col = (alias: SQL, name: string) => sql`${alias}.${sql.identifier(name)}`;

export function table(meta: CollectionMeta): SQL {
  return sql`${sql.identifier(meta.name)}`;
}

export function assertRead(builder: Builder, meta: CollectionMeta) {
  if (!canAny(builder.ctx.user, meta.readModules, 'read')) {
    throw forbidden(`No tienes permiso para leer "${meta.name}".`);
  }
}

export function inList(values: (string | number)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

// The rows of `meta` this user may touch: their company, and their sites where rows are
// site-bound. Applied to every table a statement reads, nested or not.
export function scope(builder: Builder, meta: CollectionMeta, alias: SQL): SQL {
  const { user } = builder.ctx;
  builder.reads.add(meta.name);
  const parts: SQL[] = [];
  switch (meta.tenancy) {
    case 'company':
      parts.push(sql`${col(alias, 'subscriber_owner_company_id')} = ${user.companyId}`);
      break;
    case 'self':
      parts.push(sql`${col(alias, 'id')} = ${user.companyId}`);
      break;
    case 'owner':
      parts.push(sql`${col(alias, 'id')} = ${user.ownerId}`);
      break;
    default:
      break;
  }
  if (meta.def.site && user.siteIds) {
    parts.push(sitePredicate(builder, meta, alias, meta.def.site.split('.'), user.siteIds));
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

function sitePredicate(
  builder: Builder,
  meta: CollectionMeta,
  alias: SQL,
  path: string[],
  sites: number[],
): SQL {
  const [head, ...rest] = path;
  if (rest.length === 0) {
    const column = col(alias, head);
    const field = meta.fields.get(head);
    const allowed = sql`${column} in (${inList(sites)})`;
    return field?.nullable ? sql`(${column} is null or ${allowed})` : allowed;
  }
  const relation = meta.m2o.get(head);
  const target = relation && getCollection(relation.collection);
  if (!target) {
    throw new Error(`site path ${meta.name}.${path.join('.')} is not a relation`);
  }
  const inner = builder.alias();
  builder.reads.add(target.name);
  return sql`exists (select 1 from ${table(target)} ${inner} where ${col(inner, 'id')} = ${col(alias, head)} and ${sitePredicate(builder, target, inner, rest, sites)})`;
}
