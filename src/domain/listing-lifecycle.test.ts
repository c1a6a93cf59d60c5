import { describe, expect, it } from 'vitest';
import { indiaToday } from './india-calendar.js';
import { listingDepartureSchema } from './listing-departure.js';
import {
  CONFIRMATION_DUE_DAYS,
  DEPARTED_PAGE_DAYS,
  LISTING_LIFECYCLE_MESSAGES,
  LISTING_MOVES,
  LISTING_PAGE_ANSWERS,
  LISTING_STATES,
  LISTING_STATE_LABELS,
  PUBLIC_LISTING_STATES,
  RELIST_KEEPS_LISTED_AT_DAYS,
  UNCONFIRMED_OUT_OF_SEARCH_DAYS,
  canMoveListing,
  datesAfterMove,
  daysAgoCutoff,
  daysSinceConfirmed,
  departureNote,
  listingDeparture,
  isInPublicSearch,
  isListingStateFor,
  isPublicListingState,
  listingFreshness,
  listingMoveRefusal,
  listingPageAnswer,
  listingPublication,
  listingStatesFor,
  nextListingStates,
  type ListingLifecycle,
  type ListingState,
} from './listing-lifecycle.js';
import { listingStateSchema } from './listing-state-change.js';
import type { PropertyStatus } from './taxonomy.js';

/** Noon in India on a day: far from midnight, so only the day counts. */
const noonInIndia = (day: string) => new Date(`${day}T12:00:00+05:30`);

const listing = (overrides: Partial<ListingLifecycle> = {}): ListingLifecycle => ({
  state: 'live',
  listedAt: noonInIndia('2026-01-10'),
  lastConfirmedAt: noonInIndia('2026-03-01'),
  leftPublicAt: null,
  ...overrides,
});

const ALLOWED: Record<PropertyStatus, Array<[ListingState, ListingState]>> = {
  sale: [
    ['draft', 'live'],
    ['draft', 'pending-review'],
    ['draft', 'archived'],
    ['pending-review', 'live'],
    ['pending-review', 'draft'],
    ['pending-review', 'archived'],
    ['live', 'under-offer'],
    ['live', 'sold'],
    ['live', 'archived'],
    ['under-offer', 'live'],
    ['under-offer', 'sold'],
    ['under-offer', 'archived'],
    ['sold', 'live'],
    ['sold', 'archived'],
    ['archived', 'draft'],
    ['archived', 'live'],
  ],
  rent: [
    ['draft', 'live'],
    ['draft', 'pending-review'],
    ['draft', 'archived'],
    ['pending-review', 'live'],
    ['pending-review', 'draft'],
    ['pending-review', 'archived'],
    ['live', 'under-offer'],
    ['live', 'rented'],
    ['live', 'archived'],
    ['under-offer', 'live'],
    ['under-offer', 'rented'],
    ['under-offer', 'archived'],
    ['rented', 'live'],
    ['rented', 'archived'],
    ['archived', 'draft'],
    ['archived', 'live'],
  ],
};

describe('listing states', () => {
  it('reads a state and refuses one that does not exist', () => {
    expect(listingStateSchema.parse('under-offer')).toBe('under-offer');
    expect(listingStateSchema.safeParse('let-agreed').error?.issues[0]?.message).toBe(
      LISTING_LIFECYCLE_MESSAGES.stateInvalid,
    );
  });

  it('labels every state as the site shows it', () => {
    expect(LISTING_STATES.map((state) => LISTING_STATE_LABELS[state])).toEqual([
      'Draft',
      'Pending review',
      'Live',
      'Under offer',
      'Sold',
      'Rented',
      'Archived',
    ]);
  });

  it('lets a sale listing be sold and a rent listing rented, never the other', () => {
    expect(listingStatesFor('sale')).toEqual([
      'draft',
      'pending-review',
      'live',
      'under-offer',
      'sold',
      'archived',
    ]);
    expect(listingStatesFor('rent')).toEqual([
      'draft',
      'pending-review',
      'live',
      'under-offer',
      'rented',
      'archived',
    ]);
    expect(isListingStateFor('rented', 'sale')).toBe(false);
    expect(isListingStateFor('sold', 'rent')).toBe(false);
  });

  it('shows only live listings and listings under offer to the public', () => {
    expect(PUBLIC_LISTING_STATES).toEqual(['live', 'under-offer']);
    expect(LISTING_STATES.filter(isPublicListingState)).toEqual(['live', 'under-offer']);
  });
});

