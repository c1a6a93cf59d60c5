import { describe, expect, it } from 'vitest';
import { cityNameInHindi, localityNameInHindi, stateNameInHindi } from '#domain/hindi-place-names';
import { formatINRShort, formatINRShortHindi } from '#domain/price-format';
import { activeFilterCount, parseListingSearch, toSearchParams } from '#domain/listing-search-address';
import { i18nSpeaking } from '#web/testing/languages';
import { appliedFilters } from './applied-filters';
import type { SearchWords } from './search-words';

const english: SearchWords = {
  i18n: i18nSpeaking('en'),
  places: { city: (city) => city, locality: (_city, locality) => locality, state: (state) => state },
  price: formatINRShort,
};
const hindi: SearchWords = {
  i18n: i18nSpeaking('hi'),
  places: {
    city: cityNameInHindi,
    locality: (city, locality) => (city ? localityNameInHindi(city, locality) : locality),
    state: stateNameInHindi,
  },
  price: formatINRShortHindi,
};

const parse = (query: string) => parseListingSearch(new URLSearchParams(query)).search;
const chipsOf = (query: string) => appliedFilters(parse(query), english);
const labels = (query: string) => chipsOf(query).map((chip) => chip.label);
const addressWithout = (query: string, label: string) => {
  const chip = chipsOf(query).find((each) => each.label === label);
  if (!chip) throw new Error(`no chip "${label}" for ${query}`);
  return toSearchParams(chip.without).toString();
};

describe('the applied-filter chips', () => {
  it('name the Indian filters and read a budget typed in lakh and crore', () => {
    expect(
      labels(
        'minPrice=50 lakh&maxPrice=1.2 cr&facing=east&age=newly-built&floor=ground,top&minParking=2&rera=true&verified=true&postedBy=owner,agent',
      ),
    ).toEqual([
      '₹50 L – ₹1.2 Cr',
      'East facing',
      'Newly Built',
      'Ground floor',
      'Top floor',
      '2+ parking spaces',
      'RERA registered',
      'Verified',
      'Posted by owner',
      'Posted by agent',
    ]);
    expect(addressWithout('postedBy=owner,agent', 'Posted by owner')).toBe('postedBy=agent');
    expect(addressWithout('floor=ground,top&rera=true', 'Ground floor')).toBe('floor=top&rera=true');
    expect(toSearchParams(parse('maxPrice=75L')).toString()).toBe('maxPrice=7500000');
  });

  it('name each filter in words, one chip per chosen value and one per range', () => {
    expect(
      labels(
        'q=sea view&status=rent&category=residential&type=flat,villa&city=Kochi&locality=Fort Kochi&pincode=682030' +
          '&minPrice=5000000' +
          '&maxPrice=10000000&bedrooms=2,5&minBathrooms=2&furnishing=semi-furnished&minArea=1000&amenities=Lift' +
          '&features=Corner Plot&availableBy=2026-12-01&postedWithin=7&featured=true',
      ),
    ).toEqual([
      '“sea view”',
      'Kochi',
      'Fort Kochi',
      'PIN 682030',
      'Residential',
      'Flat/Apartment',
      'Villa',
      '₹50 L – ₹1 Cr',
      '2 BHK',
      '5+ BHK',
      '2+ bathrooms',
      'Semi-Furnished',
      'From 1,000 sq.ft',
      'Lift',
      'Corner Plot',
      'Available by Tuesday, 1 December 2026',
      'Posted in the last 7 days',
      'Featured only',
    ]);
  });

  it('say which end of a range is set', () => {
    expect(labels('maxPrice=4000000')).toEqual(['Up to ₹40 L']);
    expect(labels('minArea=500&maxArea=2000')).toEqual(['500 sq.ft – 2,000 sq.ft']);
  });

  it('leave Buy or Rent to its own toggle, and show nothing for a search with no filter', () => {
    expect(labels('status=sale&sort=price-asc&page=3')).toEqual([]);
  });

  it('take out only their own filter, back on the first page, keeping Buy or Rent and the sort', () => {
    const query =
      'status=rent&city=Kochi&type=flat,villa&bedrooms=2,3&minPrice=10000&maxPrice=40000&sort=price-asc&page=4';
    expect(addressWithout(query, 'Kochi')).toBe(
      'status=rent&type=flat%2Cvilla&minPrice=10000&maxPrice=40000&bedrooms=2%2C3&sort=price-asc',
    );
    expect(addressWithout(query, 'Villa')).toBe(
      'status=rent&type=flat&city=Kochi&minPrice=10000&maxPrice=40000&bedrooms=2%2C3&sort=price-asc',
    );
    expect(addressWithout(query, '₹10,000 – ₹40,000')).toBe(
      'status=rent&type=flat%2Cvilla&city=Kochi&bedrooms=2%2C3&sort=price-asc',
    );
    expect(addressWithout(query, '3 BHK')).toBe(
      'status=rent&type=flat%2Cvilla&city=Kochi&minPrice=10000&maxPrice=40000&bedrooms=2&sort=price-asc',
    );
  });

  it('drop a relevance sort with the search words it ranked by', () => {
    expect(addressWithout('q=garden&sort=relevance&city=Pune', '“garden”')).toBe('city=Pune');
  });

  it('cover every filter "Clear all filters" counts', () => {
    const query =
      'q=metro&category=commercial&type=shop&city=Pune&minPrice=1&bedrooms=1&minBathrooms=1&furnishing=unfurnished' +
      '&maxArea=900&amenities=Lift&features=Corner Plot&availableBy=2026-12-01&postedWithin=1&featured=true&postedBy=team';
    const keys = new Set(chipsOf(query).map((chip) => chip.key.split(':')[0]));
    expect(keys.size).toBe(activeFilterCount(parse(query)));
  });

  it('speak Hindi on Hindi pages: place names in Devanagari, prices in लाख and करोड़', () => {
    const chips = appliedFilters(
      parse(
        'city=Bengaluru&locality=Whitefield&type=flat&minPrice=5000000&maxPrice=10000000&bedrooms=2&facing=east' +
          '&availableBy=2026-12-01',
      ),
      hindi,
    ).map((chip) => chip.label);
    expect(chips).toEqual([
      'बेंगलुरु',
      'व्हाइटफ़ील्ड',
      'फ़्लैट/अपार्टमेंट',
      '₹50 लाख – ₹1 करोड़',
      '2 बीएचके',
      'पूर्व मुखी',
      'मंगलवार, 1 दिसंबर 2026 तक उपलब्ध',
    ]);
  });
});
