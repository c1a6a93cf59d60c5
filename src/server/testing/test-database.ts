/**
 * Databases for API tests: always an in-memory PGlite, and a real PostgreSQL server too when
 * TEST_DATABASE_URL is set. Each call gets its own fresh, migrated database.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';

export type TestDatabaseKind = 'PGlite' | 'PostgreSQL';

/**
 * Where the test run's global set-up (migrated-pglite-snapshot.ts) left a migrated PGlite data folder, dumped:
 * loading it takes under half a second, where initdb and the migrations take about two and a half. Outside a
 * vitest run (the benches) each PGlite is migrated as before. PostgreSQL copying a template database took about as
 * long as migrating an empty one (0.56 against 0.68 s), so each is still migrated.
 */
export const PGLITE_SNAPSHOT_VARIABLE = 'TEST_PGLITE_SNAPSHOT';

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
    const snapshot = migrated ? process.env[PGLITE_SNAPSHOT_VARIABLE] : undefined;
    const handle = await openDatabase({
      kind: 'pglite',
      loadDataDir: snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
    });
    if (migrated && !snapshot) await migrateDatabase(handle);
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

/** A statement prepared on a connection, and how often it was planned for its values or once for any. */
export type PreparedStatement = { name: string; genericPlans: number; customPlans: number };

/**
 * Runs `work` on one connection of its own to the PostgreSQL database at `url`, and lists the statements it left
 * prepared there: what a pooled connection keeps, seen from the connection that keeps it.
 */
export async function statementsPreparedBy(
  url: string,
  work: (db: Database) => Promise<void>,
): Promise<PreparedStatement[]> {
  const one = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  try {
    await work(one.db);
    const result = await one.db.execute(
      sql`select name, generic_plans::int as "genericPlans", custom_plans::int as "customPlans" from pg_prepared_statements`,
    );
    return (result as { rows: PreparedStatement[] }).rows;
  } finally {
    await one.close();
  }
}
