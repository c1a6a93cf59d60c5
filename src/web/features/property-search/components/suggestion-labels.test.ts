import { describe, expect, it } from 'vitest';
import { listingSearchSchema, type ListingSearch } from '#domain/listing-search';
import type { SearchSuggestion } from '#domain/search-suggestions';
import { formatINRShort } from '#domain/price-format';
import { i18nSpeaking } from '#web/testing/languages';
import { suggestionLabel as labelIn } from './suggestion-labels';
import type { SearchWords } from './search-words';

const english: SearchWords = {
  i18n: i18nSpeaking('en'),
  places: { city: (city) => city, locality: (_city, locality) => locality, state: (state) => state },
  price: formatINRShort,
};
const suggestionLabel = (suggestion: SearchSuggestion, searched: ListingSearch) =>
  labelIn(suggestion, searched, english);

const search = (query: string) => listingSearchSchema.parse(Object.fromEntries(new URLSearchParams(query)));

describe('the labels of suggested searches', () => {
  it('says what each one changes', () => {
    const empty = search('q=sea view&status=rent&city=Kochi&maxPrice=30000');
    expect(suggestionLabel({ kind: 'status', status: 'sale', count: 2 }, search('status=rent'))).toBe(
      'For sale instead',
    );
    expect(suggestionLabel({ kind: 'status', status: 'sale', count: 2 }, empty)).toBe(
      'For sale instead, any price',
    );
    expect(
      suggestionLabel({ kind: 'price', minPrice: 3_000_000, maxPrice: 7_500_000, count: 1 }, empty),
    ).toBe('₹30 L to ₹75 L');
    expect(suggestionLabel({ kind: 'price', minPrice: null, maxPrice: 32_000, count: 1 }, empty)).toBe(
      'Up to ₹32,000',
    );
    expect(suggestionLabel({ kind: 'price', minPrice: null, maxPrice: null, count: 1 }, empty)).toBe(
      'Any price',
    );
    expect(suggestionLabel({ kind: 'city', city: 'Bengaluru', distanceKm: 364, count: 1 }, empty)).toBe(
      'In Bengaluru, 364 km away',
    );
    expect(suggestionLabel({ kind: 'place', city: 'Bengaluru', q: null, count: 6 }, empty)).toBe(
      'Did you mean Bengaluru',
    );
    expect(
      suggestionLabel(
        { kind: 'place', city: 'Bengaluru', locality: 'Whitefield', q: 'Whitefield', count: 1 },
        empty,
      ),
    ).toBe('Did you mean Whitefield, Bengaluru');
    expect(suggestionLabel({ kind: 'without', filter: 'q', count: 1 }, empty)).toBe('Without “sea view”');
    expect(suggestionLabel({ kind: 'without', filter: 'bedrooms', count: 1 }, empty)).toBe(
      'Any number of bedrooms',
    );
  });
});