describe('listing moves', () => {
  for (const propertyStatus of ['sale', 'rent'] as const) {
    it(`allows exactly the moves of the ${propertyStatus} listing life cycle`, () => {
      for (const from of LISTING_STATES) {
        for (const to of LISTING_STATES) {
          const expected = ALLOWED[propertyStatus].some(([a, b]) => a === from && b === to);
          expect(canMoveListing(from, to, propertyStatus), `${propertyStatus}: ${from} → ${to}`).toBe(
            expected,
          );
        }
      }
    });

    it(`gives a reason for every refused move of a ${propertyStatus} listing`, () => {
      for (const from of LISTING_STATES) {
        for (const to of LISTING_STATES) {
          if (canMoveListing(from, to, propertyStatus)) continue;
          expect(listingMoveRefusal(from, to, propertyStatus), `${propertyStatus}: ${from} → ${to}`).toMatch(
            /^(A |An |This listing is already )[^.]+\.( It can be [^.]+\.)?$|: mark it (sold|rented) when/,
          );
        }
      }
    });
  }

  it('keeps one table for both kinds, in the order of the states', () => {
    expect(Object.keys(LISTING_MOVES)).toEqual([...LISTING_STATES]);
    expect(nextListingStates('live', 'sale')).toEqual(['under-offer', 'sold', 'archived']);
    expect(nextListingStates('under-offer', 'rent')).toEqual(['live', 'rented', 'archived']);
    expect(nextListingStates('sold', 'rent')).toEqual([]);
  });

  it('says why a move is refused in the team’s words', () => {
    expect(listingMoveRefusal('draft', 'sold', 'sale')).toBe(
      'A draft cannot be marked sold. It can be marked live, sent for review or archived.',
    );
    expect(listingMoveRefusal('pending-review', 'under-offer', 'sale')).toBe(
      'A listing pending review cannot be marked under offer. It can be marked live, made a draft or archived.',
    );
    expect(listingMoveRefusal('live', 'draft', 'rent')).toBe(
      'A live listing cannot be made a draft. It can be marked under offer, marked rented or archived.',
    );
    expect(listingMoveRefusal('sold', 'under-offer', 'sale')).toBe(
      'A sold listing cannot be marked under offer. It can be marked live or archived.',
    );
    expect(listingMoveRefusal('archived', 'rented', 'rent')).toBe(
      'An archived listing cannot be marked rented. It can be made a draft or marked live.',
    );
    expect(listingMoveRefusal('under-offer', 'under-offer', 'sale')).toBe(
      'This listing is already under offer.',
    );
    expect(listingMoveRefusal('draft', 'draft', 'rent')).toBe('This listing is already a draft.');
  });

  it('tells a sale from a let when the wrong closing state is asked for', () => {
    expect(listingMoveRefusal('live', 'rented', 'sale')).toBe(
      'A listing for sale cannot be marked rented: mark it sold when a buyer takes it.',
    );
    expect(listingMoveRefusal('under-offer', 'sold', 'rent')).toBe(
      'A listing for rent cannot be marked sold: mark it rented when a tenant takes it.',
    );
    expect(listingMoveRefusal('sold', 'live', 'rent')).toBe(
      'A listing for rent cannot be marked sold: mark it rented when a tenant takes it.',
    );
  });
});

