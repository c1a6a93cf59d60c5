/**
 * What the property page is told of the listing's place in its life (decision 023), beside the listing itself:
 * how the page answers (listed, unconfirmed out of search, or departed with its banner), whether search engines
 * may index it, what became of it once it left (its departure), and how many days ago availability was
 * confirmed. Its answer's schema is in listing-record.ts, so the property page reads these rules without zod.
 */
import {
  daysSinceConfirmed,
  listingDeparture,
  LISTING_PAGE_ANSWERS,
  listingPageAnswer,
  type ListingLifecycle,
  type ListingPageAnswer,
} from './listing-lifecycle.js';
import type { ListingDeparture } from './listing-departure.js';
import type { ListingPageLifecycle } from './listing-record.js';

export type { ListingPageLifecycle };

/** The answers a page opens with (200); `gone` is a 410 and `not-found` a 404, never a page body. */
export const OPEN_LISTING_PAGE_ANSWERS = ['listed', 'unconfirmed', 'departed'] as const;
export type OpenListingPageAnswer = (typeof OPEN_LISTING_PAGE_ANSWERS)[number];

export const LISTING_PAGE_MESSAGES = {
  /**
   * The code of a 410 answer; its message is the departure in English ("Sold on 3 Dec", "No longer available"),
   * its details the departure itself (listingGoneErrorSchema).
   */
  goneCode: 'LISTING_GONE',
} as const;

/** How the page answers a listing, for the API and the server-rendered head alike. */
export type ListingPage =
  | { answer: 'gone'; httpStatus: 410; departure: ListingDeparture }
  | { answer: 'not-found'; httpStatus: 404 }
  | { answer: OpenListingPageAnswer; httpStatus: 200; lifecycle: ListingPageLifecycle };

export function listingPage(listing: ListingLifecycle, now: Date): ListingPage {
  const answer: ListingPageAnswer = listingPageAnswer(listing, now);
  const departure = listingDeparture(listing);
  if (answer === 'gone') {
    // A gone listing is never public, so it always has a departure; the fallback only satisfies the type.
    return { answer, httpStatus: 410, departure: departure ?? { kind: 'unavailable', on: null } };
  }
  if (answer === 'not-found') return { answer, httpStatus: 404 };
  return {
    answer,
    httpStatus: 200,
    lifecycle: {
      answer,
      indexable: LISTING_PAGE_ANSWERS[answer].indexable,
      departure,
      daysSinceConfirmed: listing.lastConfirmedAt ? daysSinceConfirmed(listing.lastConfirmedAt, now) : null,
    },
  };
}
