/**
 * Databases for API tests: always an in-memory PGlite, and a real PostgreSQL server too when
 * TEST_DATABASE_URL is set. Each call gets its own fresh, migrated database.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';

export type TestDatabaseKind = 'PGlite' | 'PostgreSQL';

export const TEST_DATABASE_KINDS: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['PGlite', 'PostgreSQL']
  : ['PGlite'];

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type TestDatabase = DatabaseHandle & {
  /** Where another connection pool reaches the same database; PostgreSQL only. */
  url: string | null;
};

/** A fresh database; `migrated: false` leaves it empty, for tests of the migrator itself. */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'PGlite') {
    const handle = await openDatabase({ kind: 'pglite' });
    if (migrated) await migrateDatabase(handle);
    return { ...handle, url: null };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const url = new URL(serverUrl);
  // Named after the run's database so .ci/run can drop any leftovers with it.
  const name = `${url.pathname.slice(1) || 'househunt_test'}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 4 });
  if (migrated) await migrateDatabase(handle);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
