import { describe, expect, it } from 'vitest';
import { cityNameInHindi, localityNameInHindi, stateNameInHindi } from '#domain/hindi-place-names';
import { formatINRShort, formatINRShortHindi } from '#domain/price-format';
import type { SavedSearchFilters } from '#domain/saved-search';
import { i18nSpeaking } from '#web/testing/languages';
import { describeCriteria, type CriteriaLanguage } from './criteria-words';

const english: CriteriaLanguage = {
  i18n: i18nSpeaking('en'),
  names: { city: (city) => city, locality: (_city, locality) => locality, state: (state) => state },
  shortPrice: formatINRShort,
};

const hindi: CriteriaLanguage = {
  i18n: i18nSpeaking('hi'),
  names: {
    city: cityNameInHindi,
    locality: (city, locality) => (city ? localityNameInHindi(city, locality) : locality),
    state: stateNameInHindi,
  },
  shortPrice: formatINRShortHindi,
};

/** The filters as the tests write them (the map areas' parsed shapes and flags as the words read them). */
const filters = (written: Record<string, unknown>) => written as SavedSearchFilters;

const searches: [SavedSearchFilters, string][] = [
  [
    { status: 'rent', city: 'Kochi', bedrooms: [2, 3, 4, 5], maxPrice: 40_000 },
    'Rent · Kochi · 2+ BHK · up to ₹40,000/month',
  ],
  [
    { status: 'rent', city: 'Pune', minPrice: 20_000, maxPrice: 40_000 },
    'Rent · Pune · ₹20,000 – ₹40,000/month',
  ],
  [
    { status: 'sale', type: ['villa'], minPrice: 5_000_000, maxPrice: 12_500_000 },
    'Buy · Villa · ₹50 L – ₹1.25 Cr',
  ],
  [{ category: 'commercial', minArea: 1000, q: 'ring road' }, 'Commercial · “ring road” · from 1,000 sq.ft'],
  [
    filters({ bedrooms: [1, 3], furnishing: ['semi-furnished'], featured: 'true', postedWithin: 7 }),
    '1, 3 BHK · Semi-Furnished · listed in the last 7 days · Featured only',
  ],
  [
    filters({
      facing: ['east', 'north-east'],
      age: ['under-construction'],
      floor: ['ground', 'top'],
      minParking: 1,
      rera: 'true',
      verified: 'true',
    }),
    'East, North-East facing · Under Construction · Ground floor, Top floor · 1+ parking space · RERA registered · Verified',
  ],
  [{ city: 'Pune', postedBy: ['owner', 'agent'] }, 'Pune · Posted by agent or owner'],
  [{ status: 'rent', locality: 'Whitefield', city: 'Bengaluru' }, 'Rent · Whitefield · Bengaluru'],
  [
    { pincode: '560066', minBathrooms: 2, amenities: ['Lift', 'Gym'], features: ['Pooja Room'] },
    'PIN 560066 · 2+ bathrooms · Gym, Lift · Pooja Room',
  ],
  [filters({ city: 'Kochi', polygon: 'an area' }), 'Kochi · In the area drawn on the map'],
  [
    filters({ bbox: 'a box', availableBy: '2026-12-31', minParking: 2 }),
    '2+ parking spaces · available by Thursday, 31 December 2026 · In the map area',
  ],
  [{}, 'All properties'],
];

describe('a saved search’s criteria in words', () => {
  it.each(searches)('reads %j on English pages as "%s"', (filters, words) => {
    expect(describeCriteria(filters, english)).toBe(words);
  });

  it('says a rent search in Hindi, with the place in Devanagari and the budget per month', () => {
    expect(
      describeCriteria({ status: 'rent', city: 'Kochi', bedrooms: [2, 3, 4, 5], maxPrice: 40_000 }, hindi),
    ).toBe('किराये पर लें · कोच्चि · 2+ BHK · ₹40,000/माह तक');
    expect(describeCriteria({ status: 'rent', locality: 'Whitefield', city: 'Bengaluru' }, hindi)).toBe(
      'किराये पर लें · व्हाइटफ़ील्ड · बेंगलुरु',
    );
  });

  it('writes a sale budget in लाख and करोड़ and the taxonomy’s values in Hindi', () => {
    const words = describeCriteria(
      {
        status: 'sale',
        type: ['villa'],
        minPrice: 5_000_000,
        maxPrice: 12_500_000,
        furnishing: ['semi-furnished'],
        facing: ['east'],
        postedBy: ['owner', 'agent'],
        postedWithin: 7,
      },
      hindi,
    );
    expect(words).toContain('₹50 लाख – ₹1.25 करोड़');
    expect(words).toContain('पिछले 7 दिनों में लिस्ट की गई');
    expect(words).toContain('एजेंट या मालिक द्वारा पोस्ट');
    expect(words).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('names every criterion in Hindi: nothing English is left but BHK', () => {
    const all = describeCriteria(
      filters({
        category: 'commercial',
        pincode: '560066',
        bedrooms: [1, 3],
        minBathrooms: 2,
        minArea: 1000,
        maxArea: 2000,
        age: ['under-construction'],
        floor: ['ground', 'top'],
        minParking: 1,
        rera: 'true',
        verified: 'true',
        amenities: ['Lift'],
        features: ['Pooja Room'],
        availableBy: '2026-12-31',
        featured: 'true',
        bbox: 'a box',
      }),
      hindi,
    );
    expect(all.match(/[A-Za-z]+/g)).toEqual(['BHK']);
    expect(all).toContain('पिन 560066');
    expect(describeCriteria({}, hindi)).not.toMatch(/[A-Za-z]/);
  });
});
