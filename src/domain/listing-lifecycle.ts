/**
 * A listing's life on the site (decision 023): the states it moves through, separate from whether it is for
 * sale or rent (`propertyStatus`); which moves the team may make; which states the public sees; and the dates
 * that follow: when availability must be confirmed again, how long a sold or rented page stays at its address,
 * and whether a listing published again counts as new. Every rule is a pure function of the listing and the
 * clock, so the server, the web and the tests judge alike.
 */
import { addDays, daysBetween, formatShortDate, indiaDayStart, indiaToday } from './india-calendar.js';
import type { ListingDeparture } from './listing-departure.js';
import type { PropertyStatus } from './taxonomy.js';

export const LISTING_STATES = [
  'draft',
  'pending-review',
  'live',
  'under-offer',
  'sold',
  'rented',
  'archived',
] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export const LISTING_STATE_LABELS: Record<ListingState, string> = {
  draft: 'Draft',
  'pending-review': 'Pending review',
  live: 'Live',
  'under-offer': 'Under offer',
  sold: 'Sold',
  rented: 'Rented',
  archived: 'Archived',
};

export const LISTING_LIFECYCLE_MESSAGES = {
  stateInvalid: `Please choose a listing state: ${LISTING_STATES.join(', ')}.`,
  /** What a shortlist shows for a listing the public can no longer see, when there is no sale or let to date. */
  noLongerAvailable: 'No longer available',
} as const;

/** The closing state of the other kind: a sale listing is never rented, a rent listing never sold. */
const FOREIGN_STATE: Record<PropertyStatus, ListingState> = { sale: 'rented', rent: 'sold' };

export function isListingStateFor(state: ListingState, propertyStatus: PropertyStatus): boolean {
  return state !== FOREIGN_STATE[propertyStatus];
}

/** The states a sale or a rent listing can be in, in the order the admin filter lists them. */
export function listingStatesFor(propertyStatus: PropertyStatus): readonly ListingState[] {
  return LISTING_STATES.filter((state) => isListingStateFor(state, propertyStatus));
}

/**
 * Where a listing can go from each state, for both kinds; `sold` applies only to sale listings and `rented` only
 * to rent listings (`nextListingStates` drops the other).
 * - A draft is published (`live`), sent for review (`pending-review`: a listing posted by an owner or agent, whom
 *   the team reviews before the public sees it, decision 027), or archived when it is not wanted but its history
 *   is (a listing that was once public and went back to draft must be able to leave again without being
 *   published first).
 * - A listing pending review is approved (`live`), rejected back to `draft` with a reason the lister reads and
 *   can fix, or archived.
 * - A live listing can go under offer, close (sold or rented: not every deal is announced as an offer first),
 *   or be archived. It never goes back to draft: a live listing is edited where it is, and taking it down goes
 *   through archive so the departure is dated for the relist rule and for shortlists.
 * - Under offer goes back to live when the offer falls through, closes, or is archived.
 * - A sold or rented listing can be put back live (the deal fell through, or the tenancy ended and the same
 *   home is let again; the relist rule decides whether it counts as new) or archived. It never goes under
 *   offer straight away: it is live first, so the page says it is available before it says an offer is in.
 * - An archived listing is published again, or made a draft to be reworked first. It cannot be marked sold or
 *   rented: a home taken off HouseHunt that sells elsewhere is not a sale the site can vouch for.
 */
export const LISTING_MOVES: Record<ListingState, readonly ListingState[]> = {
  draft: ['live', 'pending-review', 'archived'],
  'pending-review': ['live', 'draft', 'archived'],
  live: ['under-offer', 'sold', 'rented', 'archived'],
  'under-offer': ['live', 'sold', 'rented', 'archived'],
  sold: ['live', 'archived'],
  rented: ['live', 'archived'],
  archived: ['draft', 'live'],
};

export function nextListingStates(
  from: ListingState,
  propertyStatus: PropertyStatus,
): readonly ListingState[] {
  if (!isListingStateFor(from, propertyStatus)) return [];
  return LISTING_MOVES[from].filter((to) => isListingStateFor(to, propertyStatus));
}

export function canMoveListing(
  from: ListingState,
  to: ListingState,
  propertyStatus: PropertyStatus,
): boolean {
  return nextListingStates(from, propertyStatus).includes(to);
}

/** How each state reads in a sentence: "A draft", "is already a draft", "cannot be made a draft". */
const STATE_WORDS: Record<ListingState, { subject: string; already: string; move: string }> = {
  draft: { subject: 'A draft', already: 'a draft', move: 'made a draft' },
  'pending-review': {
    subject: 'A listing pending review',
    already: 'pending review',
    move: 'sent for review',
  },
  live: { subject: 'A live listing', already: 'live', move: 'marked live' },
  'under-offer': { subject: 'A listing under offer', already: 'under offer', move: 'marked under offer' },
  sold: { subject: 'A sold listing', already: 'sold', move: 'marked sold' },
  rented: { subject: 'A rented listing', already: 'rented', move: 'marked rented' },
  archived: { subject: 'An archived listing', already: 'archived', move: 'archived' },
};

