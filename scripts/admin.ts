/**
 * Promote or demote a HouseHunt user by email, on the database the server is configured for:
 *   npm run admin -- promote someone@example.com
 *   npm run admin -- demote someone@example.com
 */
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { AppError } from '#server/errors';
import { setUserRole } from '#server/features/users/service';

const [command, email] = process.argv.slice(2);
if ((command !== 'promote' && command !== 'demote') || !email) {
  console.error('Usage: npm run admin -- promote|demote someone@example.com');
  process.exit(2);
}

if (existsSync('.env')) process.loadEnvFile('.env');
let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const database = await openDatabase(config.database);
try {
  await migrateDatabase(database);
  const result = await setUserRole(
    database.db,
    { email },
    command === 'promote' ? 'admin' : 'user',
    { id: null, email: 'cli' },
    { bootstrapAdmins: config.adminEmails },
  );
  if (result.changed) {
    // Others kept changing the account while this tried: say so, as the admin screen would.
    console.error(result.message);
    process.exitCode = 1;
  } else {
    const user = result.record;
    console.log(`${user.email} is now ${user.role === 'admin' ? 'an admin' : 'a user'}.`);
  }
} catch (error) {
  console.error(error instanceof AppError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
