import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '#server/db/migrate';
import { openTestDatabase, PGLITE_SNAPSHOT_VARIABLE, type TestDatabase } from './test-database.js';

describe("a test's PGlite, loaded from the run's migrated snapshot", () => {
  const opened: TestDatabase[] = [];
  afterAll(() => Promise.all(opened.map((database) => database.close())));
  const open = async () => {
    const database = await openTestDatabase('PGlite');
    opened.push(database);
    return database;
  };

  it('has every committed migration applied, as a migrated one has', async () => {
    expect(process.env[PGLITE_SNAPSHOT_VARIABLE]).toBeTruthy();
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const database = await open();
    const { rows } = await database.executeSql(
      'select count(*)::int as applied from drizzle.__drizzle_migrations',
    );
    expect(rows).toEqual([{ applied: journal.entries.length }]);
    // The place autocomplete's extension comes with it.
    const trigram = await database.executeSql(`select similarity('Bengaluru', 'Bangalore') > 0 as works`);
    expect(trigram.rows).toEqual([{ works: true }]);
  });

  it('is a database of its own: what one test writes, the next does not see', async () => {
    const first = await open();
    await first.executeSql(`insert into settings (key, value) values ('test-only', '1')`);
    const second = await open();
    const { rows } = await second.executeSql(
      `select count(*)::int as n from settings where key = 'test-only'`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
