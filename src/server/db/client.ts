/** Opens the database: embedded PGlite by default, a real PostgreSQL server when a URL is given. */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The pool behind DATABASE_URL, as node-postgres counts it. */
export type PoolUsage = { open: number; idle: number; waiting: number; max: number };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL pool's connections now; null on PGlite, one in-process connection with no pool. */
  poolUsage: (() => PoolUsage) | null;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

const CONNECTION_TIMEOUT_MS = 5000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const max = options.maxConnections ?? 10;
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      // Without it a query waits for ever for a server that does not answer (a network partition) or for a
      // connection from a pool that traffic has exhausted; after it the request answers 503 "try again".
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    });
    // The server closing an idle connection (a restart, a failover, a test database dropped while the pool was
    // shutting down) is reported here, and without a listener would crash the process. The pool opens a fresh
    // connection for the next query, so a warning is all it needs.
    pool.on('error', (error) => console.warn(`An idle PostgreSQL connection was closed: ${error.message}`));
    const db = drizzlePostgres(pool, { schema });
    await db.execute(sql`select 1`);
    const poolUsage = () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    });
    return { db, kind: 'postgres', poolUsage, close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir);
  const db = drizzlePglite(client, { schema });
  return { db, kind: 'pglite', poolUsage: null, close: () => client.close() };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
