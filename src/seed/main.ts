/**
 * Fills an empty database with the demo catalogue when SEED_DEMO is on, then exits; the server never imports it.
 * It runs before the server, in the server's process: `npm start` imports it first (scripts/start.mjs), and the
 * container preloads it (`node --import ./dist/seed/main.js dist/server/main.js`). Before, not beside: the
 * embedded database serves one process at a time. Safe for several processes starting together on one
 * database: migrations and the seed each take an advisory lock, and the seed writes only into an empty catalogue.
 */
import { constants } from 'node:os';
import { migrateDatabase } from '#server/db/migrate';
import { openDatabaseOrExit, readConfig } from '#server/startup';
import { createStorage } from '#server/storage/create-storage';
import { seedDemoData } from './seed-demo-data.js';

const config = readConfig();
if (config.seedDemo) {
  // As a container's first process, a signal nobody handles is ignored: stop when asked, as the server would.
  // Photos stored by then belong to no listing, and the housekeeping jobs remove them.
  const stop = (signal: NodeJS.Signals) => process.exit(128 + constants.signals[signal]);
  process.once('SIGTERM', stop).once('SIGINT', stop);

  const database = await openDatabaseOrExit(config.database);
  try {
    await migrateDatabase(database);
    const seeded = await seedDemoData({ db: database.db, storage: createStorage(config.storage) });
    if (seeded) {
      console.log(
        `Seeded the demo catalogue: ${seeded.listings} listings, ${seeded.photos} photos in ${seeded.seconds.toFixed(1)} s.`,
      );
    }
  } catch (error) {
    console.error('Seeding the demo catalogue failed:', error);
    process.exit(1);
  } finally {
    await database.close();
  }
  process.off('SIGTERM', stop).off('SIGINT', stop);
}
