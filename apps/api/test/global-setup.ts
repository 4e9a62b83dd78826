import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, openPglite } from '@sari/db/client';
import { ensureModules } from '@sari/db/provision';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

// Migrates once per run: a PGlite image every test file starts from, and, when
// TEST_DATABASE_URL is set, a PostgreSQL template database to copy.
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sari-test-'));
  const dumpFile = path.join(dir, 'migrated.tar.gz');
  const migrated = await openDatabase({ dataDir: path.join(dir, 'image') });
  await migrated.migrate();
  await ensureModules(migrated);
  await migrated.close();
  const image = await openPglite({ dataDir: path.join(dir, 'image') });
  const dump = await image.dumpDataDir('gzip');
  await image.close();
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', dumpFile);

  let template = '';
  const url = process.env.SARI_TEST_DB === 'pg' ? process.env.TEST_DATABASE_URL : undefined;
  if (url) {
    template = `sari_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    await admin.end();
    const templateDb = await openDatabase({ databaseUrl: withDatabase(url, template), poolSize: 1 });
    await templateDb.migrate();
    await ensureModules(templateDb);
    await templateDb.close();
  }
  project.provide('pgTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && template) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
