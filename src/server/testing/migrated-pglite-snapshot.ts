/**
 * The unit and API test run's global set-up (vitest.config.ts): one migrated PGlite, dumped, that every test's
 * fresh PGlite loads (openTestDatabase). Most test files open at least one, and a fresh PGlite otherwise spends
 * about two seconds in initdb and another half in the migrations.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { PGLITE_SNAPSHOT_VARIABLE } from './test-database.js';

export default async function setup(): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'househunt-pglite-snapshot-'));
  const snapshot = join(folder, 'migrated.tar');
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await migrateDatabase(handle);
    // Drizzle keeps the client it was given as $client. Uncompressed, so that loading it is a copy.
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    writeFileSync(snapshot, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await handle.close();
  }
  // Test workers start after the global set-up, with its environment.
  process.env[PGLITE_SNAPSHOT_VARIABLE] = snapshot;
  return () => rmSync(folder, { recursive: true, force: true });
}
