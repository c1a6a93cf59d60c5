import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { migrateDatabase, MIGRATIONS_FOLDER } from './migrate.js';

type Journal = { entries: Array<{ tag: string }> };

/** The committed migrations up to and including `lastTag`, as a folder of their own. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'househunt-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

describe('the booking reference migration', () => {
  let handle: DatabaseHandle;
  let folder: string;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    folder = await migrationsUpTo('0004_client_history_indexes');
    await migrate(handle.db as PgliteDatabase<never>, { migrationsFolder: folder });
  });
  afterAll(async () => {
    await handle?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('gives bookings made before it the reference their visitors were shown, unique however ids begin', async () => {
    const booked = (id: string, minute: number) =>
      sql`insert into bookings (id, property_title, name, phone, preferred_date, time_slot, created_at)
        values (${id}, 'Flat', 'Priya Sharma', '+919845012345', '2030-01-15', '11:00-13:00',
          ${new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString()})`;
    await handle.db.execute(booked('3fa2b1c0-1111-4aaa-8bbb-0123456789ab', 1));
    await handle.db.execute(booked('3fa2b1c0-2222-4ccc-8ddd-fedcba987654', 2));
    await handle.db.execute(booked('9d0e4f7a-3333-4eee-8fff-00112233aabb', 3));

    await migrateDatabase(handle);

    const { rows } = (await handle.db.execute(
      sql`select id, reference from bookings order by created_at`,
    )) as { rows: Array<{ id: string; reference: string }> };
    expect(rows.map((row) => row.reference)).toEqual(['3FA2B1C0', '22224CCC', '9D0E4F7A']);
    const duplicate = handle.db.execute(
      sql`update bookings set reference = '3FA2B1C0' where id = '9d0e4f7a-3333-4eee-8fff-00112233aabb'`,
    );
    await expect(duplicate).rejects.toThrow();
  });
});

describe('the canonical city names migration', () => {
  let handle: DatabaseHandle;
  let folder: string;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    folder = await migrationsUpTo('0020_places_and_map');
    await migrate(handle.db as PgliteDatabase<never>, { migrationsFolder: folder });
  });
  afterAll(async () => {
    await handle?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("stores listings saved under a city's old name or another spelling under its name today, in its state only", async () => {
    const listed = (title: string, city: string, state: string) =>
      sql`insert into properties (title, description, main_category, sub_category, property_status, price,
          available_from, address, location, city, state, pincode, square_feet)
        values (${title}, 'A flat', 'residential', 'flat', 'sale', 5000000, '2026-01-01', '1 Main Road', 'Centre',
          ${city}, ${state}, '560066', 1200)
        returning city`;
    const spellings: Array<[string, string, string]> = [
      ['Bangalore', 'Karnataka', 'Bengaluru'],
      ['bengaluru ', 'Karnataka', 'Bengaluru'],
      ['GURGAON', 'Haryana', 'Gurugram'],
      ['Aurangabad', 'Maharashtra', 'Chhatrapati Sambhajinagar'],
      // Bihar's Aurangabad is another town; a name the table does not know stays as it was typed.
      ['Aurangabad', 'Bihar', 'Aurangabad'],
      ['Bangalore', 'Tamil Nadu', 'Bangalore'],
      ['Kengeri Satellite Town', 'Karnataka', 'Kengeri Satellite Town'],
    ];
    for (const [index, [city, state]] of spellings.entries()) {
      await handle.db.execute(listed(`Flat ${index}`, city, state));
    }

    await migrateDatabase(handle);

    const { rows } = (await handle.db.execute(
      sql`select city, version, (select count(*)::int from listing_city_counts c
            where lower(c.city) = lower(p.city) and c.listings > 0) as counted
          from properties p order by title`,
    )) as { rows: Array<{ city: string; version: number; counted: number }> };
    expect(rows.map((row) => row.city)).toEqual(spellings.map(([, , stored]) => stored));
    // A changed row's version moves on, so an edit begun before it is refused rather than writing the old name back.
    expect(rows.map((row) => row.version)).toEqual([2, 2, 2, 2, 1, 1, 1]);
    // The catalogue figures follow, through their triggers.
    expect(rows.every((row) => row.counted > 0)).toBe(true);
  });
});
