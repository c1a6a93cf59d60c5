/**
 * Starts HouseHunt: config, database (migrated), storage, jobs, then the HTTP server. The demo catalogue is not
 * its business: `npm start` and the container run src/seed/main.ts before it (see that file).
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { migrateDatabase } from './db/migrate.js';
import type { StartupState } from './http/availability.js';
import { startMetricsServer } from './http/metrics-routes.js';
import { JobQueue } from './jobs/job-queue.js';
import { BACKGROUND_JOBS } from './jobs/registry.js';
import { closeSmtpTransports } from './mail/mail-transport.js';
import { loggerOptions } from './observability/logger-options.js';
import { Metrics } from './observability/metrics.js';
import { createStorage } from './storage/create-storage.js';
import { openDatabaseOrExit, readConfig } from './startup.js';

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
  await jobs.start({ work: true, log: app.log });
  startup.complete = true;
  app.log.info(`HouseHunt is running at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
