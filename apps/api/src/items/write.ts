import { type SQL, sql } from 'drizzle-orm';
import { ApiError, badPayload, forbidden, notFound } from '../platform/errors';
import { can, type RequestContext } from '../tenancy/context';
import { type CollectionMeta, getCollection } from '../tenancy/meta';
import { col, inList, newBuilder, scope, table } from '../tenancy/scope';
import { coerce } from './coerce';
import { hooksOf, type Row } from './hooks';

export const MAX_BATCH = 1_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Prepared = { row: Row; nested: Map<string, unknown> };

function prepare(
  meta: CollectionMeta,
  input: unknown,
  mode: 'create' | 'update',
  parentField?: string,
): Prepared {
  if (!isObject(input)) {
    throw badPayload(`Cada elemento de "${meta.name}" debe ser un objeto JSON.`);
  }
  const row: Row = {};
  const nested = new Map<string, unknown>();
  for (const [key, value] of Object.entries(input)) {
    if (key === 'id' && mode === 'update') {
      continue;
    }
    if (meta.o2m.has(key)) {
      nested.set(key, value);
      continue;
    }
    const field = meta.fields.get(key);
    if (!field || meta.hidden.has(key)) {
      throw badPayload(`Campo desconocido: "${meta.name}.${key}".`);
    }
    if (!field.writable || key === parentField) {
      throw badPayload(`El campo "${meta.name}.${key}" no se puede modificar.`);
    }
    // Even with the value it has: a client that sends it on an update means to move the row.
    if (field.createOnly && mode === 'update') {
      throw badPayload(`El campo "${meta.name}.${key}" no se puede cambiar después de crear el registro.`);
    }
    if (value === undefined) {
      continue;
    }
    if (value === null && !field.nullable) {
      throw badPayload(`El campo "${meta.name}.${key}" es obligatorio.`);
    }
    row[key] = coerce(field, value, 'payload');
  }
  if (mode === 'create') {
    for (const field of meta.fields.values()) {
      if (
        field.writable &&
        !field.nullable &&
        !field.hasDefault &&
        !(field.name in row) &&
        field.name !== parentField
      ) {
        throw badPayload(`El campo "${meta.name}.${field.name}" es obligatorio.`);
      }
    }
  }
  return { row, nested };
}

type Checked = { meta: CollectionMeta; rows: Row[]; parentField?: string };

// Every many-to-one value must name a row this user can see; otherwise another company's id
// could be linked. One statement for all the relations of the rows (a subquery each), and of the
// rows a create nests one level down; the parent of a nested write was just written or checked,
// so its field is not asked about again.
async function checkForeignKeys(ctx: RequestContext, checks: Checked[]) {
  const asked: { meta: CollectionMeta; field: string; ids: (string | number)[] }[] = [];
  for (const { meta, rows, parentField } of checks) {
    for (const field of meta.m2o.keys()) {
      const ids = [
        ...new Set(rows.map((row) => row[field]).filter((value) => value !== null && value !== undefined)),
      ] as (string | number)[];
      if (field !== parentField && ids.length > 0) {
        asked.push({ meta, field, ids });
      }
    }
  }
  if (asked.length === 0) {
    return;
  }
  const builder = newBuilder(ctx);
  const found = asked.map(({ meta, field, ids }) => {
    const target = getCollection(meta.m2o.get(field)!.collection)!;
    const alias = builder.alias();
    return sql`(select coalesce(json_agg(${col(alias, 'id')}::text), '[]') from ${table(target)} ${alias} where ${col(alias, 'id')} in (${inList(ids)}) and ${scope(builder, target, alias)})`;
  });
  const [row] = await ctx.db.prepared<{ found: string }>(
    sql`select json_build_array(${sql.join(found, sql`, `)})::text as found`,
    ctx.tx,
  );
  const lists = JSON.parse(row.found) as string[][];
  for (const [index, { meta, field, ids }] of asked.entries()) {
    const present = new Set(lists[index]);
    const missing = ids.find((id) => !present.has(String(id)));
    if (missing !== undefined) {
      throw new ApiError('INVALID_FOREIGN_KEY', `El valor ${missing} de "${meta.name}.${field}" no existe.`, {
        field,
      });
    }
  }
}

