import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { HEAVY_READS_AT_ONCE, heavyRead } from './heavy-reads.js';

describe('heavy reads on PGlite', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
  });
  afterAll(async () => handle?.close());

  it('take turns, and let a request that came after them in before the next', async () => {
    const { db } = handle;
    const events: string[] = [];
    const heavy = (n: number) =>
      heavyRead(db, async () => {
        await db.execute(sql`select pg_sleep(0.01)`);
        events.push(`heavy ${n}`);
      });
    const reads = [1, 2, 3, 4, 5].map(heavy);
    // A request that arrives after them: its callback runs on a later turn of the event loop.
    const light = new Promise((resolve) => setImmediate(resolve))
      .then(() => db.execute(sql`select 1`))
      .then(() => events.push('light'));
    await Promise.all([...reads, light]);
    expect(events).toEqual(['heavy 1', 'light', 'heavy 2', 'heavy 3', 'heavy 4', 'heavy 5']);
  });

  it('give up their turn when they fail', async () => {
    const { db } = handle;
    const failing = Array.from({ length: HEAVY_READS_AT_ONCE + 1 }, () =>
      heavyRead(db, () => db.execute(sql`select 1 / 0`)),
    );
    expect((await Promise.allSettled(failing)).every((result) => result.status === 'rejected')).toBe(true);
    await expect(heavyRead(db, () => db.execute(sql`select 1 as one`))).resolves.toMatchObject({
      rows: [{ one: 1 }],
    });
  });
});

describe('heavy reads on a database without a lane (PostgreSQL)', () => {
  it('all run at once', async () => {
    const db = {} as Parameters<typeof heavyRead>[0];
    let running = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 5 }, () =>
        heavyRead(db, async () => {
          peak = Math.max(peak, ++running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running--;
        }),
      ),
    );
    expect(peak).toBe(5);
  });
});
