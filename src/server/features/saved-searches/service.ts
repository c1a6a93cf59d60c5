/**
 * A signed-in house hunter's saved searches: listed, saved (at most SAVED_SEARCH_LIMITS.maxPerUser), renamed,
 * paused or given another frequency, deleted. Every query names the owner, so another person's search is as
 * good as missing (404).
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
  type savedSearchCreateSchema,
  type savedSearchUpdateSchema,
} from '#domain/saved-search';
import type { Database } from '#server/db/client';
import { writeRecord } from '#server/db/record-write';
import { savedSearches, users } from '#server/db/schema';
import { AppError, NotFoundError } from '#server/errors';
import type { AuditActor } from '#server/audit/audit-log';

type SavedSearchRow = typeof savedSearches.$inferSelect;

export class SavedSearchLimitError extends AppError {
  constructor() {
    super(409, 'SAVED_SEARCH_LIMIT', SAVED_SEARCH_MESSAGES.full);
  }
}

const notFound = () => new NotFoundError(SAVED_SEARCH_MESSAGES.notFound);

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
 * Saves go one at a time per person, on their user row, so two tabs saving at once cannot take an account past
 * the limit between the count and the insert.
 */
export async function createSavedSearch(
  db: Database,
  userId: string,
  input: z.output<typeof savedSearchCreateSchema>,
): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
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

/** Renames the search or changes its frequency (off pauses it), through the one compare-and-swap write. */
export function updateSavedSearch(
  db: Database,
  actor: AuditActor & { id: string },
  id: string,
  { version, ...change }: z.output<typeof savedSearchUpdateSchema>,
): Promise<SavedSearch> {
  return writeRecord(db, {
    table: savedSearches,
    key: savedSearches.id,
    id,
    version,
    entityType: 'saved-search',
    actor,
    plan: (current) => {
      // Someone else's search is not there for this person, whatever its version.
      if (current.userId !== actor.id) throw notFound();
      const set: Partial<SavedSearchRow> = {};
      if (change.name !== undefined && change.name !== current.name) set.name = change.name;
      if (change.frequency !== undefined && change.frequency !== current.frequency) {
        set.frequency = change.frequency;
      }
      if (Object.keys(set).length === 0) return null;
      return {
        set: { ...set, updatedAt: new Date() },
        audit: {
          action: 'account.saved-search-changed',
          details: Object.fromEntries(
            Object.keys(set).map((field) => [
              field,
              { from: current[field as keyof typeof set], to: set[field as keyof typeof set] },
            ]),
          ),
        },
      };
    },
    read: (reader, searchId) => readOwnSavedSearch(reader, actor.id, searchId),
    notFound,
    changedMessage: () => SAVED_SEARCH_MESSAGES.changed,
  });
}

export async function deleteSavedSearch(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound();
}
