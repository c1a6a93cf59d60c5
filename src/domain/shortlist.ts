/**
 * The shortlist and recently viewed lists: how long they may grow, and the lists of listing ids the API
 * accepts for them. The browser keeps the same bounds for visitors without an account.
 */
import { z } from 'zod';
import { regexes } from 'zod/v4/core';

export const SHORTLIST_LIMITS = {
  /** Listings one shortlist holds; adding one more is refused until another is removed. */
  maxShortlisted: 50,
  /** Listings kept as recently viewed; the oldest view falls off when a new one comes in. */
  maxRecentlyViewed: 20,
  /** Listing cards one request may ask for: enough for a whole shortlist at once. */
  maxCardsPerRequest: 50,
} as const;

export const SHORTLIST_MESSAGES = {
  full: `Your shortlist is full: it holds up to ${SHORTLIST_LIMITS.maxShortlisted} listings. Remove one to make room.`,
} as const;

// zod's own uuid pattern (the one z.uuid() checks) without building a schema at import: the browser's
// shortlist store runs on every first visit, and a schema here would pull all of zod into that visit.
const LISTING_ID_PATTERN = regexes.uuid();

/** Whether a value can be a listing's id: what the browser keeps is checked as the API will check it. */
export const isListingId = (value: unknown): value is string =>
  typeof value === 'string' && LISTING_ID_PATTERN.test(value);

const listingId = () => z.uuid({ error: 'Not a listing HouseHunt knows' });

/** A JSON array of listing ids (newest first for merges), each kept once, at most `max`. */
export const listingIdArray = (max: number) =>
  z
    .array(listingId(), { error: 'propertyIds must be a list of listing ids' })
    .max(max, { error: `At most ${max} listings at a time` })
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** "a,b,c" in a query string: the listing ids, trimmed and each kept once; at least one, at most `max`. */
export const listingIdQuery = (max: number) =>
  z
    .string({ error: 'ids: name the listings, separated by commas' })
    // A listing id with its comma is 37 characters; anything far longer is not a list we would answer.
    .max(max * 40, { error: `ids: at most ${max} listings at a time` })
    .transform((raw) => [
      ...new Set(
        raw
          .split(',')
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.uuid({ error: 'ids: each must be a listing id' }))
        .min(1, { error: 'ids: name at least one listing' })
        .max(max, { error: `ids: at most ${max} listings at a time` }),
    );
