import { describe, expect, it } from 'vitest';
import {
  HINDI_CITY_NAMES,
  HINDI_LOCALITY_NAMES,
  cityNameInHindi,
  hindiPlaceKey,
  localityNameInHindi,
  placeNamedInHindi,
  placeNamesInEnglish,
  placeStartedInHindi,
  stateNameInHindi,
} from './hindi-place-names.js';
import { INDIAN_CITIES } from './indian-places.js';
import { withPlacesAsStored } from './placed-listing-search.js';

describe('the Devanagari place names', () => {
  it('name every city of the place table, and no other', () => {
    expect(INDIAN_CITIES.map((city) => city.name).filter((name) => !HINDI_CITY_NAMES[name])).toEqual([]);
    const known = new Set(INDIAN_CITIES.map((city) => city.name));
    expect(Object.keys(HINDI_CITY_NAMES).filter((name) => !known.has(name))).toEqual([]);
    expect(Object.keys(HINDI_LOCALITY_NAMES).filter((name) => !known.has(name))).toEqual([]);
  });

  it('give each name to one place only, written in Devanagari', () => {
    const owners = new Map<string, string>();
    const entries = [
      ...Object.entries(HINDI_CITY_NAMES),
      ...Object.entries(HINDI_LOCALITY_NAMES).flatMap(([city, localities]) =>
        Object.entries(localities).map(([locality, names]) => [`${locality}, ${city}`, names] as const),
      ),
    ];
    for (const [place, names] of entries) {
      for (const name of names) {
        expect(name, place).toMatch(/^[\p{Script=Devanagari}\d\s()-]+$/u);
        const key = hindiPlaceKey(name);
        const owner = owners.get(key);
        if (owner !== undefined) expect(owner, `${name} names ${owner} and ${place}`).toBe(place);
        owners.set(key, place);
      }
    }
  });

  it.each([
    ['बेंगलुरु', { city: 'Bengaluru' }],
    ['बैंगलोर', { city: 'Bengaluru' }],
    ['मुंबई', { city: 'Mumbai' }],
    ['मुम्बई', { city: 'Mumbai' }],
    ['बंबई', { city: 'Mumbai' }],
    ['नई दिल्ली', { city: 'Delhi' }],
    ['गुड़गांव', { city: 'Gurugram' }],
    ['गुडगांव', { city: 'Gurugram' }],
    ['फरीदाबाद', { city: 'Faridabad' }],
    ['इलाहाबाद', { city: 'Prayagraj' }],
    ['व्हाइटफ़ील्ड', { city: 'Bengaluru', locality: 'Whitefield' }],
    ['अंधेरी वेस्ट', { city: 'Mumbai', locality: 'Andheri West' }],
  ])('reads %s as %o, nukta or not', (typed, place) => {
    expect(placeNamedInHindi(typed)).toEqual(place);
  });

  it('keeps vowel signs: names that differ only by them stay apart', () => {
    expect(hindiPlaceKey('पटना')).not.toBe(hindiPlaceKey('पटन'));
    expect(placeNamedInHindi('पटन')).toBeUndefined();
  });

  it('reads the start of a name as a search box is typed', () => {
    expect(placeStartedInHindi('बेंग')).toEqual({ city: 'Bengaluru' });
    expect(placeStartedInHindi('क्ष')).toBeUndefined();
    expect(placeStartedInHindi('  ')).toBeUndefined();
  });

  it('writes the places in search words as stored, leaving the other words', () => {
    expect(placeNamesInEnglish('2bhk बेंगलुरु')).toBe('2bhk Bengaluru');
    expect(placeNamesInEnglish('बांद्रा कुर्ला कॉम्प्लेक्स मुंबई')).toBe('Bandra Kurla Complex Mumbai');
    expect(placeNamesInEnglish('सस्ता फ़्लैट')).toBe('सस्ता फ़्लैट');
    expect(placeNamesInEnglish('flats in Pune')).toBe('flats in Pune');
  });

  it('shows Hindi names, and the stored name where the table has none', () => {
    expect(cityNameInHindi('Bengaluru')).toBe('बेंगलुरु');
    expect(cityNameInHindi('Atlantis')).toBe('Atlantis');
    expect(localityNameInHindi('Pune', 'Baner')).toBe('बाणेर');
    expect(localityNameInHindi('Pune', 'Aundh')).toBe('Aundh');
    expect(stateNameInHindi('Karnataka')).toBe('कर्नाटक');
    expect(stateNameInHindi('Atlantis')).toBe('Atlantis');
  });

  it('makes a Hindi and an English search one search', () => {
    expect(withPlacesAsStored({ city: 'बेंगलुरु', locality: 'व्हाइटफ़ील्ड', q: 'पुणे' })).toEqual({
      city: 'Bengaluru',
      locality: 'Whitefield',
      q: 'Pune',
    });
    expect(withPlacesAsStored({ city: 'bangalore' })).toEqual({ city: 'Bengaluru' });
  });
});
