import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from '../src/client';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) {
    rmSync(folder, { recursive: true, force: true });
  }
});

// The migrations as they stood up to `lastTag`: what an earlier version of the app applied.
function migrationsUpTo(lastTag: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'sari-migrations-'));
  folders.push(folder);
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('upgrading a database made by an earlier version', () => {
  it('applies the new rules to data written before them instead of failing', async () => {
    const db = await openDatabase();
    await db.migrate(migrationsUpTo('0002_child_indexes'));
    await db.rows(sql`insert into subscriber_owner (id, name) overriding system value values (1, 'Dueña')`);
    await db.rows(
      sql`insert into subscriber_owner_company (id, subscriber_owner_id, name) overriding system value values (1, 1, 'Salón')`,
    );
    await db.rows(
      sql`insert into site (id, subscriber_owner_company_id, name) overriding system value values (1, 1, 'A'), (2, 1, 'B')`,
    );
    await db.rows(
      sql`insert into specialist (id, subscriber_owner_company_id, name) overriding system value values (1, 1, 'Ana')`,
    );
    // The first demo: the same hours at two sites on the same day.
    await db.rows(sql`insert into specialist_availability (subscriber_owner_company_id, specialist_id, site_id, weekday, start_time, end_time)
      values (1, 1, 1, 1, '08:00', '13:00'), (1, 1, 2, 1, '08:00', '13:00'), (1, 1, 1, 1, '14:00', '19:00')`);
    await db.rows(sql`insert into brand (subscriber_owner_company_id, name) values (1, '  ')`);
    await db.rows(
      sql`insert into client (subscriber_owner_company_id, first_name, last_name, phone) values (1, 'Lucía', 'Peña', '300 123 4567')`,
    );

    await db.migrate();

    const windows = await db.rows<{ site_id: number; start_time: string }>(
      sql`select site_id, start_time::text from specialist_availability order by start_time, site_id`,
    );
    expect(windows).toEqual([
      { site_id: 1, start_time: '08:00:00' },
      { site_id: 1, start_time: '14:00:00' },
    ]);
    expect(await db.rows(sql`select name from brand`)).toEqual([{ name: '(sin nombre)' }]);
    // The phone as typed and as digits (migration 0014), and the company's country by default.
    expect(await db.rows(sql`select search_text, phone_digits from client`)).toEqual([
      { search_text: 'lucía peña 300 123 4567 3001234567  ', phone_digits: '3001234567' },
    ]);
    expect(await db.rows(sql`select country from subscriber_owner_company`)).toEqual([{ country: 'CO' }]);
    await db.close();
  });

  it('gives companies made before the country the country of their time zone', async () => {
    const db = await openDatabase();
    await db.migrate(migrationsUpTo('0012_public_slugs'));
    await db.rows(sql`insert into subscriber_owner (id, name) overriding system value values (1, 'Dueña')`);
    await db.rows(sql`insert into subscriber_owner_company (id, subscriber_owner_id, name, timezone) overriding system value
      values (1, 1, 'Bogotá', 'America/Bogota'), (2, 1, 'México', 'America/Mexico_City'), (3, 1, 'Lima', 'America/Lima')`);
    await db.migrate();
    expect(await db.rows(sql`select country from subscriber_owner_company order by id`)).toEqual([
      { country: 'CO' },
      { country: 'MX' },
      { country: 'PE' },
    ]);
    await db.close();
  });
});
