import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as hindiPlaces from '#domain/hindi-place-names';
import type { ListingSearchResult } from '#web/lib/listing-types';
import { messages as hindiMessages } from '#web/locales/hi/common.po';
import { activateEnglish } from '#web/testing/languages';
import { ListingCard } from './listing-card';

// The browser loads the Hindi place names with the other Hindi extras (lib/i18n.ts, lib/place-names.ts); here the test hands them in.
const places = vi.hoisted(() => ({ loaded: undefined as typeof hindiPlaces | undefined }));
vi.mock('#web/lib/place-names', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/lib/place-names')>()),
  hindiPlaceNames: () => places.loaded,
}));

function aFlat(overrides: Partial<ListingSearchResult> = {}): ListingSearchResult {
  return {
    id: '5f0c1d9e-0000-4000-8000-000000000001',
    title: '3 BHK in Koramangala',
    propertyStatus: 'sale',
    rentalFrequency: null,
    mainCategory: 'residential',
    subCategory: 'flat',
    price: 8_500_000,
    location: 'Koramangala',
    city: 'Bengaluru',
    state: 'Karnataka',
    bedrooms: 3,
    bathrooms: 1,
    squareFeet: 1250,
    plotArea: null,
    furnishingStatus: null,
    latitude: null,
    longitude: null,
    isFeatured: true,
    listingState: 'live',
    departure: null,
    listerKind: 'owner',
    createdAt: '2026-11-01T10:00:00.000Z',
    priceReducedAt: null,
    cover: null,
    ...overrides,
  };
}

function renderCard(listing: ListingSearchResult) {
  const router = createMemoryRouter([{ path: '*', element: <ListingCard listing={listing} eager /> }]);
  render(<RouterProvider router={router} />);
}

function speakHindi() {
  i18n.loadAndActivate({ locale: 'hi', messages: hindiMessages });
  places.loaded = hindiPlaces;
}

afterEach(() => {
  activateEnglish();
  places.loaded = undefined;
  vi.useRealTimers();
});

/** 20 December 2026 in India, so a departure's day reads without its year. */
function todayIs20December() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-20T06:30:00Z'));
}

describe('the listing card', () => {
  it('says price, kind, place and rooms in English on English pages', () => {
    renderCard(aFlat());
    const card = screen.getByTestId('listing-card');
    expect(card.textContent).toContain('₹85 L');
    expect(card.textContent).toContain('For Sale');
    expect(card.textContent).toContain('Featured');
    expect(card.textContent).toContain('Flat/Apartment');
    expect(card.textContent).toContain('Posted by owner');
    expect(card.textContent).toContain('3 beds');
    expect(card.textContent).toContain('1 bath');
    expect(card.textContent).toContain('1,250 sq.ft');
    expect(screen.getByTestId('listing-place').textContent).toBe('Koramangala, Bengaluru');
    expect(screen.getByRole('checkbox', { name: 'Compare 3 BHK in Koramangala' })).toBeTruthy();
  });

  it('says them in Hindi on Hindi pages, with the places in Devanagari', () => {
    speakHindi();
    renderCard(aFlat({ propertyStatus: 'rent', rentalFrequency: 'monthly', price: 25_000 }));
    const card = screen.getByTestId('listing-card');
    expect(card.textContent).toContain('₹25,000/माह');
    expect(card.textContent).toContain('किराये के लिए');
    expect(card.textContent).toContain('फ़ीचर्ड');
    expect(card.textContent).toContain('फ़्लैट/अपार्टमेंट');
    expect(card.textContent).toContain('मालिक द्वारा पोस्ट');
    expect(card.textContent).toContain('3 बेडरूम');
    expect(card.textContent).toContain('1,250 वर्ग फ़ुट');
    expect(screen.getByTestId('listing-place').textContent).toBe('कोरमंगला, बेंगलुरु');
    expect(screen.getByRole('checkbox', { name: '3 BHK in Koramangala की तुलना करें' })).toBeTruthy();
  });

  it('says what became of a listing that left, instead of the Featured badge', () => {
    todayIs20December();
    renderCard(aFlat({ listingState: 'sold', departure: { kind: 'sold', on: '2026-12-03' } }));
    expect(screen.getByTestId('listing-departed-note').textContent).toBe('Sold on 3 Dec');
    expect(screen.getByTestId('listing-card').textContent).not.toContain('Featured');
  });

  it('says what became of a listing that left in Hindi on Hindi pages', () => {
    todayIs20December();
    speakHindi();
    renderCard(aFlat({ listingState: 'sold', departure: { kind: 'sold', on: '2026-12-03' } }));
    expect(screen.getByTestId('listing-departed-note').textContent).toBe('3 दिसंबर को बिक गया');
  });

  it('writes a sale price in लाख and करोड़ on Hindi pages', () => {
    speakHindi();
    renderCard(aFlat({ price: 12_500_000 }));
    expect(screen.getByTestId('listing-card').textContent).toContain('₹1.25 करोड़');
  });
});
