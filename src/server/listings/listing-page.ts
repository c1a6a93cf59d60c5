/**
 * A listing as its public page answers at its address (decision 023): the API's GET /properties/:id and the
 * server-rendered <head> of /property/:id both read it here, so they answer the same status and the same text,
 * with phone numbers masked.
 */
import { maskPhoneNumbers, maskPhoneNumbersIn } from '#domain/contact-privacy';
import { listingPage, LISTING_PAGE_MESSAGES, type ListingPageLifecycle } from '#domain/listing-page';
import type { Database } from '#server/db/client';
import { AppError } from '#server/errors';
import { listingNotFound, readListing, type ImageRow, type ListingRow } from './listing-record.js';

/** A listing sold or rented more than 90 days ago, archived, or once public and a draft again: 410. */
export class ListingGoneError extends AppError {
  constructor(departedNote: string | null) {
    super(410, LISTING_PAGE_MESSAGES.goneCode, departedNote ?? 'No longer available');
  }
}

/**
 * The listing with its photos and what its page is told of its lifecycle; a listing that is gone is a
 * ListingGoneError (410), a draft never published is the same NotFoundError as an id nobody knows.
 */
export async function findPublicListingPage(
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<{ listing: ListingRow; images: ImageRow[]; lifecycle: ListingPageLifecycle }> {
  const found = await readListing(db, id);
  if (!found) throw listingNotFound();
  const page = listingPage(
    {
      state: found.listing.listingState,
      listedAt: found.listing.listedAt,
      lastConfirmedAt: found.listing.lastConfirmedAt,
      leftPublicAt: found.listing.leftPublicAt,
    },
    now,
  );
  if (page.answer === 'not-found') throw listingNotFound();
  if (page.answer === 'gone') throw new ListingGoneError(page.departedNote);
  // A number typed into the text would walk around the logged, limited phone reveal (decision 027).
  const listing = {
    ...found.listing,
    title: maskPhoneNumbers(found.listing.title),
    description: maskPhoneNumbersIn(found.listing.description),
  };
  return { ...found, listing, lifecycle: page.lifecycle };
}