describe('freshness', () => {
  const confirmed = noonInIndia('2026-03-01');

  it('counts the days in India’s calendar', () => {
    expect([CONFIRMATION_DUE_DAYS, UNCONFIRMED_OUT_OF_SEARCH_DAYS, DEPARTED_PAGE_DAYS]).toEqual([45, 60, 90]);
    expect(daysSinceConfirmed(confirmed, noonInIndia('2026-03-01'))).toBe(0);
    expect(daysSinceConfirmed(confirmed, noonInIndia('2026-04-15'))).toBe(45);
  });

  it('asks for a confirmation from the 45th day, not the day before', () => {
    expect(listingFreshness(confirmed, noonInIndia('2026-04-14'))).toBe('confirmed');
    expect(listingFreshness(confirmed, noonInIndia('2026-04-15'))).toBe('confirmation-due');
    expect(listingFreshness(confirmed, noonInIndia('2026-04-16'))).toBe('confirmation-due');
  });

  it('takes the listing out of search from the 60th day, not the day before', () => {
    const unconfirmedSince = listing({ lastConfirmedAt: confirmed });
    expect(listingFreshness(confirmed, noonInIndia('2026-04-29'))).toBe('confirmation-due');
    expect(isInPublicSearch(unconfirmedSince, noonInIndia('2026-04-29'))).toBe(true);
    expect(listingFreshness(confirmed, noonInIndia('2026-04-30'))).toBe('unconfirmed');
    expect(isInPublicSearch(unconfirmedSince, noonInIndia('2026-04-30'))).toBe(false);
    expect(isInPublicSearch(unconfirmedSince, noonInIndia('2026-05-01'))).toBe(false);
  });

  it('turns the day at midnight in India, whatever the hour of the confirmation', () => {
    const lateOnTheFirst = new Date('2026-03-01T18:29:00Z'); // 23:59 in India
    expect(listingFreshness(lateOnTheFirst, new Date('2026-04-14T18:29:59Z'))).toBe('confirmed');
    expect(listingFreshness(lateOnTheFirst, new Date('2026-04-14T18:30:00Z'))).toBe('confirmation-due');
    const earlyOnTheSecond = new Date('2026-03-01T18:31:00Z'); // 00:01 on 2 March in India
    expect(listingFreshness(earlyOnTheSecond, new Date('2026-04-14T18:30:00Z'))).toBe('confirmed');
  });

  it('gives the server the instant its query compares with', () => {
    const now = noonInIndia('2026-04-30');
    expect(daysAgoCutoff(UNCONFIRMED_OUT_OF_SEARCH_DAYS, now).toISOString()).toBe('2026-03-01T18:30:00.000Z');
    expect(daysAgoCutoff(CONFIRMATION_DUE_DAYS, now).toISOString()).toBe('2026-03-16T18:30:00.000Z');
  });

  it('keeps a listing never confirmed, and every listing not public, out of search', () => {
    expect(listingFreshness(null, noonInIndia('2026-03-01'))).toBe('unconfirmed');
    const today = noonInIndia('2026-03-02');
    for (const state of LISTING_STATES) {
      expect(isInPublicSearch(listing({ state }), today), state).toBe(isPublicListingState(state));
    }
  });
});

describe('the property page of a listing', () => {
  const soldOn = noonInIndia('2026-03-01');
  const sold = listing({ state: 'sold', leftPublicAt: soldOn });
  const answer = (record: ListingLifecycle, day: string) => listingPageAnswer(record, noonInIndia(day));

  it('stays at its address for 90 days after the sale, then is gone', () => {
    expect(answer(sold, '2026-05-29')).toBe('departed');
    expect(answer(sold, '2026-05-30')).toBe('gone');
    expect(answer(sold, '2026-05-31')).toBe('gone');
    expect(answer({ ...sold, state: 'rented' }, '2026-05-29')).toBe('departed');
    expect(answer({ ...sold, state: 'rented' }, '2026-05-30')).toBe('gone');
  });

  it('answers 200 without indexing while departed, 410 once gone', () => {
    expect(LISTING_PAGE_ANSWERS.listed).toEqual({ httpStatus: 200, indexable: true });
    expect(LISTING_PAGE_ANSWERS.departed).toEqual({ httpStatus: 200, indexable: false });
    expect(LISTING_PAGE_ANSWERS.gone).toEqual({ httpStatus: 410, indexable: false });
  });

  it('answers for public, stale, archived and draft listings', () => {
    expect(answer(listing(), '2026-03-02')).toBe('listed');
    expect(answer(listing({ state: 'under-offer' }), '2026-03-02')).toBe('listed');
    expect(answer(listing(), '2026-04-30')).toBe('unconfirmed');
    expect(LISTING_PAGE_ANSWERS.unconfirmed).toEqual({ httpStatus: 200, indexable: false });
    expect(answer(listing({ state: 'archived', leftPublicAt: soldOn }), '2026-03-02')).toBe('gone');
    expect(answer(listing({ state: 'draft', leftPublicAt: soldOn }), '2026-03-02')).toBe('gone');
    expect(answer(listing({ state: 'draft', listedAt: null, lastConfirmedAt: null }), '2026-03-02')).toBe(
      'not-found',
    );
    expect(LISTING_PAGE_ANSWERS['not-found'].httpStatus).toBe(404);
  });
});

