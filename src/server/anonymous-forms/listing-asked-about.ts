import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { properties } from '#server/db/schema';
import { NotFoundError } from '#server/errors';

const LISTING_GONE =
  'We could not find this property. It may have been sold, rented out or taken off HouseHunt.';

/**
 * The listing a visitor books or asks about, with the title they saw (kept beside the request, so it stays
 * readable after the listing changes or goes). A listing that is gone is a 404 in the visitor's words.
 */
export async function findListingAskedAbout(
  db: Database,
  propertyId: string,
): Promise<{ id: string; title: string }> {
  const [listing] = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!listing) throw new NotFoundError(LISTING_GONE);
  return listing;
}
