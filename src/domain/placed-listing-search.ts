/**
 * The public search as the server reads it: the city as the city it names, under the name listings are stored by
 * ("Bangalore", "bangalore" and "Bengaluru" are one search, and one saved search). Apart from listingSearchSchema
 * so the search page, which reads its address with that, does not load the city table at first.
 */
import { canonicalCityName } from './indian-places.js';
import { listingSearchSchema, type ListingSearch } from './listing-search.js';

export function withCanonicalCity<T extends Pick<ListingSearch, 'city'>>(search: T): T {
  return search.city ? { ...search, city: canonicalCityName(search.city) } : search;
}

export const placedListingSearchSchema = listingSearchSchema.transform(withCanonicalCity);
