/**
 * What the sitemaps read: how many listings the public search holds, and one sitemap's share of them. A listing
 * out of the search (a draft, under no confirmation, sold, rented, archived) is never offered to search engines.
 */
import { asc, count } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { properties } from '#server/db/schema';
import { inPublicSearch } from '#server/listings/search-conditions';

export async function countListings(db: Database): Promise<number> {
  const [listings] = await db.select({ n: count() }).from(properties).where(inPublicSearch);
  return listings?.n ?? 0;
}

/** Listings in a stable order (by id), so consecutive parts neither repeat nor skip one. */
export async function listingsForSitemap(
  db: Database,
  { limit, offset }: { limit: number; offset: number },
): Promise<Array<{ id: string; updatedAt: Date }>> {
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(inPublicSearch)
    .orderBy(asc(properties.id))
    .limit(limit)
    .offset(offset);
}
