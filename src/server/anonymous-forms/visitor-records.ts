/** The records visitor forms make (bookings, enquiries), stored once per Idempotency-Key. */
import { createHash, randomUUID } from 'node:crypto';
import { eq, getTableName } from 'drizzle-orm';
import { newBookingReference } from '#domain/booking-reference';
import type { Database } from '#server/db/client';
import { AppError } from '#server/errors';
import { BOOKING_REFERENCE_INDEX, type bookings, type enquiries } from '#server/db/schema';
import { violatesUniqueIndex } from '#server/db/unique-violation';
import type { Submitted } from './submission-guard.js';

type RecordTable = typeof bookings | typeof enquiries;
type Row<T extends RecordTable> = T['$inferSelect'];

/** What the database and the team add to a record; a submission never sets these. */
type AddedLater =
  | 'id'
  | 'reference'
  | 'notes'
  | 'idempotencyKey'
  | 'requestHash'
  | 'createdAt'
  | 'updatedAt'
  | 'rescheduledFromDate'
  | 'rescheduledFromSlot'
  | 'rescheduledAt'
  | 'assignedAgentId'
  | 'firstRespondedAt'
  | 'version';

/** A row as the visitor's submission makes it: everything but what the database and the team add. */
export type SubmittedRow<T extends RecordTable> = T extends unknown ? Omit<Row<T>, AddedLater> : never;

// What a new booking is given besides the visitor's answers; an enquiry has none of it, and a spread is not held
// to one table's columns.
const aNewBookingsColumns = () => ({
  reference: newBookingReference(),
  rescheduledFromDate: null,
  rescheduledFromSlot: null,
  rescheduledAt: null,
});

type Submission = Pick<Submitted<unknown>, 'request' | 'userId' | 'idempotencyKey' | 'dryRun'>;

/** JSON with every object's keys in order, so one submission always hashes alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The whole submission as the schema parsed it (every field, not just those a record keeps) and the visitor
 * signed in, if any: a replay is the same request only if all of it is the same.
 */
function requestHash({ request, userId }: Submission): string {
  return createHash('sha256').update(canonicalJson({ request, userId })).digest('hex');
}

/**
 * A key is one fill of one form by one visitor. Sent again with other details, it is a client reusing keys or
 * someone replaying a key they saw: either way they get no record back, least of all another visitor's.
 */
class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This form was already sent with other details. Please reload the page and send it again.',
    );
  }
}

/** Enough that a reference drawn again every time means something is wrong, not that luck ran out. */
const REFERENCE_DRAWS = 3;

/**
 * Runs the insert again when the value drawn for the row (a booking's reference, drawn afresh by each insert)
 * belongs to another row already.
 */
async function insertDrawingAgain<T>(insert: () => Promise<T>): Promise<T> {
  for (let draw = 1; ; draw++) {
    try {
      return await insert();
    } catch (error) {
      if (draw < REFERENCE_DRAWS && violatesUniqueIndex(error, BOOKING_REFERENCE_INDEX)) continue;
      throw error;
    }
  }
}

// Drizzle's builders cannot follow a generic table, so each function below works on either table and its
// overload ties the rows of a call to the table it names.

/**
 * Inserts the row `build` makes, unless the submission's key was seen before: then it returns the row that key
 * made (`replayed`), however two requests carrying it raced, provided that row was made by this very request:
 * every field and the signed-in visitor the same (otherwise 422 and nothing is returned). `build` runs only for
 * a new submission, so a
 * repeat answers with the first row even after what it looked up (a listing) has gone. A dry run (the honeypot)
 * builds the row as it would be and stores nothing. `afterInsert` runs in the insert's transaction, only for a
 * row this call stored, so what it writes (the team's notification) exists exactly when the row does.
 */
export function insertOnce<T extends RecordTable>(
  db: Database,
  table: T,
  submission: Submission,
  build: () => Promise<SubmittedRow<T>>,
  afterInsert: (tx: Database, row: Row<T>) => Promise<void>,
): Promise<{ row: Row<T>; replayed: boolean }>;
export async function insertOnce(
  db: Database,
  table: RecordTable,
  submission: Submission,
  build: () => Promise<SubmittedRow<RecordTable>>,
  afterInsert: (tx: Database, row: Row<RecordTable>) => Promise<void>,
): Promise<{ row: Row<RecordTable>; replayed: boolean }> {
  const { idempotencyKey, dryRun } = submission;
  const hash = idempotencyKey ? requestHash(submission) : null;
  const replay = (first: Row<RecordTable>) => {
    if (first.requestHash !== hash) throw new IdempotencyKeyReusedError();
    return { row: first, replayed: true };
  };
  const findByKey = async (key: string): Promise<Row<RecordTable> | undefined> => {
    const [row] = await db.select().from(table).where(eq(table.idempotencyKey, key));
    return row;
  };
  if (idempotencyKey && !dryRun) {
    const first = await findByKey(idempotencyKey);
    if (first) return replay(first);
  }
  const values = { ...(await build()), idempotencyKey, requestHash: hash };
  if (dryRun) {
    const now = new Date();
    return {
      row: {
        ...values,
        ...aNewBookingsColumns(),
        id: randomUUID(),
        notes: null,
        assignedAgentId: null,
        firstRespondedAt: null,
        version: 1,
        createdAt: now,
        updatedAt: now,
      },
      replayed: false,
    };
  }
  const created = await insertDrawingAgain(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(table)
        .values(values)
        .onConflictDoNothing({ target: table.idempotencyKey })
        .returning();
      if (row) await afterInsert(tx, row);
      return row;
    }),
  );
  if (created) return { row: created, replayed: false };
  // Only a key can conflict, so the row that beat this one is there to be read.
  const first = await findByKey(idempotencyKey!);
  if (!first) {
    throw new Error(
      `A row of ${getTableName(table)} with this idempotency key conflicted but cannot be found`,
    );
  }
  return replay(first);
}
