import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from './client.js';
import { openTestDatabase } from '../testing/test-database.js';

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL connection pool', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('PostgreSQL');
  });
  afterAll(async () => handle?.close());

  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

  it('survives the server closing an idle connection, and answers the next query', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const uncaught = vi.fn();
    process.on('uncaughtException', uncaught);
    try {
      const [{ pid }] = (await rowsOf(sql`select pg_backend_pid() as pid`)) as [{ pid: number }];
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.end();
      }
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('idle PostgreSQL')));
      expect(uncaught).not.toHaveBeenCalled();
      expect(await rowsOf(sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', uncaught);
      warn.mockRestore();
    }
  });
});
