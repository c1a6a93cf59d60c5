/**
 * The public search as the server reads it: places under the names listings are stored by. "Bangalore",
 * "bangalore", "बेंगलुरु" and "Bengaluru" are one search, and one saved search; Devanagari place names among the
 * words are read as the places they name. Apart from listingSearchSchema so the search page, which reads its
 * address with that, does not load the place tables at first.
 */
import { placeNamedInHindi, placeNamesInEnglish } from './hindi-place-names.js';
import { canonicalCityName } from './indian-places.js';
import { listingSearchSchema, type ListingSearch } from './listing-search.js';

export function withPlacesAsStored<T extends Pick<ListingSearch, 'city' | 'locality' | 'q'>>(search: T): T {
  const { city, locality, q } = search;
  return {
    ...search,
    ...(city && { city: canonicalCityName(placeNamedInHindi(city)?.city ?? city) }),
    ...(locality && { locality: placeNamedInHindi(locality)?.locality ?? locality }),
    ...(q && { q: placeNamesInEnglish(q) }),
  };
}

export const placedListingSearchSchema = listingSearchSchema.transform(withPlacesAsStored);
