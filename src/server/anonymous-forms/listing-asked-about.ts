import { eq } from 'drizzle-orm';
import { indiaToday } from '#domain/india-calendar';
import type { ListingDeparture } from '#domain/listing-departure';
import { departureNote, isPublicListingState, listingDeparture } from '#domain/listing-lifecycle';
import type { Database } from '#server/db/client';
import { properties } from '#server/db/schema';
import { AppError, NotFoundError } from '#server/errors';

const LISTING_GONE =
  'We could not find this property. It may have been sold, rented out or taken off HouseHunt.';

/**
 * A listing that is not live or under offer (sold, rented, archived, a draft again): no visits, no questions. The
 * message says it in English; the details carry the departure, for a form to say it in its page's language.
 */
export class ListingNotAvailableError extends AppError {
  override readonly details: { departure: ListingDeparture };

  constructor(departure: ListingDeparture | null, now: Date) {
    const message =
      departure && departure.kind !== 'unavailable'
        ? `${departureNote(departure, indiaToday(now))}: this home is no longer available on HouseHunt.`
        : 'This home is no longer available on HouseHunt.';
    super(409, 'LISTING_NOT_AVAILABLE', message);
    this.details = { departure: departure ?? { kind: 'unavailable', on: null } };
  }
}

/**
 * The listing a visitor books or asks about, with the title they saw (kept beside the request, so it stays
 * readable after the listing changes or goes). A listing that is gone, or a draft never published, is a 404 in
 * the visitor's words; one that left the public states (decision 023) is refused with what became of it.
 */
export async function findListingAskedAbout(
  db: Database,
  propertyId: string,
  now: Date = new Date(),
): Promise<{ id: string; title: string }> {
  const [listing] = await db
    .select({
      id: properties.id,
      title: properties.title,
      state: properties.listingState,
      listedAt: properties.listedAt,
      leftPublicAt: properties.leftPublicAt,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!listing || listing.listedAt === null) throw new NotFoundError(LISTING_GONE);
  if (!isPublicListingState(listing.state)) {
    throw new ListingNotAvailableError(listingDeparture(listing), now);
  }
  return { id: listing.id, title: listing.title };
}
