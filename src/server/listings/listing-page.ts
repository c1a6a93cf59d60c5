/**
 * A listing as its public page answers at its address (decision 023): the API's GET /properties/:id and the
 * server-rendered <head> of /property/:id both read it here, so they answer the same status and the same text,
 * with phone numbers masked.
 */
import { maskPhoneNumbers, maskPhoneNumbersIn } from '#domain/contact-privacy';
import { indiaToday } from '#domain/india-calendar';
import type { ListingDeparture } from '#domain/listing-departure';
import { departureNote } from '#domain/listing-lifecycle';
import { listingPage, LISTING_PAGE_MESSAGES, type ListingPageLifecycle } from '#domain/listing-page';
import type { Database } from '#server/db/client';
import { AppError } from '#server/errors';
import { listingNotFound, readListing, type ImageRow, type ListingRow } from './listing-record.js';

/**
 * A listing sold or rented more than 90 days ago, archived, or once public and a draft again: 410, its message the
 * departure in English, its details the departure (listingGoneErrorSchema) for a page to say in its language.
 */
export class ListingGoneError extends AppError {
  override readonly details: { departure: ListingDeparture };

  constructor(
    readonly departure: ListingDeparture,
    now: Date,
  ) {
    super(410, LISTING_PAGE_MESSAGES.goneCode, departureNote(departure, indiaToday(now)));
    this.details = { departure };
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
  if (page.answer === 'gone') throw new ListingGoneError(page.departure, now);
  // A number typed into the text would walk around the logged, limited phone reveal (decision 027).
  const listing = {
    ...found.listing,
    title: maskPhoneNumbers(found.listing.title),
    description: maskPhoneNumbersIn(found.listing.description),
  };
  return { ...found, listing, lifecycle: page.lifecycle };
}
