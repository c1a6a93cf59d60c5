/**
 * The one way an admin-edited record (listing, booking, enquiry, settings, user, saved search) changes
 * (decision 022). Each such table has an integer `version`; the client sends back the version it read. A write
 * is three straight steps in one transaction, each called by the feature's service in turn:
 *
 *   1. `lockRecord`: the record as it is now, locked until the transaction ends, so no other write can land
 *      between the feature's judgement and its update.
 *   2. The feature judges the change against it and says what it decided, as data (`RecordDecision`): a change
 *      with its effects, nothing to do, or a refusal.
 *   3. `saveRecordChange`: for a client that read an older version, the clash (worded by the refusal the record
 *      as it now is gives, if any); otherwise the update (`version = version + 1`) and the change's effects in
 *      order (its audit entry, a notice marked read, a mail queued), in the same transaction.
 *
 * The service then reads the record as its GET answers it and returns `recordWriteResult(outcome, record)`,
 * which its route presents once. Nothing here calls back into the feature.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '#server/errors';
import type { Database } from './client.js';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

type VersionedTable = PgTable & { version: PgColumn };

/** One kind of versioned record: its table, its key, and what to say when it is gone or changed under a client. */
export type VersionedRecord<Table extends VersionedTable> = {
  table: Table;
  key: PgColumn;
  notFound: () => AppError;
  /** The clash's message, in the team's words for this record, given the record as it now is. */
  changedMessage: (current: Table['$inferSelect']) => string;
};

/**
 * A write that belongs to the change, made in its transaction after the record's, given the record as saved: the
 * audit entry (audit/audit-log.ts `audited`), a notice marked read, a mail queued. Each is a plain call into the
 * module that owns that write.
 */
export type RecordEffect<Row> = (tx: Transaction, saved: Row) => Promise<unknown>;

/** What one write changes. */
export type RecordChange<Row> = {
  set: Partial<Row>;
  /** Run in order, after the update, in its transaction. */
  effects: ReadonlyArray<RecordEffect<Row>>;
  /**
   * Leaves the version as it is: for a change no edit form makes (the featured switch), so that a form open on the
   * record does not go stale because of it.
   */
  keepsVersion?: boolean;
};

/**
 * The feature's judgement of a requested change against the record as it is: the change, null when the record
 * already is what was asked (a second click: nothing is written or audited), or the refusal its rules give.
 */
export type RecordDecision<Row> = RecordChange<Row> | null | AppError;

/** What the transaction did; `recordWriteResult` turns it into the answer once the record is read back. */
export type RecordWriteOutcome =
  { kind: 'written' } | { kind: 'unchanged' } | { kind: 'changed'; message: string };

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

/** The record, locked for the rest of the transaction; 404 (the record kind's own words) when there is none. */
export async function lockRecord<Table extends VersionedTable>(
  tx: Transaction,
  { table, key, notFound }: VersionedRecord<Table>,
  id: string,
): Promise<Table['$inferSelect']> {
  const [row] = (await tx
    .select()
    // tsc needs the plain table type here; type-aware lint, resolving the generic differently, calls it needless.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    .from(table as PgTable)
    .where(eq(key, id))
    .for('update')) as Array<Table['$inferSelect']>;
  if (!row) throw notFound();
  return row;
}

/**
 * Applies the feature's decision to the record `current`, as `lockRecord` read it by `id`. `version` is the one the client read; left out
 * (a visitor's click, the featured switch), the change applies to the record as it is now. A client that read an
 * older version has not seen this record: it hears of the clash, worded by the refusal the record now gives ("A
 * cancelled booking cannot be rescheduled") where there is one, unless the record already is what it asked.
 */
export async function saveRecordChange<Table extends VersionedTable>(
  tx: Transaction,
  { table, key, changedMessage }: VersionedRecord<Table>,
  {
    id,
    current,
    version,
    decision,
  }: {
    id: string;
    current: Table['$inferSelect'];
    version: number | undefined;
    decision: RecordDecision<Table['$inferSelect']>;
  },
): Promise<RecordWriteOutcome> {
  type Row = Table['$inferSelect'];
  const stale = version !== undefined && version !== current.version;
  if (decision instanceof AppError) {
    if (stale) return { kind: 'changed', message: decision.message };
    throw decision;
  }
  if (decision === null) return { kind: 'unchanged' };
  if (stale) return { kind: 'changed', message: changedMessage(current) };
  const [saved] = (await tx
    .update(table)
    .set(decision.keepsVersion ? decision.set : { ...decision.set, version: sql`${table.version} + 1` })
    .where(eq(key, id))
    .returning()) as Row[];
  for (const effect of decision.effects) await effect(tx, saved!);
  return { kind: 'written' };
}

/** The answer of a write, given the record as its GET answers it after the transaction. */
export function recordWriteResult<Out>(outcome: RecordWriteOutcome, record: Out): RecordWriteResult<Out> {
  return outcome.kind === 'changed'
    ? { changed: true, current: record, message: outcome.message }
    : { changed: false, record };
}
