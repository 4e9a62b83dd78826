import type { Database } from '@sari/db/client';
import { type Context, Hono } from 'hono';
import type { GateEnv } from '../access/gate';
import { inTransaction } from '../access/transaction';
import { badPayload, badQuery, notFound } from '../platform/errors';
import type { RequestContext } from '../tenancy/context';
import { getCollection } from '../tenancy/meta';
import { exportResponse } from './export';
import type { KeptReads } from './kept-reads';
import { parseItemsQuery } from './parse-query';
import { readByIds, readMany, readOne } from './read';
import { createItems, deleteItems, parseId, parseKey, updateItems } from './write';

export type ItemsDeps = { db: Database; maxAnswerBytes?: number; keep?: KeptReads };

async function bodyOf(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody();
    if (typeof form.data === 'string') {
      return parseJson(form.data);
    }
    return Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string'));
  }
  return parseJson(await c.req.text());
}

function parseJson(text: string): unknown {
  if (text.trim() === '') {
    throw badPayload('Falta el cuerpo de la petición.');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badPayload('El cuerpo de la petición no es un JSON válido.');
  }
}

function collectionOf(name: string) {
  const meta = getCollection(name);
  if (!meta) {
    throw badQuery(`La colección "${name.slice(0, 60)}" no existe.`);
  }
  return meta;
}

// The Directus-style items interface of spec section 7, over every declared collection.
export function itemsRoutes({ db, maxAnswerBytes, keep }: ItemsDeps) {
  const app = new Hono<GateEnv>();

  // The access gate has already resolved who is asking.
  const context = (c: Context<GateEnv>): RequestContext => ({ db, user: c.get('user'), maxAnswerBytes });
  // Writes run in one transaction, retried when the database reports a deadlock.
  const write = <T>(ctx: RequestContext, work: (ctx: RequestContext) => Promise<T>) =>
    inTransaction(db, (tx) => work({ ...ctx, tx }));
  const queryOf = (c: Context) => parseItemsQuery(new URL(c.req.url).searchParams);

  app.get('/:collection', async (c) => {
    const ctx = context(c);
    const meta = collectionOf(c.req.param('collection'));
    const query = queryOf(c);
    const result = await readMany(ctx, meta, query, new URL(c.req.url).search, keep);
    if (query.export) {
      return exportResponse(meta.name, query.export, JSON.parse(result.dataText), db.clock.now());
    }
    const metaText = result.meta ? `,"meta":${JSON.stringify(result.meta)}` : '';
    return c.body(`{"data":${result.dataText}${metaText}}`, 200, {
      'content-type': 'application/json; charset=UTF-8',
    });
  });

  app.get('/:collection/:id', async (c) => {
    const ctx = context(c);
    const meta = collectionOf(c.req.param('collection'));
    const query = queryOf(c);
    const data = await readOne(ctx, meta, parseKey(meta, c.req.param('id')), query);
    if (query.export) {
      return exportResponse(meta.name, query.export, data, db.clock.now());
    }
    return c.json({ data });
  });

  app.post('/:collection', async (c) => {
    const ctx = context(c);
    const meta = collectionOf(c.req.param('collection'));
    const query = queryOf(c);
    const body = await bodyOf(c);
    const list = Array.isArray(body) ? body : [body];
    if (list.length === 0) {
      throw badPayload('La lista a crear está vacía.');
    }
    const data = await write(ctx, async (tx) =>
      readByIds(tx, meta, await createItems(tx, meta, list), query),
    );
    return c.json({ data: Array.isArray(body) ? data : (data[0] ?? null) });
  });

  app.patch('/:collection/:id', async (c) => {
    const ctx = context(c);
    const meta = collectionOf(c.req.param('collection'));
    const id = parseId(meta, c.req.param('id'));
    const query = queryOf(c);
    const body = await bodyOf(c);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badPayload('El cuerpo debe ser un objeto con los cambios.');
    }
    const changes = body as Record<string, unknown>;
    if ('id' in changes && String(changes.id) !== String(id)) {
      throw badPayload('El "id" del cuerpo no coincide con el de la ruta.');
    }
    const data = await write(ctx, async (tx) => {
      await updateItems(tx, meta, [{ ...changes, id }]);
      return readByIds(tx, meta, [id], query);
    });
    return c.json({ data: data[0] ?? null });
  });

  // Batch: [{id, ...changes}] or {keys: [ids], data: {...changes}}.
  app.patch('/:collection', async (c) => {
    const ctx = context(c);
    const meta = collectionOf(c.req.param('collection'));
    const query = queryOf(c);
    const body = await bodyOf(c);
    let inputs: Record<string, unknown>[];
    if (Array.isArray(body)) {
      inputs = body as Record<string, unknown>[];
    } else if (body && typeof body === 'object' && Array.isArray((body as { keys?: unknown }).keys)) {
      const { keys, data } = body as { keys: unknown[]; data?: unknown };
      if (!data || typeof data !== 'object' || Array.isArray(data) || 'id' in data) {
        throw badPayload('"data" debe ser un objeto con los cambios (sin "id").');
      }
      inputs = keys.map((id) => ({ ...(data as object), id }));
    } else {
      throw badPayload('Envía una lista de objetos con "id" o {"keys": [...], "data": {...}}.');
    }
    if (inputs.length === 0) {
      throw badPayload('La lista a modificar está vacía.');
    }
    const data = await write(ctx, async (tx) =>
      readByIds(tx, meta, await updateItems(tx, meta, inputs), query),
    );
    return c.json({ data });
  });

  app.delete('/:collection/:id', async (c) => {
    const ctx = context(c);
    const meta = collectionOf(c.req.param('collection'));
    const id = parseId(meta, c.req.param('id'));
    await write(ctx, (tx) => deleteItems(tx, meta, [id]));
    return c.body(null, 204);
  });

  // Batch: [ids] or {keys: [ids]}.
  app.delete('/:collection', async (c) => {
    const ctx = context(c);
    const meta = collectionOf(c.req.param('collection'));
    const body = await bodyOf(c);
    const ids = Array.isArray(body) ? body : (body as { keys?: unknown })?.keys;
    if (!Array.isArray(ids)) {
      throw badPayload('Envía la lista de identificadores a eliminar.');
    }
    await write(ctx, (tx) => deleteItems(tx, meta, ids));
    return c.body(null, 204);
  });

  app.all('*', () => {
    throw notFound('Ruta no encontrada.');
  });

  return app;
}
