/** The JSON shape of a listing for the portal: spec §3 field names, ISO dates, photo URLs. */
import type { ObjectStorage } from '#server/storage/storage';
import type { ImageRow, ListingRow } from './listing-record.js';

export function toListingResponse(listing: ListingRow, images: ImageRow[], storage: ObjectStorage) {
  const {
    search: _search,
    createdBy: _createdBy,
    // Bookkeeping of the freshness rules, not facts about the home.
    inPublicSearch: _inPublicSearch,
    confirmationDueMailedAt: _mailed,
    // Who manages it, the team's assignment and the review stay out of the team's and the public's shape (even a
    // 409's `current`, which no response schema filters): My listings adds what its lister may read
    // (my-listings/service.ts). Only the kind of lister is shown ("Posted by owner"); the lister's number is
    // revealed only through the logged phone reveal (decision 027).
    listedBy: _listedBy,
    listerReraNumber: _listerReraNumber,
    assignedAgentId: _assignedAgentId,
    reviewNote: _reviewNote,
    // Sorting bookkeeping: the team's shape adds it (toAdminListingResponse); the lister's screens work it out.
    qualityScore: _qualityScore,
    ...fields
  } = listing;
  return {
    ...fields,
    listedAt: listing.listedAt?.toISOString() ?? null,
    lastConfirmedAt: listing.lastConfirmedAt?.toISOString() ?? null,
    leftPublicAt: listing.leftPublicAt?.toISOString() ?? null,
    priceReducedAt: listing.priceReducedAt?.toISOString() ?? null,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
    images: images.map((image) => toPhotoResponse(image, storage)),
  };
}

/** The team's shape (the admin edit screen): the record plus the review's facts and its agent. Never for the public. */
export function toAdminListingResponse(listing: ListingRow, images: ImageRow[], storage: ObjectStorage) {
  return {
    ...toListingResponse(listing, images, storage),
    qualityScore: listing.qualityScore,
    listerReraNumber: listing.listerReraNumber,
    reviewNote: listing.reviewNote,
    assignedAgentId: listing.assignedAgentId,
  };
}

/** What anyone may see of a listing: the commission agreed with the owner and edit bookkeeping stay inside. */
export function toPublicListingResponse(listing: ListingRow, images: ImageRow[], storage: ObjectStorage) {
  const {
    isCommissionApplicable: _commission,
    commissionPercentage: _percentage,
    version: _version,
    ...visible
  } = toListingResponse(listing, images, storage);
  return visible;
}

export function toPhotoResponse(image: ImageRow, storage: ObjectStorage) {
  return {
    id: image.id,
    position: image.position,
    width: image.width,
    height: image.height,
    // The largest WebP stands for the photo where one URL is wanted (spec §3 images: list of URLs).
    url: storage.publicUrl(
      image.variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)[0]?.key ??
        image.keyBase,
    ),
    variants: image.variants.map((v) => ({
      width: v.width,
      format: v.format,
      url: storage.publicUrl(v.key),
    })),
  };
}
