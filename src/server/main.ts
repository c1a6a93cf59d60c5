/** Starts HouseHunt: config, database (migrated, seeded when empty), storage, jobs, then the HTTP server. */
import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DatabaseInUseError, openDatabase, type DatabaseHandle } from './db/client.js';
import { describeDatabaseError, withoutPassword } from './db/connection-errors.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDemoData } from './db/seed/seed-demo-data.js';
import type { StartupState } from './http/availability.js';
import { startMetricsServer } from './http/metrics-routes.js';
import { JobQueue } from './jobs/job-queue.js';
import { BACKGROUND_JOBS } from './jobs/registry.js';
import { closeSmtpTransports } from './mail/mail-transport.js';
import { loggerOptions } from './observability/logger-options.js';
import { Metrics } from './observability/metrics.js';
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

/** A database that cannot be opened stops the start with one line naming it and why, not a driver's stack. */
async function openDatabaseOrExit(options: Config['database']): Promise<DatabaseHandle> {
  try {
    return await openDatabase(options);
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      console.error(error.message);
    } else {
      const where =
        options.kind === 'postgres'
          ? `PostgreSQL database ${withoutPassword(options.url)}`
          : `embedded database in ${options.dataDir}`;
      console.error(`Cannot open the ${where}: ${describeDatabaseError(error)}`);
    }
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabaseOrExit(config.database);
  const storage = createStorage(config.storage);
  const metrics = new Metrics();
  if (database.poolUsage) metrics.watchDatabasePool(database.poolUsage);
  const startup: StartupState = { complete: false };
  const jobs = new JobQueue({
    handle: database,
    jobs: BACKGROUND_JOBS,
    context: { db: database.db, storage, config },
    schedule: config.housekeepingSchedule,
  });
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    storage,
    jobs,
    metrics,
    startup,
    logger: await loggerOptions(config.env, config.logLevel, process.stdout.isTTY),
  });
  for (const warning of config.warnings) app.log.warn(warning);
  let metricsServer: { close(): Promise<void> } | null = null;

  closeWithGrace({ delay: config.shutdownTimeoutMs, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Requests in flight and jobs at work finish side by side; the database closes after both.
    await Promise.all([app.close(), jobs.stop(config.shutdownTimeoutMs)]);
    closeSmtpTransports();
    await metricsServer?.close();
    await database.close();
  });

  // Listening before migrating lets health checks see the process alive (/api/health/live) but not ready
  // (/api/health/ready) while another process holds the migrations, and everything else answers 503 meanwhile.
  await app.listen({ host: config.host, port: config.port });
  if (config.metrics.port) {
    metricsServer = await startMetricsServer({
      metrics,
      host: config.host,
      port: config.metrics.port,
      token: config.metrics.token,
      log: app.log,
    });
    app.log.info(`metrics at http://${config.host}:${config.metrics.port}/metrics`);
  } else if (!config.metrics.onMainPort) {
    app.log.warn('/metrics is off: in production set METRICS_TOKEN or METRICS_PORT to serve it');
  }

  await migrateDatabase(database);
  if (config.seedDemo) {
    const seeded = await seedDemoData({ db: database.db, storage, log: app.log });
    if (seeded) app.log.info(seeded, 'seeded demo data');
  }
  await jobs.start({ work: true, log: app.log });
  startup.complete = true;
  app.log.info(`HouseHunt is running at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
