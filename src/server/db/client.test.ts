import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS, type DatabaseHandle } from './client.js';
import { openTestDatabase } from '#server/testing/test-database';

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL connection pool', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('PostgreSQL');
  });
  afterAll(async () => handle?.close());

  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as { rows: Array<Record<string, unknown>> }).rows;

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

describe('the embedded database folder', () => {
  it('is refused to a second process while one has it open, and taken over once that one was killed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'househunt-db-'));
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./src/server/db/client.ts').then(async ({ openDatabase }) => {
          await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} });
          console.log('open');
          setInterval(() => {}, 1000);
        })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve) =>
        holder.stdout.on('data', (chunk: Buffer) => chunk.includes('open') && resolve()),
      );
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
        new RegExp(`open in another process \\(pid ${holder.pid}\\).*set DATABASE_URL`),
      );
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      holder.kill('SIGKILL');
      await exited;
      const database = await openDatabase({ kind: 'pglite', dataDir });
      await database.close();
    } finally {
      holder.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the embedded database', () => {
  it('keeps its shared buffers small, since the operating system caches the same pages again', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      const { rows } = (await handle.db.execute(sql`show shared_buffers`)) as {
        rows: Array<{ shared_buffers: string }>;
      };
      expect(rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await handle.close();
    }
  });
});
