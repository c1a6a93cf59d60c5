/**
 * Routes answer a record write with the record as its GET shows it, photo URLs included; a 409 RECORD_CHANGED
 * carries the current record in that same shape, so the one presenter serves both.
 */
import { RecordChangedError } from '#server/errors';

export async function presentRecord<Record, Answer>(
  write: Promise<Record>,
  present: (record: Record) => Answer | Promise<Answer>,
): Promise<Answer> {
  let record: Record;
  try {
    record = await write;
  } catch (error) {
    if (!(error instanceof RecordChangedError)) throw error;
    // The write's own record type: writeRecord reads the current record with the same reader as the answer.
    throw new RecordChangedError(error.message, await present(error.current as Record));
  }
  return present(record);
}
