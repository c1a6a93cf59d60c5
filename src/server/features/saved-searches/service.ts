/**
 * A signed-in house hunter's saved searches: listed, saved (at most SAVED_SEARCH_LIMITS.maxPerUser, each search
 * once), renamed, paused or resumed, given other criteria, deleted. Every query names the owner, so another
 * person's search is as good as missing (404).
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  canonicalSearchFilters,
  savedSearchKey,
  type SavedSearch,
  type SavedSearchFilters,
  type savedSearchCreateSchema,
  type savedSearchUpdateSchema,
} from '#domain/saved-search';
import type { Database } from '#server/db/client';
import {
  lockRecord,
  recordWriteResult,
  saveRecordChange,
  type RecordDecision,
  type RecordWriteResult,
  type Transaction,
  type VersionedRecord,
} from '#server/db/record-write';
import { savedSearches, users } from '#server/db/schema';
import { AppError, DuplicateRecordError, NotFoundError } from '#server/errors';
import { audited, type AuditActor } from '#server/audit/audit-log';

type SavedSearchRow = typeof savedSearches.$inferSelect;

export class SavedSearchLimitError extends AppError {
  constructor() {
    super(409, 'SAVED_SEARCH_LIMIT', SAVED_SEARCH_MESSAGES.full);
  }
}

/** The person already has this search (domain savedSearchKey): the answer names it, so they can open it. */
export class SavedSearchExistsError extends DuplicateRecordError<SavedSearch> {
  constructor(existing: SavedSearch) {
    super('SAVED_SEARCH_EXISTS', SAVED_SEARCH_MESSAGES.alreadySaved(existing.name), existing);
  }
}

const notFound = () => new NotFoundError(SAVED_SEARCH_MESSAGES.notFound);

const SAVED_SEARCH: VersionedRecord<typeof savedSearches> = {
  table: savedSearches,
  key: savedSearches.id,
  notFound,
  changedMessage: () => SAVED_SEARCH_MESSAGES.changed,
};

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    search: row.search,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map(toSavedSearch);
}

async function readOwnSavedSearch(db: Database, userId: string, id: string): Promise<SavedSearch | null> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row ? toSavedSearch(row) : null;
}

/**
 * Writes to a person's saved searches go one at a time, on their user row, so two tabs saving at once cannot take
 * an account past the limit, or save one search twice, between the check and the write.
 */
async function lockOwner(tx: Transaction, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The person's saved search with these criteria, other than `exceptId`; rows stored before the criteria were canonical too. */
async function findSameSearch(
  tx: Transaction,
  userId: string,
  search: SavedSearchFilters,
  exceptId?: string,
): Promise<SavedSearch | null> {
  const key = savedSearchKey(search);
  // At most SAVED_SEARCH_LIMITS.maxPerUser rows: compared here with the domain's one rule.
  const rows = await tx.select().from(savedSearches).where(eq(savedSearches.userId, userId));
  const same = rows.find((row) => row.id !== exceptId && savedSearchKey(row.search) === key);
  return same ? toSavedSearch(same) : null;
}

/** Saves a search; one the person already has is refused with 409 SAVED_SEARCH_EXISTS naming it. */
export async function createSavedSearch(
  db: Database,
  userId: string,
  input: z.output<typeof savedSearchCreateSchema>,
): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const existing = await findSameSearch(tx, userId, input.search);
    if (existing) throw new SavedSearchExistsError(existing);
    const [saved] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((saved?.n ?? 0) >= SAVED_SEARCH_LIMITS.maxPerUser) throw new SavedSearchLimitError();
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, name: input.name, frequency: input.frequency, search: input.search })
      .returning();
    return toSavedSearch(row!);
  });
}

/**
 * Renames the search, changes its frequency (off pauses it) or its criteria, through the one compare-and-swap
 * write. Criteria the person already has under another saved search are refused with 409 SAVED_SEARCH_EXISTS.
 */
export async function updateSavedSearch(
  db: Database,
  actor: AuditActor & { id: string },
  id: string,
  { version, ...change }: z.output<typeof savedSearchUpdateSchema>,
): Promise<RecordWriteResult<SavedSearch>> {
  const outcome = await db.transaction(async (tx) => {
    const current = await lockRecord(tx, SAVED_SEARCH, id);
    // Someone else's search is not there for this person, whatever its version.
    if (current.userId !== actor.id) throw notFound();
    return saveRecordChange(tx, SAVED_SEARCH, {
      id,
      current,
      version,
      decision: await savedSearchChange(tx, actor, current, change),
    });
  });
  const saved = await readOwnSavedSearch(db, actor.id, id);
  if (!saved) throw notFound();
  return recordWriteResult(outcome, saved);
}

/** What an edit changes in `current`: only the fields that differ, audited from and to; null when none does. */
async function savedSearchChange(
  tx: Transaction,
  actor: AuditActor & { id: string },
  current: SavedSearchRow,
  change: Omit<z.output<typeof savedSearchUpdateSchema>, 'version'>,
): Promise<RecordDecision<SavedSearchRow>> {
  const set: Partial<SavedSearchRow> = {};
  if (change.name !== undefined && change.name !== current.name) set.name = change.name;
  if (change.frequency !== undefined && change.frequency !== current.frequency) {
    set.frequency = change.frequency;
  }
  const search = change.search;
  if (search && JSON.stringify(search) !== JSON.stringify(canonicalSearchFilters(current.search))) {
    await lockOwner(tx, actor.id);
    const existing = await findSameSearch(tx, actor.id, search, current.id);
    if (existing) return new SavedSearchExistsError(existing);
    set.search = search;
  }
  if (Object.keys(set).length === 0) return null;
  return {
    set: { ...set, updatedAt: new Date() },
    effects: [
      audited({
        actor,
        action: 'account.saved-search-changed',
        entityType: 'saved-search',
        entityId: current.id,
        details: Object.fromEntries(
          Object.keys(set).map((field) => [
            field,
            { from: current[field as keyof typeof set], to: set[field as keyof typeof set] },
          ]),
        ),
      }),
    ],
  };
}

export async function deleteSavedSearch(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound();
}
