/**
 * A place picked from the suggestions (GET /api/places) → the search filters that find exactly the listings it
 * counted: a city its city, a locality its city and locality, a PIN code its PIN code. No zod: a page may import it.
 */
import type { ListingSearch } from './listing-search.js';
import type { PlaceSuggestion } from './places.js';

export type PlaceFilters = Pick<ListingSearch, 'city' | 'locality' | 'pincode'>;

export function placeFilters(place: PlaceSuggestion): PlaceFilters {
  if (place.kind === 'pincode') return { pincode: place.pincode };
  if (place.kind === 'locality') return { city: place.city, locality: place.locality };
  return { city: place.city };
}
