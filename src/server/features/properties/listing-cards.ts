/** Listing cards for listings named by id (a shortlist, recently viewed), in the order they were asked for. */
import { inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { properties } from '#server/db/schema';
import type { ObjectStorage } from '#server/storage/storage';
import { listingCardColumns, toListingCard } from './public-search.js';

export { listingCardColumns, type ListingCardRow } from './public-search.js';
import { coverPhotosByListing } from './service.js';

export type ListingCard = ReturnType<typeof toListingCard>;

/** The statement for the cards of these listings: their card columns, by primary key. */
export function listingCardsQuery(db: Database, ids: readonly string[]) {
  return db
    .select(listingCardColumns)
    .from(properties)
    .where(inArray(properties.id, [...ids]));
}

/** Ids of listings that no longer exist are left out: a deleted listing simply disappears from the list. */
export async function listingCardsInOrder(
  db: Database,
  storage: ObjectStorage,
  ids: readonly string[],
): Promise<ListingCard[]> {
  if (ids.length === 0) return [];
  const rows = await listingCardsQuery(db, ids);
  const covers = await coverPhotosByListing(
    db,
    rows.map((row) => row.id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListingCard(row, covers.get(row.id), storage)] : [];
  });
}
