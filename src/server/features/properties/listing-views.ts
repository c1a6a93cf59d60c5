/** Property page views per listing per day, for the admin dashboard: a counter, nothing about the viewer. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { properties, propertyViews } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';
import { noticeBusyListing } from '../notifications/listing-notices.js';

/** India's calendar day: the dashboard's "today" is the one its staff live in. */
const indianDay = (now: Date) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

export async function countListingView(
  db: Database,
  listingId: string,
  now: Date = new Date(),
): Promise<void> {
  // One statement: the listing must exist (a deleted one counts nothing), and a day's row is made or bumped; the
  // row's new count comes back, so a busy day is noticed without another read.
  await db.transaction(async (tx) => {
    const counted = await tx.execute(sql`
    insert into ${propertyViews} (property_id, day, views)
    select ${properties.id}, ${indianDay(now)}, 1 from ${properties} where ${properties.id} = ${listingId}
    on conflict (property_id, day) do update set views = ${propertyViews.views} + 1
    returning views, (select ${properties.title} from ${properties} where ${properties.id} = ${listingId}) as title`);
    const [row] = (counted as unknown as { rows: Array<{ views: number; title: string }> }).rows;
    if (!row) throw new NotFoundError('Property not found');
    await noticeBusyListing(tx, { id: listingId, title: row.title }, Number(row.views));
  });
}