describe('a shortlisted listing that left', () => {
  const now = noonInIndia('2026-12-20');
  /** What a page in English says of it. */
  const departedListingNote = (listing: Parameters<typeof listingDeparture>[0], at: Date) => {
    const departure = listingDeparture(listing);
    return departure && departureNote(departure, indiaToday(at));
  };

  it('tells what became of it as data: sold or rented out on its day in India, else no longer available', () => {
    expect(listingDeparture({ state: 'sold', leftPublicAt: noonInIndia('2026-12-03') })).toEqual({
      kind: 'sold',
      on: '2026-12-03',
    });
    expect(listingDeparture({ state: 'rented', leftPublicAt: new Date('2026-12-02T19:00:00Z') })).toEqual({
      kind: 'rented',
      on: '2026-12-03',
    });
    expect(listingDeparture({ state: 'archived', leftPublicAt: noonInIndia('2026-12-03') })).toEqual({
      kind: 'unavailable',
      on: null,
    });
    expect(listingDeparture({ state: 'draft', leftPublicAt: noonInIndia('2026-12-03') })).toEqual({
      kind: 'unavailable',
      on: null,
    });
    // Every move into sold dates it; a sale on no recorded day is not given a day.
    expect(listingDeparture({ state: 'sold', leftPublicAt: null })).toEqual({
      kind: 'unavailable',
      on: null,
    });
    expect(listingDeparture({ state: 'live', leftPublicAt: null })).toBeNull();
    expect(listingDeparture({ state: 'under-offer', leftPublicAt: null })).toBeNull();
  });

  it('answers the departure in the shape the API declares, and no sale without its day', () => {
    for (const state of LISTING_STATES) {
      const departure = listingDeparture({ state, leftPublicAt: noonInIndia('2026-12-03') });
      if (departure) expect(listingDepartureSchema.parse(departure), state).toEqual(departure);
    }
    expect(listingDepartureSchema.safeParse({ kind: 'sold', on: null }).success).toBe(false);
    expect(listingDepartureSchema.safeParse({ kind: 'rented', on: '3 Dec' }).success).toBe(false);
    expect(listingDepartureSchema.safeParse({ kind: 'unavailable', on: '2026-12-03' }).success).toBe(false);
  });

  it('says the departure in English for the API’s messages', () => {
    expect(departureNote({ kind: 'sold', on: '2026-12-03' }, '2026-12-20')).toBe('Sold on 3 Dec');
    expect(departureNote({ kind: 'rented', on: '2025-12-03' }, '2026-12-20')).toBe(
      'Rented out on 3 Dec 2025',
    );
    expect(departureNote({ kind: 'unavailable', on: null }, '2026-12-20')).toBe('No longer available');
  });

  it('says when it was sold or rented out', () => {
    expect(departedListingNote({ state: 'sold', leftPublicAt: noonInIndia('2026-12-03') }, now)).toBe(
      'Sold on 3 Dec',
    );
    expect(departedListingNote({ state: 'rented', leftPublicAt: noonInIndia('2026-12-03') }, now)).toBe(
      'Rented out on 3 Dec',
    );
    expect(departedListingNote({ state: 'sold', leftPublicAt: noonInIndia('2025-12-03') }, now)).toBe(
      'Sold on 3 Dec 2025',
    );
  });

  it('dates the sale by the day in India', () => {
    const lateEveningInIndia = new Date('2026-12-02T19:00:00Z'); // 00:30 on 3 December in India
    expect(departedListingNote({ state: 'sold', leftPublicAt: lateEveningInIndia }, now)).toBe(
      'Sold on 3 Dec',
    );
  });

  it('says it is no longer available when archived or back in draft, and nothing while public', () => {
    expect(departedListingNote({ state: 'archived', leftPublicAt: noonInIndia('2026-12-03') }, now)).toBe(
      'No longer available',
    );
    expect(departedListingNote({ state: 'draft', leftPublicAt: noonInIndia('2026-12-03') }, now)).toBe(
      'No longer available',
    );
    expect(departedListingNote({ state: 'live', leftPublicAt: null }, now)).toBeNull();
    expect(departedListingNote({ state: 'under-offer', leftPublicAt: null }, now)).toBeNull();
  });
});

