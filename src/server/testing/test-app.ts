import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { LocalDiskStorage } from '../storage/local-disk-storage.js';
import type { ObjectStorage } from '../storage/storage.js';
import { openTestDatabase, type TestDatabaseKind } from './test-database.js';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  storage: ObjectStorage;
  dataDir: string;
  close(): Promise<void>;
};

/** The real app on a fresh database and a temporary media folder, for fastify.inject tests. */
export async function buildTestApp(
  kind: TestDatabaseKind,
  options: {
    webRoot?: string;
    env?: Record<string, string>;
    storage?: ObjectStorage;
    logger?: AppDependencies['logger'];
    startup?: AppDependencies['startup'];
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'househunt-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // PGlite's synchronous work (migrating a fresh database) stalls a test worker's event loop on a busy machine;
    // shedding load then would fail whichever test came next. The load-shedding test turns a limit on.
    SHED_LOAD_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const database = await openTestDatabase(kind);
  const storage = options.storage ?? new LocalDiskStorage(join(dataDir, 'media'));
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    logger: options.logger ?? false,
    webRoot: options.webRoot,
    startup: options.startup,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    storage,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
