import { asc, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { propertyImages } from '#server/db/schema';
import type { ImageRow } from './listing-record.js';

/** Each listing's cover (its first photo), in one query that reads no other photo: the cards and tables show only it. */
export async function coverPhotosByListing(db: Database, ids: string[]): Promise<Map<string, ImageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([propertyImages.propertyId])
    .from(propertyImages)
    .where(inArray(propertyImages.propertyId, ids))
    .orderBy(propertyImages.propertyId, asc(propertyImages.position));
  return new Map(rows.map((row) => [row.propertyId!, row]));
}
