import { describe, expect, it } from 'vitest';
import type { ListingLifecycle } from './listing-lifecycle.js';
import { listingPage } from './listing-page.js';

const NOW = new Date('2026-12-20T06:30:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const listing = (overrides: Partial<ListingLifecycle>): ListingLifecycle => ({
  state: 'live',
  listedAt: daysBefore(30),
  lastConfirmedAt: daysBefore(2),
  leftPublicAt: null,
  ...overrides,
});

describe('listingPage', () => {
  it('opens a confirmed public listing indexable, counting the days since its confirmation', () => {
    expect(listingPage(listing({ state: 'under-offer' }), NOW)).toEqual({
      answer: 'listed',
      httpStatus: 200,
      lifecycle: { answer: 'listed', indexable: true, departure: null, daysSinceConfirmed: 2 },
    });
  });

  it('opens a listing unconfirmed for 60 days without indexing it', () => {
    const page = listingPage(listing({ lastConfirmedAt: daysBefore(60) }), NOW);
    expect(page).toMatchObject({ answer: 'unconfirmed', httpStatus: 200 });
    expect(page.answer === 'unconfirmed' && page.lifecycle.indexable).toBe(false);
  });

  it('keeps a home rented 89 days ago with its departure, and answers 410 from day 90', () => {
    const rented = (daysAgo: number) =>
      listing({ state: 'rented', lastConfirmedAt: daysBefore(100), leftPublicAt: daysBefore(daysAgo) });
    expect(listingPage(rented(89), NOW)).toMatchObject({
      answer: 'departed',
      httpStatus: 200,
      lifecycle: { indexable: false, departure: { kind: 'rented', on: '2026-09-22' } },
    });
    expect(listingPage(rented(90), NOW)).toEqual({
      answer: 'gone',
      httpStatus: 410,
      departure: { kind: 'rented', on: '2026-09-21' },
    });
  });

  it('answers an archived listing 410 and a draft never published 404', () => {
    expect(listingPage(listing({ state: 'archived', leftPublicAt: daysBefore(1) }), NOW)).toEqual({
      answer: 'gone',
      httpStatus: 410,
      departure: { kind: 'unavailable', on: null },
    });
    expect(listingPage(listing({ state: 'draft', listedAt: null, lastConfirmedAt: null }), NOW)).toEqual({
      answer: 'not-found',
      httpStatus: 404,
    });
  });
});
