/** My listings: a lister's own listings, written through the same shared path as the team's (#server/listings). */
import type { MyListing } from '#domain/my-listings';
import type { Database } from '#server/db/client';
import { findListing, type ImageRow, type ListingRow } from '#server/listings/listing-record';
import { toListingResponse } from '#server/listings/listing-response';
import type { ObjectStorage } from '#server/storage/storage';
import { assertMyListing } from './queries.js';

export function toMyListing(listing: ListingRow, images: ImageRow[], storage: ObjectStorage): MyListing {
  return {
    ...toListingResponse(listing, images, storage),
    listerKind: listing.listerKind === 'agent' ? 'agent' : 'owner',
    listerReraNumber: listing.listerReraNumber,
    reviewNote: listing.reviewNote,
  };
}

export async function readMyListing(db: Database, storage: ObjectStorage, userId: string, id: string) {
  await assertMyListing(db, userId, id);
  const { listing, images } = await findListing(db, id);
  return { listing: toMyListing(listing, images, storage) };
}
