/** What the sitemaps read: how many listings there are, and one sitemap's share of them. */
import { asc, count } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { properties } from '#server/db/schema';

export async function countListings(db: Database): Promise<number> {
  const [listings] = await db.select({ n: count() }).from(properties);
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
    .orderBy(asc(properties.id))
    .limit(limit)
    .offset(offset);
}
