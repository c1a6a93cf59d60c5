/**
 * What the property page is told of the listing's place in its life (decision 023), beside the listing itself:
 * how the page answers (listed, unconfirmed out of search, or departed with its banner), whether search engines
 * may index it, what the departure note says, and how many days ago availability was confirmed. Its answer's
 * schema is in listing-record.ts, so the property page reads these rules without zod.
 */
import {
  daysSinceConfirmed,
  departedListingNote,
  LISTING_PAGE_ANSWERS,
  listingPageAnswer,
  type ListingLifecycle,
  type ListingPageAnswer,
} from './listing-lifecycle.js';
import type { ListingPageLifecycle } from './listing-record.js';

export type { ListingPageLifecycle };

/** The answers a page opens with (200); `gone` is a 410 and `not-found` a 404, never a page body. */
export const OPEN_LISTING_PAGE_ANSWERS = ['listed', 'unconfirmed', 'departed'] as const;
export type OpenListingPageAnswer = (typeof OPEN_LISTING_PAGE_ANSWERS)[number];

export const LISTING_PAGE_MESSAGES = {
  /** The code of a 410 answer; its message is the departure note ("Sold on 3 Dec", "No longer available"). */
  goneCode: 'LISTING_GONE',
  /** The line under a departed listing's banner, and on the page of one that is gone. */
  departedLead: 'This home is no longer available.',
  /** Said after it only when there are similar homes to show. */
  similarBelow: 'Similar homes are below.',
} as const;

/** How the page answers a listing, for the API and the server-rendered head alike. */
export type ListingPage =
  | { answer: 'gone'; httpStatus: 410; departedNote: string | null }
  | { answer: 'not-found'; httpStatus: 404 }
  | { answer: OpenListingPageAnswer; httpStatus: 200; lifecycle: ListingPageLifecycle };

export function listingPage(listing: ListingLifecycle, now: Date): ListingPage {
  const answer: ListingPageAnswer = listingPageAnswer(listing, now);
  const departedNote = departedListingNote(listing, now);
  if (answer === 'gone') return { answer, httpStatus: 410, departedNote };
  if (answer === 'not-found') return { answer, httpStatus: 404 };
  return {
    answer,
    httpStatus: 200,
    lifecycle: {
      answer,
      indexable: LISTING_PAGE_ANSWERS[answer].indexable,
      departedNote,
      daysSinceConfirmed: listing.lastConfirmedAt ? daysSinceConfirmed(listing.lastConfirmedAt, now) : null,
    },
  };
}
