/**
 * A route answers a record write once: 200 with the record as its GET shows it (photo URLs included), or, for a
 * write made on a version the record no longer has, 409 RECORD_CHANGED carrying the current record in that same
 * shape. The one error handler (error-handling.ts) writes the 409's body.
 */
import type { RecordWriteResult } from '#server/db/record-write';
import { RecordChangedError } from '#server/errors';

export async function answerRecordWrite<Record>(result: RecordWriteResult<Record>): Promise<Record>;
export async function answerRecordWrite<Record, Answer>(
  result: RecordWriteResult<Record>,
  present: (record: Record) => Answer | Promise<Answer>,
): Promise<Answer>;
export async function answerRecordWrite<Record, Answer>(
  result: RecordWriteResult<Record>,
  present?: (record: Record) => Answer | Promise<Answer>,
): Promise<Answer | Record> {
  const shown = present ?? ((record: Record) => record);
  if (!result.changed) return shown(result.record);
  throw new RecordChangedError(result.message, await shown(result.current));
}