// The new rows of a create's one-to-many lists (a reservation's services), as their own create
// will write them: their references are checked with the parent's, in the same statement.
function nestedCreates(ctx: RequestContext, meta: CollectionMeta, nested: Map<string, unknown>): Checked[] {
  const checks: Checked[] = [];
  for (const [alias, value] of nested) {
    if (!Array.isArray(value)) {
      continue;
    }
    const relation = meta.o2m.get(alias)!;
    const child = getCollection(relation.collection)!;
    assertWritable(ctx, child, 'create');
    const rows = value
      .filter((item) => !(isObject(item) && 'id' in item))
      .map((item) => prepare(child, item, 'create', relation.field).row);
    checks.push({ meta: child, rows, parentField: relation.field });
  }
  return checks;
}

// After writing, every touched row must still be inside the user's scope (their sites).
async function checkStillVisible(ctx: RequestContext, meta: CollectionMeta, ids: number[]) {
  if (!meta.def.site || !ctx.user.siteIds || ids.length === 0) {
    return;
  }
  const builder = newBuilder(ctx);
  const alias = builder.alias();
  const rows = await ctx.db.rows<{ count: number }>(
    sql`select count(*)::int as count from ${table(meta)} ${alias} where ${col(alias, 'id')} in (${inList(ids)}) and ${scope(builder, meta, alias)}`,
    ctx.tx,
  );
  if (rows[0].count !== ids.length) {
    throw forbidden('No tienes acceso a esa sede.');
  }
}

function assertWritable(ctx: RequestContext, meta: CollectionMeta, action: 'create' | 'update' | 'delete') {
  if (!can(ctx.user, meta.def.module, action)) {
    throw forbidden(
      `No tienes permiso para ${action === 'create' ? 'crear' : action === 'update' ? 'modificar' : 'eliminar'} "${meta.name}".`,
    );
  }
  if (meta.def.readonly || meta.tenancy === 'global' || (action !== 'update' && meta.tenancy !== 'company')) {
    throw forbidden(`"${meta.name}" solo se modifica mediante las operaciones del sistema.`);
  }
}

async function insertRow(ctx: RequestContext, meta: CollectionMeta, row: Row): Promise<number> {
  await hooksOf(meta.name).beforeCreate?.(ctx, row);
  const columns = Object.keys(row);
  const names: SQL[] = columns.map((name) => sql`${sql.identifier(name)}`);
  const values: SQL[] = columns.map((name) => sql`${row[name]}`);
  if (meta.tenancy === 'company') {
    names.push(sql`subscriber_owner_company_id`);
    values.push(sql`${ctx.user.companyId}`);
  }
  // Who did it comes from the session, never from the body.
  if (meta.def.actorField) {
    names.push(sql`${sql.identifier(meta.def.actorField)}`);
    values.push(sql`${ctx.user.sariUserId}`);
  }
  const inserted = await ctx.db.prepared<{ id: number }>(
    sql`insert into ${table(meta)} (${sql.join(names, sql`, `)}) values (${sql.join(values, sql`, `)}) returning id`,
    ctx.tx,
  );
  return inserted[0].id;
}

