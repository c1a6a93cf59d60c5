/** Property page views per listing per day, for the admin dashboard: a counter, nothing about the viewer. */
import { sql } from 'drizzle-orm';
import { indiaToday } from '#domain/india-calendar';
import type { Database } from '#server/db/client';
import { properties, propertyViews } from '#server/db/schema';
import { NotFoundError } from '#server/errors';
import { noticeBusyListing } from '#server/notices/listing-notices';

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
