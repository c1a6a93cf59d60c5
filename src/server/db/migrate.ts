import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.js';

// Same depth under src/ and dist/, so this finds the committed folder from either.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../migrations', import.meta.url));

// Any constant works; it only has to be the same for every process migrating one database.
const MIGRATION_LOCK_ID = 4_242_002;

/**
 * Applies the committed SQL migrations; the same files on PGlite and PostgreSQL. The migrator reads what is
 * applied, then applies the rest: two processes starting together on a fresh database would both see nothing
 * applied, so one process at a time migrates and the next finds the work done.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  await handle.withAdvisoryLock(MIGRATION_LOCK_ID, async (db) => {
    if (handle.kind === 'pglite') await migratePglite(db as PgliteDatabase<never>, config);
    else await migratePostgres(db as NodePgDatabase<never>, config);
  });
}
