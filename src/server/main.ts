/** Starts HouseHunt: config, database (migrated, seeded when empty), storage, then the HTTP server. */
import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DatabaseInUseError, openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDemoData } from './db/seed/seed-demo-data.js';
import { JobQueue } from './jobs/job-queue.js';
import { BACKGROUND_JOBS } from './jobs/registry.js';
import { createStorage } from './storage/create-storage.js';

function readConfig(): Config {
  // A local .env is a convenience for development; real deployments set the environment.
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config.database).catch((error: unknown) => {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  const storage = createStorage(config.storage);
  const jobs = new JobQueue({
    handle: database,
    jobs: BACKGROUND_JOBS,
    context: { db: database.db, storage, config },
    schedule: config.housekeepingSchedule,
  });
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    jobs,
    logger: {
      level: config.logLevel,
      ...(config.env === 'development' && process.stdout.isTTY && { transport: { target: 'pino-pretty' } }),
    },
  });
  for (const warning of config.warnings) app.log.warn(warning);

  closeWithGrace({ delay: config.shutdownTimeoutMs, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Requests in flight and jobs at work finish side by side; the database closes after both.
    await Promise.all([app.close(), jobs.stop(config.shutdownTimeoutMs)]);
    await database.close();
  });

  await migrateDatabase(database);
  if (config.seedDemo) {
    const seeded = await seedDemoData({ db: database.db, storage, log: app.log });
    if (seeded) app.log.info(seeded, 'seeded demo data');
  }
  await jobs.start({ work: true, log: app.log });
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`HouseHunt is running at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
