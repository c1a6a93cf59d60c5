import { listingQuality } from '#domain/listing-quality';
import type { AdminListingRecord } from '#domain/listing-record';
import { ListingQualityPanel } from '#web/components/listing-quality/listing-quality-panel';

/**
 * The listing quality score with its hints, as the lister sees it, computed from the listing as loaded (the
 * stored score may lag a save until the scoring job runs): what the reviewer weighs, and can ask the lister to fix.
 */
export function ListingReviewQuality({ listing }: { listing: AdminListingRecord }) {
  const quality = listingQuality(
    {
      ...listing,
      lastConfirmedAt: listing.lastConfirmedAt ? new Date(listing.lastConfirmedAt) : null,
      photoCount: listing.images.length,
    },
    new Date(),
  );
  return <ListingQualityPanel quality={quality} />;
}
