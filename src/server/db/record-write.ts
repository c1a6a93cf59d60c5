/**
 * The one way an admin-edited record (listing, booking, enquiry, settings, user) changes. Each such table has an
 * integer `version`; the client sends back the version it read, and the write is a compare-and-swap on it in one
 * statement (`update … set …, version = version + 1 where key = $1 and version = $2 returning *`). A write made
 * on a version the record no longer has comes back as `{ changed: true, current }`, the record as it now is, so two
 * admins never overwrite each other unseen. What else the change writes (its audit entry, a notice marked read, a
 * mail queued) the caller declares as effects, run in the same transaction after the record's update.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '#server/errors';
import type { Database } from './client.js';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

type VersionedTable = PgTable & { version: PgColumn };

/**
 * A write that belongs to the change, made in its transaction after the record's, given the record as saved: the
 * audit entry (audit/audit-log.ts `audited`), a notice marked read, a mail queued. Each is a plain call into the
 * module that owns that write; the record write never calls back into the feature for it.
 */
export type RecordEffect<Row> = (tx: Transaction, saved: Row) => Promise<unknown>;

/** What one write changes, judged by the caller against the record as the transaction read it. */
export type RecordChange<Row> = {
  set: Partial<Row>;
  /** Run in order, after the update, in its transaction; none runs for a write that finds nothing to do. */
  effects: ReadonlyArray<RecordEffect<Row>>;
};

/** What a write did: saved, with the record as its GET answers it, or refused for a version the record no longer has. */
export type RecordWriteResult<Out> =
  | { changed: false; record: Out }
  | {
      changed: true;
      /** The record as it now is, in the same shape as `record`. */
      current: Out;
      /** In the team's words for this record and this change, or the refusal the record as it is now gives it. */
      message: string;
    };

export type RecordWrite<Table extends VersionedTable, Out> = {
  table: Table;
  /** The record's primary key column and value. */
  key: PgColumn;
  id: string;
  /**
   * The version the client read. Left out, the change applies to the record as it is now: a write that loses
   * a race is judged again against the winner's record rather than refused.
   */
  version: number | undefined;
  /**
   * Leaves the version as it is: for a change no edit form makes (the featured switch), so that a form open on the
   * record does not go stale because of it. The write is still made on the version it read.
   */
  keepsVersion?: boolean;
  /**
   * Refuses the change (throws), finds nothing to do (null: the record already is what was asked, so nothing is
   * written or audited), or describes the change.
   */
  plan: (
    current: Table['$inferSelect'],
    tx: Transaction,
  ) => RecordChange<Table['$inferSelect']> | null | Promise<RecordChange<Table['$inferSelect']> | null>;
  /** The record as its GET answers it (less what the response layer adds): `record`, or `current` after a clash. */
  read: (db: Database, id: string) => Promise<Out | null>;
  notFound: () => AppError;
  /** The clash's message, in the team's words for this record and this change. */
  changedMessage: (current: Table['$inferSelect']) => string;
};

/** Attempts of a write that names no version before it gives up under a storm of other writes. */
const UNVERSIONED_ATTEMPTS = 5;

type Outcome<Row> =
  { kind: 'written' | 'unchanged' } | { kind: 'changed'; current: Row; refusal: string | null };

/** A change made on a version the record no longer has, and the refusal the record as it is would give it. */
type Stale = { stale: true; refusal: string | null };

/** Plans the change, or, for a client that read an older version, finds it was made on a record it did not see. */
async function judge<Row>(
  plan: () => RecordChange<Row> | null | Promise<RecordChange<Row> | null>,
  stale: boolean,
): Promise<RecordChange<Row> | null | Stale> {
  try {
    const change = await plan();
    // Already what the client asked for (a second click, two admins making the same move): nothing to refuse.
    if (change === null) return null;
    return stale ? { stale: true, refusal: null } : change;
  } catch (error) {
    // The client has not seen this record: it hears of the clash with the record, worded by the refusal the
    // record now gives ("A cancelled booking cannot be rescheduled") where there is one.
    if (stale && error instanceof AppError) return { stale: true, refusal: error.message };
    throw error;
  }
}

export async function writeRecord<Table extends VersionedTable, Out>(
  db: Database,
  write: RecordWrite<Table, Out>,
): Promise<RecordWriteResult<Out>> {
  type Row = Table['$inferSelect'];
  const { table, key, id } = write;
  const select = async (tx: Transaction) => {
    const [row] = (await tx
      .select()
      // tsc needs the plain table type here; type-aware lint, resolving the generic differently, calls it needless.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
      .from(table as PgTable)
      .where(eq(key, id))) as Row[];
    if (!row) throw write.notFound();
    return row;
  };
  const outcome = await db.transaction(async (tx): Promise<Outcome<Row>> => {
    let current = await select(tx);
    for (let attempt = 1; ; attempt++) {
      const seen = write.version ?? (current.version as number);
      const change = await judge(() => write.plan(current, tx), seen !== current.version);
      if (change === null) return { kind: 'unchanged' };
      if ('stale' in change) return { kind: 'changed', current, refusal: change.refusal };
      const [saved] = (await tx
        .update(table)
        .set(write.keepsVersion ? change.set : { ...change.set, version: sql`${table.version} + 1` })
        .where(and(eq(key, id), eq(table.version, seen)))
        .returning()) as Row[];
      if (saved) {
        for (const effect of change.effects) await effect(tx, saved);
        return { kind: 'written' };
      }
      // Someone else's write landed between the read and this one: judge again against theirs.
      current = await select(tx);
      if (write.version !== undefined || attempt === UNVERSIONED_ATTEMPTS) {
        const again = await judge(() => write.plan(current, tx), true);
        if (again === null) return { kind: 'unchanged' };
        return { kind: 'changed', current, refusal: 'stale' in again ? again.refusal : null };
      }
    }
  });
  const record = await write.read(db, id);
  if (record === null) throw write.notFound();
  if (outcome.kind === 'changed') {
    return {
      changed: true,
      current: record,
      message: outcome.refusal ?? write.changedMessage(outcome.current),
    };
  }
  return { changed: false, record };
}
