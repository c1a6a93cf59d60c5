import { describe, expect, it } from 'vitest';
import { listingSearchSchema, type ListingSearch } from './listing-search.js';
import { placedListingSearchSchema } from './placed-listing-search.js';
import { understandSearchWords } from './typed-search.js';

const understood = (q: string, filters: Record<string, string> = {}) => {
  const { page: _page, ...search } = understandSearchWords(listingSearchSchema.parse({ q, ...filters }));
  return search as Partial<ListingSearch>;
};

describe('search words as people type them', () => {
  it.each<[string, Partial<ListingSearch>]>([
    ['2bhk', { bedrooms: [2] }],
    ['2 bhk', { bedrooms: [2] }],
    ['3 BHK', { bedrooms: [3] }],
    ['2-BHK flat', { bedrooms: [2], type: ['flat'] }],
    ['6 bhk', { bedrooms: [5] }],
    ['2bhk or 3bhk', { bedrooms: [2, 3], q: 'or' }],
    ['villa in pune', { type: ['villa'], city: 'Pune' }],
    ['flats in bangalore', { type: ['flat'], city: 'Bengaluru' }],
    ['Bangalore', { city: 'Bengaluru' }],
    ['new delhi', { city: 'Delhi' }],
    ['homes in Navi Mumbai', { city: 'Navi Mumbai' }],
    ['3bhk whitefield bangalore', { bedrooms: [3], q: 'whitefield', city: 'Bengaluru' }],
    ['560066', { pincode: '560066' }],
    ['flat 560 066', { pincode: '560066', type: ['flat'] }],
    ['independent house with garden', { type: ['individual-house'], q: 'with garden' }],
    ['office space in Gurgaon', { type: ['office-space'], city: 'Gurugram' }],
  ])('reads "%s"', (q, expected) => {
    expect(understood(q)).toEqual(expected);
  });

  it.each<[string, Partial<ListingSearch>]>([
    ['बेंगलुरु में 2 बीएचके फ़्लैट', { city: 'Bengaluru', bedrooms: [2], type: ['flat'] }],
    ['पुणे में फ्लैट', { city: 'Pune', type: ['flat'] }],
    ['3 बीएचके विला गुड़गांव', { bedrooms: [3], type: ['villa'], city: 'Gurugram' }],
    ['मुंबई में दुकान', { city: 'Mumbai', type: ['shop'] }],
    ['व्हाइटफ़ील्ड में घर', { q: 'Whitefield' }],
    ['घर', { q: 'घर' }],
    ['समुद्र के पास', { q: 'समुद्र के पास' }],
  ])('reads the Hindi "%s" once its places are read', (q, expected) => {
    const { page: _page, ...search } = understandSearchWords(placedListingSearchSchema.parse({ q }));
    expect(search).toEqual(expected);
  });

  it.each(['sea view', 'near anand vihar metro', 'pune sea view', 'metro -villa', '"sea view"'])(
    'leaves "%s" as words',
    (q) => {
      expect(understood(q)).toEqual({ q });
    },
  );

  it('keeps a filter chosen on its own, and the words that would set it stay words', () => {
    expect(understood('2bhk in pune', { bedrooms: '3', city: 'Mumbai' })).toEqual({
      bedrooms: [3],
      city: 'Mumbai',
      q: '2bhk in pune',
    });
  });

  it('changes nothing when read again', () => {
    const once = understandSearchWords(listingSearchSchema.parse({ q: '2 bhk flats with lift in bombay' }));
    expect(once).toMatchObject({ bedrooms: [2], type: ['flat'], city: 'Mumbai', q: 'with lift' });
    expect(understandSearchWords(once)).toEqual(once);
  });

  it('reads a PIN code typed into the city box as the PIN code filter, once', () => {
    const read = (filters: Record<string, string>) => {
      const { page: _page, ...search } = understandSearchWords(listingSearchSchema.parse(filters));
      return search as Partial<ListingSearch>;
    };
    expect(read({ city: '560066' })).toEqual({ pincode: '560066' });
    expect(read({ city: '560 066', q: '2bhk' })).toEqual({ pincode: '560066', bedrooms: [2] });
    expect(read({ city: '560066', pincode: '400076' })).toEqual({ pincode: '400076' });
    expect(read({ city: '056006' })).toEqual({ city: '056006' });
    const once = understandSearchWords(listingSearchSchema.parse({ city: '560066' }));
    expect(understandSearchWords(once)).toEqual(once);
  });

  it('canonicalises the city filter and validates the PIN code filter', () => {
    expect(placedListingSearchSchema.parse({ city: ' bangalore ' }).city).toBe('Bengaluru');
    expect(listingSearchSchema.parse({ pincode: '560 066' }).pincode).toBe('560066');
    for (const pincode of ['56006', '056006', '5600666', 'abcdef', '５６００６６']) {
      expect(listingSearchSchema.safeParse({ pincode }).success, pincode).toBe(false);
    }
  });
});