// `computed`: columns an operation's own rules set on every created row (read-only ones
// included), never taken from a request's body.
export async function createItems(
  ctx: RequestContext,
  meta: CollectionMeta,
  inputs: unknown[],
  // The row these are nested in; `checked` when its create checked their references already.
  parent?: { field: string; id: number; checked?: boolean },
  computed?: Row,
): Promise<number[]> {
  assertWritable(ctx, meta, 'create');
  if (inputs.length > MAX_BATCH) {
    throw badPayload(`Se pueden crear como máximo ${MAX_BATCH} registros a la vez.`);
  }
  const prepared = inputs.map((input) => prepare(meta, input, 'create', parent?.field));
  const rows = prepared.map(({ row }) => ({
    ...row,
    ...(parent ? { [parent.field]: parent.id } : {}),
    ...computed,
  }));
  await checkForeignKeys(ctx, [
    ...(parent?.checked ? [] : [{ meta, rows, parentField: parent?.field }]),
    ...prepared.flatMap(({ nested }) => nestedCreates(ctx, meta, nested)),
  ]);
  const ids: number[] = [];
  for (const [index, row] of rows.entries()) {
    const id = await insertRow(ctx, meta, row);
    ids.push(id);
    await writeNested(ctx, meta, id, prepared[index].nested, 'create');
  }
  await checkStillVisible(ctx, meta, ids);
  await hooksOf(meta.name).afterWrite?.(ctx, ids, rows[0] ?? {}, 'create');
  return ids;
}

async function childIdsOf(ctx: RequestContext, child: CollectionMeta, field: string, parentId: number) {
  const builder = newBuilder(ctx);
  const alias = builder.alias();
  const rows = await ctx.db.rows<{ id: number }>(
    sql`select ${col(alias, 'id')} as id from ${table(child)} ${alias} where ${col(alias, field)} = ${parentId} and ${scope(builder, child, alias)}`,
    ctx.tx,
  );
  return new Set(rows.map((row) => row.id));
}

// One-to-many values in a payload: an array (create new, update listed, delete the rest, on
// update) or {create, update, delete}.
async function writeNested(
  ctx: RequestContext,
  meta: CollectionMeta,
  id: number,
  nested: Map<string, unknown>,
  mode: 'create' | 'update',
) {
  for (const [alias, value] of nested) {
    const relation = meta.o2m.get(alias)!;
    const child = getCollection(relation.collection)!;
    const parent = { field: relation.field, id };
    let create: unknown[] = [];
    let update: unknown[] = [];
    let remove: unknown[] = [];
    if (Array.isArray(value)) {
      create = value.filter((item) => !(isObject(item) && 'id' in item));
      update = value.filter((item) => isObject(item) && 'id' in item);
      if (mode === 'update') {
        const keep = new Set(update.map((item) => Number((item as { id: unknown }).id)));
        remove = [...(await childIdsOf(ctx, child, relation.field, id))].filter(
          (childId) => !keep.has(childId),
        );
      }
    } else if (isObject(value) && mode === 'update') {
      create = Array.isArray(value.create) ? value.create : [];
      update = Array.isArray(value.update) ? value.update : [];
      remove = Array.isArray(value.delete) ? value.delete : [];
      const unknownKeys = Object.keys(value).filter((key) => !['create', 'update', 'delete'].includes(key));
      if (unknownKeys.length) {
        throw badPayload(`"${meta.name}.${alias}" solo admite create, update y delete.`);
      }
    } else {
      throw badPayload(`"${meta.name}.${alias}" debe ser una lista.`);
    }
    if (create.length) {
      // A create's nested rows were checked with it (nestedCreates).
      await createItems(ctx, child, create, { ...parent, checked: mode === 'create' });
    }
    if (update.length) {
      const owned = await childIdsOf(ctx, child, relation.field, id);
      for (const item of update) {
        const childId = Number((item as { id: unknown }).id);
        if (!owned.has(childId)) {
          throw badPayload(
            `El registro ${String((item as { id: unknown }).id)} no pertenece a "${meta.name}.${alias}".`,
          );
        }
      }
      await updateItems(ctx, child, update as Record<string, unknown>[], parent.field);
    }
    if (remove.length) {
      const owned = await childIdsOf(ctx, child, relation.field, id);
      const ids = remove.map((item) => Number(item));
      if (ids.some((childId) => !owned.has(childId))) {
        throw badPayload(`Uno de los registros a eliminar no pertenece a "${meta.name}.${alias}".`);
      }
      await deleteItems(ctx, child, ids);
    }
  }
}

