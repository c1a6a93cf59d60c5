/** The duplicate guard's findings for the edit screen: each likely duplicate with its link and cover. */
import type { ListingDuplicates } from '#domain/listing-duplicates';
import type { Database } from '#server/db/client';
import { properties } from '#server/db/schema';
import { coverPhotosByListing } from '#server/listings/cover-photos';
import { findLikelyDuplicates } from '#server/listings/duplicate-guard';
import { listingNotFound } from '#server/listings/listing-record';
import { listingThumbnail } from '#server/listings/listing-thumbnail';
import type { ObjectStorage } from '#server/storage/storage';
import { eq } from 'drizzle-orm';

export async function listingDuplicates(
  db: Database,
  storage: ObjectStorage,
  listingId: string,
): Promise<ListingDuplicates> {
  const [listing] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, listingId));
  if (!listing) throw listingNotFound();
  const duplicates = await findLikelyDuplicates(db, listingId);
  const covers = await coverPhotosByListing(
    db,
    duplicates.map((duplicate) => duplicate.id),
  );
  return {
    duplicates: duplicates.map((duplicate) => {
      const cover = listingThumbnail(covers.get(duplicate.id), storage);
      return {
        ...duplicate,
        link: `/admin/edit-property/${duplicate.id}`,
        cover: cover && { src: cover.src, srcSet: cover.srcSet },
      };
    }),
  };
}