const KIND_REFUSALS: Record<PropertyStatus, string> = {
  sale: 'A listing for sale cannot be marked rented: mark it sold when a buyer takes it.',
  rent: 'A listing for rent cannot be marked sold: mark it rented when a tenant takes it.',
};

/** "a", "a or b", "a, b or c" */
const eitherOf = (words: readonly string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

/**
 * Why a move is refused, in the words the team uses: "A draft cannot be marked sold. It can be marked live or
 * archived."
 */
export function listingMoveRefusal(
  from: ListingState,
  to: ListingState,
  propertyStatus: PropertyStatus,
): string {
  if (!isListingStateFor(from, propertyStatus) || !isListingStateFor(to, propertyStatus)) {
    return KIND_REFUSALS[propertyStatus];
  }
  if (from === to) return `This listing is already ${STATE_WORDS[from].already}.`;
  const allowed = nextListingStates(from, propertyStatus).map((state) => STATE_WORDS[state].move);
  return `${STATE_WORDS[from].subject} cannot be ${STATE_WORDS[to].move}. It can be ${eitherOf(allowed)}.`;
}

/**
 * The states the public sees: search, home, counts, sitemap, similar listings and saved-search alerts. A listing
 * under offer stays visible (with its badge) because the offer may fall through and buyers want to know.
 */
export const PUBLIC_LISTING_STATES = ['live', 'under-offer'] as const satisfies readonly ListingState[];
export type PublicListingState = (typeof PUBLIC_LISTING_STATES)[number];

export function isPublicListingState(state: ListingState): state is PublicListingState {
  return (PUBLIC_LISTING_STATES as readonly ListingState[]).includes(state);
}

/** Days without a confirmation after which the admin flags the listing ("Still available") and mails the team. */
export const CONFIRMATION_DUE_DAYS = 45;
/** Days without a confirmation after which the listing leaves the public search until someone confirms it. */
export const UNCONFIRMED_OUT_OF_SEARCH_DAYS = 60;
/** Days a sold or rented page answers at its address (200, noindex, with a banner) before it answers 410. */
export const DEPARTED_PAGE_DAYS = 90;
/** Days (14 weeks, as Rightmove counts) within which a listing published again keeps its first listed date. */
export const RELIST_KEEPS_LISTED_AT_DAYS = 14 * 7;

/**
 * The instant before which a moment is `days` India calendar days ago or more: a listing confirmed on 1 March
 * is 45 days unconfirmed from midnight in India starting 15 April, whatever the hour of either. The server's
 * queries compare a column with this instant; `hasBeenDays` is the same rule for one listing in hand.
 */
export function daysAgoCutoff(days: number, now: Date): Date {
  return indiaDayStart(addDays(indiaToday(now), 1 - days));
}

/** Whether `days` India calendar days have passed since a moment: on the day it happened, none have. */
export function hasBeenDays(since: Date, days: number, now: Date): boolean {
  return since.getTime() < daysAgoCutoff(days, now).getTime();
}

/** What the lifecycle rules read of a listing. */
export interface ListingLifecycle {
  state: ListingState;
  /** When it was first published; null until then. A relist within 14 weeks keeps it. */
  listedAt: Date | null;
  /** When the team last said it is available: by "Still available", or by any move into a public state. */
  lastConfirmedAt: Date | null;
  /** When it last left the public states (sold, rented, archived); null while public or never published. */
  leftPublicAt: Date | null;
}

export const LISTING_FRESHNESS = ['confirmed', 'confirmation-due', 'unconfirmed'] as const;
export type ListingFreshness = (typeof LISTING_FRESHNESS)[number];

/**
 * How recently availability was confirmed: due for a confirmation at 45 days, out of the public search at 60.
 * A listing never confirmed is unconfirmed: the site never claims more than the record shows.
 */
export function listingFreshness(lastConfirmedAt: Date | null, now: Date): ListingFreshness {
  if (!lastConfirmedAt || hasBeenDays(lastConfirmedAt, UNCONFIRMED_OUT_OF_SEARCH_DAYS, now))
    return 'unconfirmed';
  return hasBeenDays(lastConfirmedAt, CONFIRMATION_DUE_DAYS, now) ? 'confirmation-due' : 'confirmed';
}

/** "Availability confirmed N days ago": 0 on the day itself, in India's calendar. */
export function daysSinceConfirmed(lastConfirmedAt: Date, now: Date): number {
  return daysBetween(indiaToday(lastConfirmedAt), indiaToday(now));
}

/** Whether the listing is in the public search, home, counts, sitemap, similar listings and alerts. */
export function isInPublicSearch(
  listing: Pick<ListingLifecycle, 'state' | 'lastConfirmedAt'>,
  now: Date,
): boolean {
  return (
    isPublicListingState(listing.state) && listingFreshness(listing.lastConfirmedAt, now) !== 'unconfirmed'
  );
}

/**
 * How the property page answers at the listing's address:
 * - `listed`: public and confirmed recently enough to be in search.
 * - `unconfirmed`: public but out of search for want of a confirmation; a link still opens it, but search
 *   engines are not told to list what our own search does not.
 * - `departed`: sold or rented within 90 days: the page with a banner saying so and similar listings.
 * - `gone`: sold or rented longer ago, archived, or a once-public draft: 410 with similar listings.
 * - `not-found`: a draft never published; the public does not learn that it exists.
 */
export const LISTING_PAGE_ANSWERS = {
  listed: { httpStatus: 200, indexable: true },
  unconfirmed: { httpStatus: 200, indexable: false },
  departed: { httpStatus: 200, indexable: false },
  gone: { httpStatus: 410, indexable: false },
  'not-found': { httpStatus: 404, indexable: false },
} as const satisfies Record<string, { httpStatus: number; indexable: boolean }>;
export type ListingPageAnswer = keyof typeof LISTING_PAGE_ANSWERS;

export function listingPageAnswer(listing: ListingLifecycle, now: Date): ListingPageAnswer {
  if (isPublicListingState(listing.state)) return isInPublicSearch(listing, now) ? 'listed' : 'unconfirmed';
  if (listing.state === 'sold' || listing.state === 'rented') {
    // Every move into sold or rented dates the departure (datesAfterMove); without a date, the page stays.
    const { leftPublicAt } = listing;
    return leftPublicAt && hasBeenDays(leftPublicAt, DEPARTED_PAGE_DAYS, now) ? 'gone' : 'departed';
  }
  return listing.listedAt ? 'gone' : 'not-found';
}

/** Whether the listing's page opens for the public (200): what its price history and RERA code may be read for. */
export function isListingPageOpen(listing: ListingLifecycle, now: Date): boolean {
  return LISTING_PAGE_ANSWERS[listingPageAnswer(listing, now)].httpStatus === 200;
}

/**
 * What became of a listing the public can no longer see, instead of "not found": sold or rented out on the India
 * calendar day it left, else no longer available (archived, a draft again, or closed on no recorded day); null
 * while the listing is public. The API answers it as data and each page says it in its language.
 */
export function listingDeparture(
  listing: Pick<ListingLifecycle, 'state' | 'leftPublicAt'>,
): ListingDeparture | null {
  if (isPublicListingState(listing.state)) return null;
  const { state, leftPublicAt } = listing;
  if ((state === 'sold' || state === 'rented') && leftPublicAt) {
    return { kind: state, on: indiaToday(leftPublicAt) };
  }
  return { kind: 'unavailable', on: null };
}

/**
 * A departure in English, for the API's messages (the 410 of a gone page, a refused booking): "Sold on 3 Dec",
 * "Rented out on 3 Dec" (the year added when it is not this year's), "No longer available".
 */
export function departureNote(departure: ListingDeparture, today: string): string {
  if (departure.kind === 'unavailable' || departure.on === null) {
    return LISTING_LIFECYCLE_MESSAGES.noLongerAvailable;
  }
  const day = formatShortDate(departure.on, today);
  return departure.kind === 'sold' ? `Sold on ${day}` : `Rented out on ${day}`;
}

/**
 * Publishing a listing that is not public (a draft, archived, sold or rented): a listing that left the public
 * states less than 14 weeks ago keeps its first `listedAt` and sends no new-listing alerts, so taking a home down
 * and putting it back never makes it look new; otherwise it is listed afresh and the alerts fire.
 */
export function listingPublication(
  listing: Pick<ListingLifecycle, 'listedAt' | 'leftPublicAt'>,
  now: Date,
): { listedAt: Date; sendsNewListingAlerts: boolean } {
  const { listedAt, leftPublicAt } = listing;
  const keepsDate =
    listedAt !== null &&
    leftPublicAt !== null &&
    !hasBeenDays(leftPublicAt, RELIST_KEEPS_LISTED_AT_DAYS, now);
  return keepsDate
    ? { listedAt, sendsNewListingAlerts: false }
    : { listedAt: now, sendsNewListingAlerts: true };
}

/**
 * The listing's dates after an allowed move, and whether new-listing alerts fire. A move into a public state is
 * the team saying the home is available, so it confirms availability; a move out of them dates the departure.
 */
export function datesAfterMove(
  listing: ListingLifecycle,
  to: ListingState,
  now: Date,
): Omit<ListingLifecycle, 'state'> & { sendsNewListingAlerts: boolean } {
  const { listedAt, lastConfirmedAt, leftPublicAt } = listing;
  const wasPublic = isPublicListingState(listing.state);
  if (!isPublicListingState(to)) {
    return {
      listedAt,
      lastConfirmedAt,
      leftPublicAt: wasPublic ? now : leftPublicAt,
      sendsNewListingAlerts: false,
    };
  }
  if (wasPublic) {
    return { listedAt, lastConfirmedAt: now, leftPublicAt: null, sendsNewListingAlerts: false };
  }
  return { ...listingPublication(listing, now), lastConfirmedAt: now, leftPublicAt: null };
}
