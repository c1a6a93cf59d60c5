/** How a suggested search reads on the empty result's links: what it changes, in the visitor's words. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListingSearch } from '#domain/listing-search';
import type { DroppableFilter, SearchSuggestion } from '#domain/search-suggestions';
import type { SearchWords } from './search-words';

const WITHOUT_LABELS: Record<Exclude<DroppableFilter, 'q'>, MessageDescriptor> = {
  locality: msg`Any locality`,
  category: msg`Any category`,
  type: msg`Any property type`,
  bedrooms: msg`Any number of bedrooms`,
  minBathrooms: msg`Any number of bathrooms`,
  furnishing: msg`Any furnishing`,
  facing: msg`Any facing`,
  age: msg`Any age of property`,
  floor: msg`Any floor`,
  minParking: msg`With or without parking`,
  rera: msg`RERA registered or not`,
  verified: msg`Verified or not`,
  postedBy: msg`Posted by anyone`,
  area: msg`Any area`,
  amenities: msg`Without the amenities chosen`,
  features: msg`Without the features chosen`,
  availableBy: msg`Available any time`,
  postedWithin: msg`Posted any time`,
  featured: msg`Featured or not`,
};

function priceLabel(minPrice: number | null, maxPrice: number | null, { i18n, price }: SearchWords): string {
  const from = minPrice === null ? '' : price(minPrice);
  const to = maxPrice === null ? '' : price(maxPrice);
  if (minPrice !== null && maxPrice !== null) return i18n._(msg`${from} to ${to}`);
  if (maxPrice !== null) return i18n._(msg`Up to ${to}`);
  if (minPrice !== null) return i18n._(msg`From ${from}`);
  return i18n._(msg`Any price`);
}

/**
 * 'Did you mean Bengaluru', 'For rent instead', '₹30 L to ₹75 L', 'In Pune, 120 km away', 'Any number of bedrooms'.
 */
export function suggestionLabel(
  suggestion: SearchSuggestion,
  search: ListingSearch,
  words: SearchWords,
): string {
  const { i18n, places } = words;
  switch (suggestion.kind) {
    case 'status': {
      // The budget is left behind with the other of Buy and Rent; say so rather than surprise.
      const anyPrice = search.minPrice !== undefined || search.maxPrice !== undefined;
      if (suggestion.status === 'sale') {
        return anyPrice ? i18n._(msg`For sale instead, any price`) : i18n._(msg`For sale instead`);
      }
      return anyPrice ? i18n._(msg`For rent instead, any price`) : i18n._(msg`For rent instead`);
    }
    case 'price':
      return priceLabel(suggestion.minPrice, suggestion.maxPrice, words);
    case 'city': {
      const city = places.city(suggestion.city);
      const distance = suggestion.distanceKm;
      return i18n._(msg`In ${city}, ${distance} km away`);
    }
    case 'place': {
      const city = places.city(suggestion.city);
      if (!suggestion.locality) return i18n._(msg`Did you mean ${city}`);
      const locality = places.locality(suggestion.city, suggestion.locality);
      return i18n._(msg`Did you mean ${locality}, ${city}`);
    }
    case 'without': {
      if (suggestion.filter !== 'q') return i18n._(WITHOUT_LABELS[suggestion.filter]);
      const words = search.q ?? '';
      return i18n._(msg`Without “${words}”`);
    }
  }
}
