/** How a suggested search reads on the empty result's links: what it changes, in the visitor's words. */
import type { ListingSearch } from '#domain/listing-search';
import { formatINRShort } from '#domain/price-format';
import type { DroppableFilter, SearchSuggestion } from '#domain/search-suggestions';

const WITHOUT_LABELS: Record<Exclude<DroppableFilter, 'q'>, string> = {
  locality: 'Any locality',
  category: 'Any category',
  type: 'Any property type',
  bedrooms: 'Any number of bedrooms',
  minBathrooms: 'Any number of bathrooms',
  furnishing: 'Any furnishing',
  facing: 'Any facing',
  age: 'Any age of property',
  floor: 'Any floor',
  minParking: 'With or without parking',
  rera: 'RERA registered or not',
  verified: 'Verified or not',
  postedBy: 'Posted by anyone',
  area: 'Any area',
  amenities: 'Without the amenities chosen',
  features: 'Without the features chosen',
  availableBy: 'Available any time',
  postedWithin: 'Posted any time',
  featured: 'Featured or not',
};

function priceLabel(minPrice: number | null, maxPrice: number | null): string {
  if (minPrice !== null && maxPrice !== null)
    return `${formatINRShort(minPrice)} to ${formatINRShort(maxPrice)}`;
  if (maxPrice !== null) return `Up to ${formatINRShort(maxPrice)}`;
  if (minPrice !== null) return `From ${formatINRShort(minPrice)}`;
  return 'Any price';
}

/**
 * 'Did you mean Bengaluru', 'For rent instead', '₹30 L to ₹75 L', 'In Pune, 120 km away', 'Any number of bedrooms'.
 */
export function suggestionLabel(suggestion: SearchSuggestion, search: ListingSearch): string {
  switch (suggestion.kind) {
    case 'status': {
      const instead = `For ${suggestion.status} instead`;
      // The budget is left behind with the other of Buy and Rent; say so rather than surprise.
      return search.minPrice !== undefined || search.maxPrice !== undefined
        ? `${instead}, any price`
        : instead;
    }
    case 'price':
      return priceLabel(suggestion.minPrice, suggestion.maxPrice);
    case 'city':
      return `In ${suggestion.city}, ${suggestion.distanceKm} km away`;
    case 'place':
      return `Did you mean ${suggestion.locality ? `${suggestion.locality}, ` : ''}${suggestion.city}`;
    case 'without':
      return suggestion.filter === 'q' ? `Without “${search.q ?? ''}”` : WITHOUT_LABELS[suggestion.filter];
  }
}
