import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from './client.js';
import {
  arrayParam,
  inline,
  isAnyOf,
  keptStatements,
  NAMED_STATEMENTS,
  placeholders,
  runPrepared,
  shapeOf,
  STATEMENTS_KEPT,
  written,
} from './prepared-statements.js';
import { properties } from './schema.js';

/** A database stand-in that records what it was asked to prepare: the cache is all this file tests. */
function recordingDatabase() {
  const prepared: Array<{ shape: string; name: string | undefined }> = [];
  const db = {} as Database;
  const run = (shape: string, value = 1, { onePlan = true } = {}) =>
    runPrepared(
      db,
      shape,
      () => ({
        prepare: (name: string) => {
          prepared.push({ shape, name });
          return { execute: async (values: Record<string, unknown>) => values.v };
        },
      }),
      { v: value },
      { onePlan },
    );
  return { db, prepared, run };
}

describe('statements kept for their shape', () => {
  it('are built once per shape and run with each run’s values', async () => {
    const { db, prepared, run } = recordingDatabase();
    expect(await run('a', 1)).toBe(1);
    expect(await run('a', 2)).toBe(2);
    expect(await run('b', 3)).toBe(3);
    expect(prepared.map(({ shape }) => shape)).toEqual(['a', 'b']);
    expect(keptStatements(db)).toBe(2);
  });

  it('forget the least recently run first, and keep the name a shape had', async () => {
    const { db, prepared, run } = recordingDatabase();
    await run('first');
    await run('second');
    for (let n = 0; n < STATEMENTS_KEPT - 2; n++) await run(`other ${n}`);
    await run('first');
    await run('one more');
    expect(keptStatements(db)).toBe(STATEMENTS_KEPT);
    await run('first');
    await run('second');
    const firsts = prepared.filter(({ shape }) => shape === 'first');
    const seconds = prepared.filter(({ shape }) => shape === 'second');
    expect(firsts).toHaveLength(1);
    expect(seconds).toHaveLength(2);
    expect(seconds[1]!.name).toBe(seconds[0]!.name);
    expect(seconds[0]!.name).toMatch(/^hh_[0-9a-f]{24}$/);
  });

  it(`name at most ${NAMED_STATEMENTS} shapes, and run the rest unnamed`, async () => {
    const { prepared, run } = recordingDatabase();
    for (let n = 0; n <= NAMED_STATEMENTS; n++) await run(`shape ${n}`);
    const names = prepared.map(({ name }) => name);
    expect(new Set(names.slice(0, NAMED_STATEMENTS)).size).toBe(NAMED_STATEMENTS);
    expect(names.at(-1)).toBeUndefined();
  });

  it('run unnamed when planned for each run’s values, so PostgreSQL plans them for those values', async () => {
    const { db, prepared, run } = recordingDatabase();
    expect(await run('search', 1, { onePlan: false })).toBe(1);
    expect(await run('search', 2, { onePlan: false })).toBe(2);
    expect(prepared).toEqual([{ shape: 'search', name: undefined }]);
    expect(keptStatements(db)).toBe(1);
  });

  it('write a constant into the text of a statement with one plan, where a plan made before values sees it', () => {
    const { bind } = placeholders();
    const statement = sql`select 1 from properties where price > ${bind(5)} limit ${written(24)}`;
    const [query] = JSON.parse(shapeOf(statement)) as Array<{ sql: string; params: unknown[] }>;
    expect(query?.sql).toBe('select 1 from properties where price > $1 limit 24');
    expect(query?.params).toHaveLength(1);
  });

  it('are shaped by their SQL and every value written in, never by a placeholder’s value', () => {
    const byCity = (city: string, bind = inline) =>
      shapeOf('page', and(eq(properties.city, bind(city)), sql`${properties.price} > ${bind(5)}`));
    expect(byCity('Pune')).not.toBe(byCity('Kochi'));
    expect(byCity('Pune', placeholders().bind)).toBe(byCity('Kochi', placeholders().bind));
    expect(shapeOf('page', sql`1`)).not.toBe(shapeOf('count', sql`1`));
  });

  it('collect the values of their placeholders by name', () => {
    const { bind, values } = placeholders();
    bind('Pune');
    bind(3);
    expect(values).toEqual({ v0: 'Pune', v1: 3 });
  });

  it('test a list as one array parameter, and one value as an equality', () => {
    const { bind, values } = placeholders();
    const text = (condition: ReturnType<typeof isAnyOf>) =>
      (JSON.parse(shapeOf(condition)) as Array<{ sql: string }>)[0]!.sql;
    expect(text(isAnyOf(properties.bedrooms, [2, 3], bind))).toBe('"properties"."bedrooms" = any($1)');
    expect(text(isAnyOf(properties.bedrooms, [2], bind))).toBe('"properties"."bedrooms" = $1');
    expect(values).toEqual({ v0: '{"2","3"}', v1: 2 });
  });

  it('send a list as one quoted array parameter', () => {
    expect(arrayParam(['flat', 'independent-house'])).toBe('{"flat","independent-house"}');
    expect(arrayParam([2, 3])).toBe('{"2","3"}');
    expect(arrayParam(['a "quoted", \\ one', '{x}'])).toBe('{"a \\"quoted\\", \\\\ one","{x}"}');
  });
});
