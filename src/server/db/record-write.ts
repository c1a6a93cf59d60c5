/**
 * The one way an admin-edited record (listing, booking, enquiry, settings, user) changes. Each such table has an
 * integer `version`; the client sends back the version it read, and the write is a compare-and-swap on it in one
 * statement (`update … set …, version = version + 1 where key = $1 and version = $2 returning *`). A write made
 * on a version the record no longer has is refused with 409 RECORD_CHANGED carrying the record as it now is,
 * so two admins never overwrite each other unseen. The audit entry is written in the same transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError, RecordChangedError } from '#server/errors';
import { writeAudit, type AuditActor } from '#server/audit/audit-log';
import type { Database } from './client.js';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

type VersionedTable = PgTable & { version: PgColumn };

/** What one write changes, judged by the caller against the record as the transaction read it. */
export type RecordChange<Row> = {
  set: Partial<Row>;
  audit: { action: string; details: Record<string, unknown> };
  /** Writes that belong to the same change, made in its transaction after the record's (a notice marked read). */
  alongside?: (tx: Transaction, saved: Row) => Promise<void>;
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
  entityType: string;
  actor: AuditActor;
  /**
   * Refuses the change (throws), finds nothing to do (null: the record already is what was asked, so nothing is
   * written or audited), or describes the change.
   */
  plan: (
    current: Table['$inferSelect'],
    tx: Transaction,
  ) => RecordChange<Table['$inferSelect']> | null | Promise<RecordChange<Table['$inferSelect']> | null>;
  /** The record as its GET answers it (less what the response layer adds): the answer, and a 409's `current`. */
  read: (db: Database, id: string) => Promise<Out | null>;
  notFound: () => AppError;
  /** The 409's message, in the team's words for this record and this change. */
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
    // The client has not seen this record: it hears RECORD_CHANGED with the record, worded by the refusal the
    // record now gives ("A cancelled booking cannot be rescheduled") where there is one.
    if (stale && error instanceof AppError) return { stale: true, refusal: error.message };
    throw error;
  }
}

export async function writeRecord<Table extends VersionedTable, Out>(
  db: Database,
  write: RecordWrite<Table, Out>,
): Promise<Out> {
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
        .set({ ...change.set, version: sql`${table.version} + 1` })
        .where(and(eq(key, id), eq(table.version, seen)))
        .returning()) as Row[];
      if (saved) {
        await writeAudit(tx, {
          actor: write.actor,
          action: change.audit.action,
          entityType: write.entityType,
          entityId: id,
          details: change.audit.details,
        });
        await change.alongside?.(tx, saved);
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
    throw new RecordChangedError(outcome.refusal ?? write.changedMessage(outcome.current), record);
  }
  return record;
}
