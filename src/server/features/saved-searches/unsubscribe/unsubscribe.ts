/** The one-click unsubscribe: a signed link sets its saved search's frequency to off, without a sign-in. */
import { eq } from 'drizzle-orm';
import { SAVED_SEARCH_MESSAGES, type UnsubscribeAnswer } from '#domain/saved-search';
import type { Database } from '#server/db/client';
import { savedSearches } from '#server/db/schema';
import { NotFoundError } from '#server/errors';
import { audited, SYSTEM_ACTOR } from '#server/audit/audit-log';
import {
  lockRecord,
  recordWriteResult,
  saveRecordChange,
  type RecordWriteResult,
} from '#server/db/record-write';
import { savedSearchOfToken } from './unsubscribe-token.js';

const gone = () => new NotFoundError(SAVED_SEARCH_MESSAGES.unsubscribeGone);

async function readUnsubscribed(db: Database, id: string): Promise<UnsubscribeAnswer['savedSearch'] | null> {
  const [row] = await db
    .select({ name: savedSearches.name, frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  return row ?? null;
}

export async function describeUnsubscribe(
  db: Database,
  secret: string,
  token: string,
): Promise<UnsubscribeAnswer['savedSearch']> {
  const found = await readUnsubscribed(db, savedSearchOfToken(secret, token));
  if (!found) throw gone();
  return found;
}

/** Pausing a search that is paused already answers the same: a second click, or a mail client retrying. */
export async function unsubscribe(
  db: Database,
  secret: string,
  token: string,
): Promise<RecordWriteResult<UnsubscribeAnswer['savedSearch']>> {
  const id = savedSearchOfToken(secret, token);
  const savedSearch = {
    table: savedSearches,
    key: savedSearches.id,
    notFound: gone,
    changedMessage: () => SAVED_SEARCH_MESSAGES.changed,
  };
  const outcome = await db.transaction(async (tx) => {
    const current = await lockRecord(tx, savedSearch, id);
    return saveRecordChange(tx, savedSearch, {
      id,
      current,
      version: undefined,
      decision:
        current.frequency === 'off'
          ? null
          : {
              set: { frequency: 'off' as const, updatedAt: new Date() },
              effects: [
                audited({
                  // Whoever holds the link: the owner, most likely, but nobody signed in.
                  actor: SYSTEM_ACTOR,
                  action: 'account.saved-search-unsubscribed',
                  entityType: 'saved-search',
                  entityId: id,
                  details: { frequency: { from: current.frequency, to: 'off' }, by: 'unsubscribe link' },
                }),
              ],
            },
    });
  });
  const paused = await readUnsubscribed(db, id);
  if (!paused) throw gone();
  return recordWriteResult(outcome, paused);
}
