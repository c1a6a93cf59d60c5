import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { openDatabase, type DatabaseHandle } from './client.js';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.js';

const committed = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  const { rows } = await handle.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number(rows[0]!.n);
}

describe.each(TEST_DATABASE_KINDS)('migrations on %s', (kind) => {
  it('are applied once when two migrators start together on a fresh database', async () => {
    const database = await openTestDatabase(kind, { migrated: false });
    // On PostgreSQL the second migrator is another pool, as another server process would be; PGlite serves one
    // process, where two callers share its one connection.
    const other = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database;
    try {
      await Promise.all([migrateDatabase(database), migrateDatabase(other)]);
      expect(await appliedMigrations(database)).toBe(committed.entries.length);
      await database.db.execute(sql`select count(*) from properties`);
      // A later start finds nothing to do.
      await migrateDatabase(other);
      expect(await appliedMigrations(database)).toBe(committed.entries.length);
    } finally {
      if (other !== database) await other.close();
      await database.close();
    }
  });
});
