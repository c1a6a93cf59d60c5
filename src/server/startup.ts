/**
 * What each of HouseHunt's processes (the server, the demo seed) does first: read its configuration and open
 * its database, or stop with one line saying why rather than a stack trace.
 */
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DatabaseInUseError, openDatabase, type DatabaseHandle } from './db/client.js';
import { describeDatabaseError, withoutPassword } from './db/connection-errors.js';

export function readConfig(): Config {
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
export async function openDatabaseOrExit(options: Config['database']): Promise<DatabaseHandle> {
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