describe('publishing again', () => {
  const listedAt = noonInIndia('2026-01-10');
  const archivedOn = noonInIndia('2026-03-01');
  const archived = listing({ state: 'archived', listedAt, leftPublicAt: archivedOn });

  it('keeps the first listed date and sends no alerts within 14 weeks of leaving', () => {
    expect(RELIST_KEEPS_LISTED_AT_DAYS).toBe(98);
    expect(listingPublication(archived, noonInIndia('2026-06-06'))).toEqual({
      listedAt,
      sendsNewListingAlerts: false,
    });
  });

  it('lists afresh, with alerts, from the 14th week on', () => {
    expect(listingPublication(archived, noonInIndia('2026-06-07'))).toEqual({
      listedAt: noonInIndia('2026-06-07'),
      sendsNewListingAlerts: true,
    });
    expect(listingPublication(archived, noonInIndia('2026-06-08'))).toEqual({
      listedAt: noonInIndia('2026-06-08'),
      sendsNewListingAlerts: true,
    });
  });

  it('lists a first publication with alerts', () => {
    const now = noonInIndia('2026-03-05');
    expect(listingPublication({ listedAt: null, leftPublicAt: null }, now)).toEqual({
      listedAt: now,
      sendsNewListingAlerts: true,
    });
  });
});

describe('the dates a move sets', () => {
  const now = noonInIndia('2026-04-01');

  it('publishes a draft: listed and confirmed now, alerts sent', () => {
    const draft = listing({ state: 'draft', listedAt: null, lastConfirmedAt: null });
    expect(datesAfterMove(draft, 'live', now)).toEqual({
      listedAt: now,
      lastConfirmedAt: now,
      leftPublicAt: null,
      sendsNewListingAlerts: true,
    });
  });

  it('dates the departure when a listing is sold, rented or archived', () => {
    const live = listing();
    for (const to of ['sold', 'rented', 'archived'] as const) {
      expect(datesAfterMove(live, to, now), to).toEqual({
        listedAt: live.listedAt,
        lastConfirmedAt: live.lastConfirmedAt,
        leftPublicAt: now,
        sendsNewListingAlerts: false,
      });
    }
  });

  it('keeps the sale date when a sold listing is archived, so a relist counts from the sale', () => {
    const soldOn = noonInIndia('2026-03-01');
    const sold = listing({ state: 'sold', leftPublicAt: soldOn });
    const archived = { ...sold, state: 'archived' as const, ...datesAfterMove(sold, 'archived', now) };
    expect(archived.leftPublicAt).toEqual(soldOn);
    expect(datesAfterMove(archived, 'live', noonInIndia('2026-06-07')).sendsNewListingAlerts).toBe(true);
  });

  it('confirms availability on a move between public states, without alerts', () => {
    const underOffer = listing({ state: 'under-offer' });
    expect(datesAfterMove(underOffer, 'live', now)).toEqual({
      listedAt: underOffer.listedAt,
      lastConfirmedAt: now,
      leftPublicAt: null,
      sendsNewListingAlerts: false,
    });
  });

  it('relists a sale that fell through with its first date and no alerts', () => {
    const sold = listing({ state: 'sold', leftPublicAt: noonInIndia('2026-03-20') });
    expect(datesAfterMove(sold, 'live', now)).toEqual({
      listedAt: sold.listedAt,
      lastConfirmedAt: now,
      leftPublicAt: null,
      sendsNewListingAlerts: false,
    });
  });
});
