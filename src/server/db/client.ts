/** Opens the database: embedded PGlite by default, a real PostgreSQL server when a URL is given. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { giveHeavyReadsALane } from './heavy-reads.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type SqlResult = { rows: Array<Record<string, unknown>> };

/** The pool behind DATABASE_URL, as node-postgres counts it. */
export type PoolUsage = { open: number; idle: number; waiting: number; max: number };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Raw SQL for a library that brings its own statements (the job queue). Without values the text may hold
   * several statements, and the result is the last one's.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * Runs `work` on one connection while it holds the advisory lock `lockId`, so that whatever `work` does is
   * done by one caller at a time across every process on the database.
   */
  withAdvisoryLock<T>(lockId: number, work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, from this process or any other on the
   * database. `onGap` is called when notifications may have been missed (the listening connection was lost and
   * is open again), so a listener keeping a copy of something drops it. Resolves to the function that stops it.
   */
  listen: (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;
  /** The PostgreSQL pool's connections now; null on PGlite, one in-process connection with no pool. */
  poolUsage: (() => PoolUsage) | null;
  close(): Promise<void>;
};

export type NotificationHandlers = { onNotify: (payload: string) => void; onGap: () => void };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `loadDataDir` starts it from a dumped data folder
   * (PGlite's dumpDataDir) instead of an empty one, as tests start from one migrated database.
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

const CONNECTION_TIMEOUT_MS = 5000;
/** How long a lost listening connection waits before opening again. */
const LISTEN_RETRY_MS = 2000;

/** The embedded database's folder is already open in another live process. */
export class DatabaseInUseError extends Error {}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres'
    ? openPostgres(options)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(options: { url: string; maxConnections?: number }): Promise<DatabaseHandle> {
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
  return {
    db,
    kind: 'postgres',
    poolUsage: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    executeSql: (text, values) => pool.query(text, values),
    async withAdvisoryLock(lockId, work) {
      // A session lock lives on one connection. Its own, beside the pool: `work` may use the pool meanwhile
      // (the job queue does), which a pool of one would otherwise have lent to the lock.
      const client = new pg.Client({
        connectionString: options.url,
        connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      });
      client.on('error', (error) => console.warn(`A locking PostgreSQL connection failed: ${error.message}`));
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockId]);
        return await work(drizzlePostgres(client, { schema }));
      } finally {
        // Closing the connection frees its lock, whatever state `work` left it in.
        await client.end();
      }
    },
    listen: (channel, handlers) => listenOnPostgres(options.url, channel, handlers),
    close: () => pool.end(),
  };
}

/**
 * LISTEN holds a connection of its own for as long as it listens, beside the pool. A lost connection is opened
 * again until stopped; while it is down, `onGap` has already told the listener its copy may be stale.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  { onNotify, onGap }: NotificationHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const reopenLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void open().then(onGap, reopenLater);
    }, LISTEN_RETRY_MS);
    retry.unref();
  };
  const open = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => console.warn(`A listening PostgreSQL connection failed: ${error.message}`));
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      onGap();
      reopenLater();
    });
    try {
      await next.connect();
      await next.query(`listen ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  };
  try {
    await open();
  } catch (error) {
    console.warn(`Cannot listen for ${channel} yet: ${(error as Error).message}`);
    reopenLater();
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end();
  };
}

/**
 * PostgreSQL's default 128MB of shared buffers is the largest part of an idle process's memory on PGlite, where
 * they live in the WebAssembly heap beside the operating system's own cache of the same pages. 16MB cut PGlite's
 * resident memory from 322 to 195 MB with search at 1,00,000 listings no slower (issue 26's note).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const releaseFolder = dataDir ? claimDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    // pg_trgm: the place autocomplete's trigram indexes (GET /api/places); PGlite loads contrib extensions only
    // when they are named here.
    client = await PGlite.create({
      dataDir,
      loadDataDir,
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
  } catch (error) {
    releaseFolder();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  giveHeavyReadsALane(db);
  // One connection serves the whole process, and a session's advisory lock does not exclude the session
  // itself: callers in this process queue here instead (other processes cannot open the folder at all).
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    poolUsage: null,
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      try {
        return (await client.exec(text)).at(-1) ?? { rows: [] };
      } catch (error) {
        // Several statements opened a transaction and one failed: the one connection must not stay stuck in it.
        if (client.isInTransaction()) await client.exec('rollback');
        throw error;
      }
    },
    // One process on one connection: no notification can be missed, so there is never a gap.
    listen: (channel, { onNotify }) => client.listen(channel, onNotify),
    withAdvisoryLock(_lockId, work) {
      const turn = queue.then(() => work(db));
      queue = turn.catch(() => undefined);
      return turn;
    },
    async close() {
      await client.close();
      releaseFolder();
    },
  };
}

/**
 * PGlite has no server to share: a second process opening the same folder would read a stale copy and
 * overwrite the first one's writes. A lock file holding the owner's pid refuses it with a clear message.
 */
function claimDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'househunt.pid');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is open in another process (pid ${owner}). It serves one ` +
          'server process; to run several, set DATABASE_URL to a PostgreSQL server.',
      );
    }
    // Left behind by a process that was killed: take it over.
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
