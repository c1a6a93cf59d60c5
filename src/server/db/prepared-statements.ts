/**
 * Statements built once per shape and run with each request's values (issue 26). Drizzle writes a statement's
 * text anew on every run: for a search's page and count, about 180 µs of the millisecond HouseHunt added to its
 * own SQL. A statement here is built once with placeholders where its values go, kept for its shape, and run
 * with the request's values.
 *
 * Most statements are planned for each run's values: a search's plan depends on them (Bengaluru's plan reads a
 * small town's listings as it would Bengaluru's), and PostgreSQL plans an unnamed statement for the values it is
 * sent with. A statement whose one plan serves every run (`onePlan`: similar listings, whatever the listing) is
 * named on PostgreSQL: parsed once per connection, and after five runs planned no more. Its constants are written
 * into its text (`written`), so that plan knows them.
 *
 * A shape is the text and the fixed values of the SQL that decides the statement (shapeOf), so two searches
 * share a statement only when it would be written the same: a value not bound as a placeholder is part of the
 * shape, and costs a statement of its own, never a wrong answer.
 */
import { createHash } from 'node:crypto';
import { sql, type AnyColumn, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/** A value, or the placeholder a kept statement takes it by. */
export type Bound<T> = T | Placeholder;

/** How a statement takes a value: written in (inline) or as a placeholder (placeholders). */
export type Bind = <T>(value: T) => Bound<T>;

/** Values written into the statement, for a statement built for one run (and for EXPLAIN in tests). */
export const inline: Bind = (value) => value;

/** A binder that gives each value a placeholder, and the values by placeholder name to run the statement with. */
export function placeholders(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  let next = 0;
  return {
    values,
    bind: (value) => {
      const name = `v${next++}`;
      values[name] = value;
      return sql.placeholder(name);
    },
  };
}

/**
 * A list as one array parameter, every element quoted: `column = any($1)` then takes any number of values in
 * one placeholder. PGlite cannot send a JavaScript array for an enum's array type, so the array goes as text.
 */
export function arrayParam(values: readonly (string | number)[]): string {
  return `{${values.map((value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * `column = any(values)`, the values one (array) parameter however many there are; one value is `column = value`,
 * as PostgreSQL reads `in (value)`: the planner costs the two apart, and the plans the search was tuned on were
 * of the equality.
 */
export const isAnyOf = (column: AnyColumn | SQLWrapper, values: readonly (string | number)[], bind: Bind) =>
  values.length === 1
    ? sql`${column} = ${bind(values[0])}`
    : sql`${column} = any(${bind(arrayParam(values))})`;

const dialect = new PgDialect();

/** The shape of a statement: what its builder is called with, SQL written out with its fixed values. */
export function shapeOf(...parts: Array<SQL | string | number | boolean | null | undefined>): string {
  return JSON.stringify(
    parts.map((part) => (part !== null && typeof part === 'object' ? dialect.sqlToQuery(part) : part)),
  );
}

/**
 * A constant written into a statement's text instead of sent as a value, for a statement with one plan: planned
 * before any values, a LIMIT sent as a value is taken for a tenth of the rows (similar listings then read and
 * sorted every candidate: 420 ms instead of 1). Typed as a placeholder because Drizzle's `limit` takes SQL there.
 */
export const written = (value: number): Placeholder => sql.raw(String(value)) as unknown as Placeholder;

/** How many statements a process keeps for each database, the least recently run forgotten first. */
export const STATEMENTS_KEPT = 500;
/**
 * How many shapes a process names, at most. A named statement stays on each connection that ran it until the
 * connection closes, so however many shapes with one plan there come to be, they cannot fill the server's
 * memory: shapes past these run unnamed, planned each time (still built once while kept).
 */
export const NAMED_STATEMENTS = 200;

type KeptStatement<R> = { execute(values: Record<string, unknown>): Promise<R> };
/** A statement Drizzle can prepare: a query builder. */
export type Preparable<R> = { prepare(name: string): KeptStatement<R> };
type Kept = { statements: Map<string, KeptStatement<unknown>>; named: Set<string> };

const kept = new WeakMap<Database, Kept>();

function keptFor(db: Database): Kept {
  let found = kept.get(db);
  if (!found) kept.set(db, (found = { statements: new Map(), named: new Set() }));
  return found;
}

/**
 * Runs the statement of `shape` with `values`, built by `build` the first time the shape is run (and again after
 * it was forgotten). `build` must write the same statement for the same shape: everything it reads that is not a
 * placeholder belongs in the shape. With `onePlan` the statement is named, and PostgreSQL keeps one plan for it.
 */
export function runPrepared<R>(
  db: Database,
  shape: string,
  build: () => Preparable<R>,
  values: Record<string, unknown>,
  { onePlan = false } = {},
): Promise<R> {
  const { statements, named } = keptFor(db);
  let statement = statements.get(shape) as KeptStatement<R> | undefined;
  if (statement) {
    statements.delete(shape);
  } else {
    if (onePlan && named.size < NAMED_STATEMENTS) named.add(shape);
    // The same shape gets the same name in every process and after it was forgotten, so a connection that
    // parsed it once is never asked to parse it again under another name.
    const name = named.has(shape)
      ? `hh_${createHash('sha256').update(shape).digest('hex').slice(0, 24)}`
      : undefined;
    // Drizzle's types ask for a name; without one node-postgres runs the statement unnamed.
    statement = build().prepare(name as string);
    if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value!);
  }
  statements.set(shape, statement);
  return statement.execute(values);
}

/** How many statements `db` keeps now (tests). */
export const keptStatements = (db: Database) => keptFor(db).statements.size;
