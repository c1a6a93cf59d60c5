/** One listing as stored, with its photos in order: what the edit screen, the property page and its <head> read. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { properties, propertyImages } from '#server/db/schema';
import { NotFoundError } from '#server/errors';

export type ListingRow = typeof properties.$inferSelect;
export type ImageRow = typeof propertyImages.$inferSelect;

export const listingNotFound = () => new NotFoundError('Property not found');

export async function listingPhotos(db: Pick<Database, 'select'>, listingId: string): Promise<ImageRow[]> {
  return db
    .select()
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, listingId))
    .orderBy(asc(propertyImages.position));
}

export async function readListing(db: Database, id: string) {
  const [listing] = await db.select().from(properties).where(eq(properties.id, id));
  return listing ? { listing, images: await listingPhotos(db, id) } : null;
}

export async function findListing(db: Database, id: string) {
  const found = await readListing(db, id);
  if (!found) throw listingNotFound();
  return found;
}
