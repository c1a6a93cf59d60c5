import { describe, expect, it } from 'vitest';
import { cityNameInHindi, localityNameInHindi, stateNameInHindi } from '#domain/hindi-place-names';
import { suggestedSearchName, type SavedSearchFilters } from '#domain/saved-search';
import { i18nSpeaking } from '#web/testing/languages';
import { suggestedNameIn } from './search-name';

const asStored = {
  city: (city: string) => city,
  locality: (_c: string | undefined, l: string) => l,
  state: (s: string) => s,
};
const inDevanagari = {
  city: cityNameInHindi,
  locality: (city: string | undefined, locality: string) =>
    city ? localityNameInHindi(city, locality) : locality,
  state: stateNameInHindi,
};
const filters = (written: Record<string, unknown>) => written as SavedSearchFilters;

describe('the name "Save this search" offers', () => {
  it.each([
    filters({ status: 'rent', city: 'Bengaluru', bedrooms: [2] }),
    filters({ type: ['villa'], status: 'sale' }),
    filters({ q: 'sea view' }),
  ])('is the domain’s on English pages: %j', (search) => {
    expect(suggestedNameIn(search, i18nSpeaking('en'), asStored)).toBe(suggestedSearchName(search));
  });

  it('is Hindi on Hindi pages, with the place in Devanagari first', () => {
    const hindi = i18nSpeaking('hi');
    expect(
      suggestedNameIn(filters({ status: 'rent', city: 'Bengaluru', bedrooms: [2] }), hindi, inDevanagari),
    ).toBe('बेंगलुरु में किराये के लिए 2 BHK घर');
    expect(
      suggestedNameIn(
        filters({ status: 'sale', type: ['flat', 'villa'], locality: 'Whitefield', city: 'Bengaluru' }),
        hindi,
        inDevanagari,
      ),
    ).toBe('व्हाइटफ़ील्ड, बेंगलुरु में बिक्री के लिए फ़्लैट और विला');
    expect(suggestedNameIn(filters({ category: 'commercial', bbox: 'a box' }), hindi, inDevanagari)).toBe(
      'नक्शे के इलाक़े में कमर्शियल प्रॉपर्टी',
    );
  });
});
