import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { recordSignIn } from '#server/auth/user-record';

describe('npm run admin', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'househunt-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('promotes and demotes a user by email', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    await migrateDatabase(database);
    await recordSignIn(database.db, { email: 'meera@example.com' }, ['admin@example.com']);
    await recordSignIn(database.db, { email: 'admin@example.com' }, ['admin@example.com']);
    await database.close();

    const promoted = run('promote', 'meera@example.com');
    expect(promoted.stdout.trim(), promoted.stderr).toBe('meera@example.com is now an admin.');
    const demoted = run('demote', 'meera@example.com');
    expect(demoted.stdout.trim(), demoted.stderr).toBe('meera@example.com is now a user.');
  });

  it('explains a wrong call and an unknown address', () => {
    expect(run('elevate').status).toBe(2);
    const unknown = run('promote', 'nobody@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No such user');
  });
});
