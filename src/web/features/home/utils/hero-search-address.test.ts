import { describe, expect, it } from 'vitest';
import { parseListingSearch, toSearchParams } from '#domain/listing-search-address';
import { browseAddress, heroSearchAddress, placeFilters, type HeroSearch } from './hero-search-address';

const CITIES = ['Bengaluru', 'Mumbai', 'Navi Mumbai'];

/** What /properties reads from an address, through the same schema as the API. */
const searchAt = (address: string) => {
  const url = new URL(address, 'https://househunt.example');
  expect(url.pathname).toBe('/properties');
  return parseListingSearch(url.searchParams);
};

const hero = (changes: Partial<HeroSearch>): HeroSearch => ({
  status: 'sale',
  place: '',
  propertyType: '',
  ...changes,
});

describe('where the home page search box leads', () => {
  it('puts a known city in the city filter, whatever its case or spacing', () => {
    expect(placeFilters('  bengaluru ', CITIES)).toEqual({ city: 'Bengaluru' });
    expect(placeFilters('NAVI   mumbai', CITIES)).toEqual({ city: 'Navi Mumbai' });
  });

  it('searches the words of a locality or an unknown city in full text', () => {
    expect(placeFilters('Whitefield', CITIES)).toEqual({ q: 'Whitefield' });
    expect(placeFilters('Mysuru', CITIES)).toEqual({ q: 'Mysuru' });
  });

  it('reads "Locality, City" as the locality within the known city', () => {
    expect(placeFilters('Bandra West, mumbai', CITIES)).toEqual({ q: 'Bandra West', city: 'Mumbai' });
    expect(placeFilters(', Mumbai', CITIES)).toEqual({ q: ', Mumbai' });
    expect(placeFilters('Sector 45, Gurugram', CITIES)).toEqual({ q: 'Sector 45, Gurugram' });
  });

  it('leaves the place out when nothing was typed', () => {
    expect(placeFilters('   ', CITIES)).toEqual({});
  });

  it('leads to rentals of one type in one city, in the address /properties writes itself', () => {
    const address = heroSearchAddress(
      hero({ status: 'rent', place: 'mumbai', propertyType: 'flat' }),
      CITIES,
    );
    expect(address).toBe('/properties?status=rent&type=flat&city=Mumbai');
    const { search, dropped } = searchAt(address);
    expect(dropped).toEqual([]);
    expect(search).toMatchObject({ status: 'rent', type: ['flat'], city: 'Mumbai' });
    expect(`/properties?${toSearchParams(search)}`).toBe(address);
  });

  it('leads to a whole category with a locality search', () => {
    const address = heroSearchAddress(
      hero({ place: 'Koramangala, Bengaluru', propertyType: 'commercial' }),
      CITIES,
    );
    const { search, dropped } = searchAt(address);
    expect(dropped).toEqual([]);
    expect(search).toMatchObject({
      q: 'Koramangala',
      status: 'sale',
      category: 'commercial',
      city: 'Bengaluru',
    });
    expect(search.type).toBeUndefined();
    expect(`/properties?${toSearchParams(search)}`).toBe(address);
  });

  it('leads to a picked place by its own filters while the box still shows it, in the address /properties writes', () => {
    for (const [picked, expected] of [
      [
        { city: 'Bengaluru', locality: 'Whitefield' },
        '/properties?status=sale&type=flat&city=Bengaluru&locality=Whitefield',
      ],
      [{ pincode: '560066' }, '/properties?status=sale&type=flat&pincode=560066'],
      [{ city: 'Mysuru' }, '/properties?status=sale&type=flat&city=Mysuru'],
    ] as const) {
      const address = heroSearchAddress(
        hero({ place: 'what the box shows', propertyType: 'flat', picked }),
        CITIES,
      );
      expect(address).toBe(expected);
      const { search, dropped } = searchAt(address);
      expect(dropped).toEqual([]);
      expect(`/properties?${toSearchParams(search)}`).toBe(address);
    }
  });

  it('leads to everything for sale when only Buy is chosen', () => {
    expect(heroSearchAddress(hero({}), CITIES)).toBe('/properties?status=sale');
  });

  it('writes browse links the search reads back', () => {
    expect(searchAt(browseAddress({ type: 'office-space' })).search.type).toEqual(['office-space']);
    expect(searchAt(browseAddress({ city: 'Navi Mumbai' })).search.city).toBe('Navi Mumbai');
    expect(searchAt(browseAddress({ featured: 'true' })).search.featured).toBe('true');
  });
});
