import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '#server/app';
import type { JobDefinition } from '#server/jobs/job';
import { JobQueue } from '#server/jobs/job-queue';
import { BACKGROUND_JOBS } from '#server/jobs/registry';
import { loadConfig, type Config } from '#server/config';
import { openDatabase, type Database } from '#server/db/client';
import { LocalDiskStorage } from '#server/storage/local-disk-storage';
import type { ObjectStorage } from '#server/storage/storage';
import { openTestDatabase, type TestDatabaseKind } from './test-database.js';

/** Where fastify.inject's requests arrive (Host: localhost:80), so they are on the site's own host. */
export const TEST_PUBLIC_URL = 'http://localhost';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  db: Database;
  storage: ObjectStorage;
  jobs: JobQueue;
  dataDir: string;
  /** Where another process would reach the same database; PostgreSQL only. */
  databaseUrl: string | null;
  close(): Promise<void>;
};

/** The real app on a fresh database and a temporary media folder, for fastify.inject tests. */
export async function buildTestApp(
  kind: TestDatabaseKind,
  options: {
    webRoot?: string;
    env?: Record<string, string>;
    storage?: ObjectStorage;
    /** Take and run jobs in this app (off by default: the queue then only sends and reports). */
    runJobs?: boolean;
    /** Job kinds for the test besides the app's own. */
    extraJobs?: readonly JobDefinition[];
    logger?: AppDependencies['logger'];
    startup?: AppDependencies['startup'];
    /** Another process on that app's database (PostgreSQL), as several servers share one in production. */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'househunt-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_PUBLIC_URL,
    // PGlite's synchronous work (migrating a fresh database) stalls a test worker's event loop on a busy machine;
    // shedding load then would fail whichever test came next. The load-shedding test turns a limit on.
    SHED_LOAD_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const database = options.sameDatabaseAs?.databaseUrl
    ? {
        ...(await openDatabase({
          kind: 'postgres',
          url: options.sameDatabaseAs.databaseUrl,
          maxConnections: 4,
        })),
        url: options.sameDatabaseAs.databaseUrl,
      }
    : await openTestDatabase(kind);
  const storage = options.storage ?? new LocalDiskStorage(join(dataDir, 'media'));
  const jobs = new JobQueue({
    handle: database,
    jobs: [...BACKGROUND_JOBS, ...(options.extraJobs ?? [])],
    context: { db: database.db, storage, config },
    schedule: config.housekeepingSchedule,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      db: database.db,
      listen: database.listen,
      storage,
      jobs,
      logger: options.logger ?? false,
      // Without a web root of its own, a test sees no web build, whether or not `npm run build` has run here.
      webRoot: options.webRoot ?? join(dataDir, 'no-web-build'),
      startup: options.startup,
    });
    await app.ready();
    await jobs.start({ work: options.runJobs ?? false, log: app.log });
  } catch (error) {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    config,
    db: database.db,
    storage,
    jobs,
    dataDir,
    databaseUrl: database.url,
    async close() {
      await Promise.all([app.close(), jobs.stop(1000)]);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
