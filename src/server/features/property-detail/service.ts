/** The property page's reads and writes: the listings like it, and the count of its views. */
import { sql } from 'drizzle-orm';
import { indiaToday } from '#domain/india-calendar';
import type { Database } from '#server/db/client';
import { properties, propertyViews } from '#server/db/schema';
import { NotFoundError } from '#server/errors';
import { toListingCard, type ListingCardRow } from '#server/listings/listing-cards';
import { noticeBusyListing } from '#server/notices/listing-notices';
import type { ObjectStorage } from '#server/storage/storage';
import { similarListingsQuery } from './queries.js';

/** Property page views per listing per day, for the admin dashboard: a counter, nothing about the viewer. */
export async function countListingView(
  db: Database,
  listingId: string,
  now: Date = new Date(),
): Promise<void> {
  // One statement: the listing must exist (a deleted one counts nothing), and its row for the India calendar day
  // (the day the staff live in) is made or bumped; the new count comes back, so a busy day is noticed without
  // another read.
  await db.transaction(async (tx) => {
    const counted = await tx.execute(sql`
    insert into ${propertyViews} (property_id, day, views)
    select ${properties.id}, ${indiaToday(now)}, 1 from ${properties} where ${properties.id} = ${listingId}
    on conflict (property_id, day) do update set views = ${propertyViews.views} + 1
    returning views, (select ${properties.title} from ${properties} where ${properties.id} = ${listingId}) as title`);
    const [row] = (counted as { rows: Array<{ views: number; title: string }> }).rows;
    if (!row) throw new NotFoundError('Property not found');
    await noticeBusyListing(tx, { id: listingId, title: row.title }, Number(row.views));
  });
}

/** The listings a house hunter looking at one property would compare it with, for its page's "Similar" row. */
export async function findSimilarListings(db: Database, storage: ObjectStorage, id: string) {
  const rows = await similarListingsQuery(db, id);
  if (rows.length === 0) throw new NotFoundError('Property not found');
  return {
    // A left-joined listing is there whole or not at all: a row with an id has every card column.
    items: rows.flatMap(({ subjectId: _subject, cover, ...row }) =>
      row.id === null ? [] : [toListingCard(row as ListingCardRow, cover, storage)],
    ),
  };
}
