/** How many listings a search finds, counted only as far as a cap (docs/decisions/015-capped-search-counts.md). */
import { count, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { runPrepared, shapeOf, type Bound } from '#server/db/prepared-statements';
import { properties } from '#server/db/schema';

/**
 * The statement that counts a search's matches up to `readAtMost` (the cap and one): it stops reading there, so a
 * search that matches most of the catalogue costs a thousand index entries, not a million.
 */
export function cappedCountQuery(db: Database, where: SQL | undefined, readAtMost: Bound<number>) {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(properties)
    .where(where)
    .limit(readAtMost)
    .as('matches');
  return db.select({ n: count() }).from(matches);
}

/**
 * The total of a search: exact up to `limit`, else `limit` with totalIsCapped (more than that match). With
 * `values`, `where` holds their placeholders and the statement is kept for its shape (prepared-statements.ts).
 */
export async function countListings(
  db: Database,
  where: SQL | undefined,
  limit: number,
  values?: Record<string, unknown>,
) {
  const [row] = values
    ? await runPrepared(
        db,
        shapeOf('capped count', where),
        () => cappedCountQuery(db, where, sql.placeholder('readAtMost')),
        { ...values, readAtMost: limit + 1 },
      )
    : await cappedCountQuery(db, where, limit + 1);
  return cappedTotal(row?.n ?? 0, limit);
}

/** A search's total from `found` matches, read as far as one past `limit`: exact, or `limit` and more. */
export const cappedTotal = (found: number, limit: number) =>
  found > limit ? { total: limit, totalIsCapped: true } : { total: found, totalIsCapped: false };