// A row's key as its column holds it: a short code for the few collections keyed by text
// (sari_module: 'calendar', 'clients', ...; global, so only ever read), else a positive integer.
export function parseKey(meta: CollectionMeta, raw: string): number | string {
  if (meta.fields.get('id')?.type === 'text') {
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(raw)) {
      throw badPayload(`Identificador no válido para "${meta.name}": ${JSON.stringify(raw).slice(0, 40)}.`);
    }
    return raw;
  }
  return parseId(meta, raw);
}

export function parseId(meta: CollectionMeta, raw: unknown): number {
  const id = typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw badPayload(`Identificador no válido para "${meta.name}": ${JSON.stringify(raw)?.slice(0, 40)}.`);
  }
  return id;
}

// Updates each {id, ...changes}; a row outside the user's scope is a 404 and nothing changes.
export async function updateItems(
  ctx: RequestContext,
  meta: CollectionMeta,
  inputs: Record<string, unknown>[],
  parentField?: string,
): Promise<number[]> {
  assertWritable(ctx, meta, 'update');
  if (inputs.length > MAX_BATCH) {
    throw badPayload(`Se pueden modificar como máximo ${MAX_BATCH} registros a la vez.`);
  }
  const ids: number[] = [];
  for (const input of inputs) {
    if (!isObject(input)) {
      throw badPayload(`Cada elemento de "${meta.name}" debe ser un objeto JSON.`);
    }
    const id = parseId(meta, input.id);
    const { row, nested } = prepare(meta, input, 'update', parentField);
    await checkForeignKeys(ctx, [{ meta, rows: [row] }]);
    await hooksOf(meta.name).beforeUpdate?.(ctx, id, row);
    const builder = newBuilder(ctx);
    const alias = builder.alias();
    const sets = Object.keys(row).map((name) => sql`${sql.identifier(name)} = ${row[name]}`);
    if (meta.fields.has('date_updated')) {
      sets.push(sql`date_updated = sari_now()`);
    }
    const target = sql`${col(alias, 'id')} = ${id} and ${scope(builder, meta, alias)}`;
    const updated = await ctx.db.rows<{ id: number }>(
      sets.length
        ? sql`update ${table(meta)} ${alias} set ${sql.join(sets, sql`, `)} where ${target} returning ${col(alias, 'id')} as id`
        : sql`select ${col(alias, 'id')} as id from ${table(meta)} ${alias} where ${target} for update`,
      ctx.tx,
    );
    if (updated.length === 0) {
      throw notFound(`El registro ${id} de "${meta.name}" no existe o no tienes acceso a él.`);
    }
    await writeNested(ctx, meta, id, nested, 'update');
    await checkStillVisible(ctx, meta, [id]);
    await hooksOf(meta.name).afterWrite?.(ctx, [id], row, 'update');
    ids.push(id);
  }
  return ids;
}

export async function deleteItems(
  ctx: RequestContext,
  meta: CollectionMeta,
  rawIds: unknown[],
): Promise<void> {
  assertWritable(ctx, meta, 'delete');
  if (rawIds.length === 0 || rawIds.length > MAX_BATCH) {
    throw badPayload(`Indica entre 1 y ${MAX_BATCH} identificadores a eliminar.`);
  }
  const ids = [...new Set(rawIds.map((raw) => parseId(meta, raw)))];
  await hooksOf(meta.name).beforeDelete?.(ctx, ids);
  const builder = newBuilder(ctx);
  const alias = builder.alias();
  const deleted = await ctx.db.rows<{ id: number }>(
    sql`delete from ${table(meta)} ${alias} where ${col(alias, 'id')} in (${inList(ids)}) and ${scope(builder, meta, alias)} returning ${col(alias, 'id')} as id`,
    ctx.tx,
  );
  if (deleted.length !== ids.length) {
    throw notFound(`Alguno de los registros de "${meta.name}" no existe o no tienes acceso a él.`);
  }
}
