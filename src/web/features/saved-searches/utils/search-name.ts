/**
 * The name "Save this search" offers, in the page's language: English pages keep the domain's suggestedSearchName
 * ("2 BHK flats to rent in Bengaluru"); Hindi pages put it in Hindi's order ("बेंगलुरु में किराये के लिए 2 BHK
 * फ़्लैट"), with the places in Devanagari. Kept within the name's length limit, as the domain's.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SAVED_SEARCH_LIMITS, suggestedSearchName, type SavedSearchFilters } from '#domain/saved-search';
import type { SubCategory } from '#domain/taxonomy';
import type { PlaceNames } from '#web/lib/place-names';

/** Plural nouns for a name, as the domain's TYPE_NOUNS. */
const TYPE_NOUNS: Record<SubCategory, MessageDescriptor> = {
  flat: msg({ message: 'flats', context: 'search name' }),
  plot: msg({ message: 'plots', context: 'search name' }),
  villa: msg({ message: 'villas', context: 'search name' }),
  farmland: msg({ message: 'farmland', context: 'search name' }),
  'individual-house': msg({ message: 'houses', context: 'search name' }),
  shop: msg({ message: 'shops', context: 'search name' }),
  land: msg({ message: 'commercial land', context: 'search name' }),
  building: msg({ message: 'commercial buildings', context: 'search name' }),
  'office-space': msg({ message: 'office spaces', context: 'search name' }),
  showroom: msg({ message: 'showrooms', context: 'search name' }),
  warehouse: msg({ message: 'warehouses', context: 'search name' }),
};

export function suggestedNameIn(filters: SavedSearchFilters, i18n: I18n, names: PlaceNames): string {
  if (i18n.locale === 'en') return suggestedSearchName(filters);
  const say = (message: MessageDescriptor) => i18n._(message);
  const list = filters.bedrooms?.length
    ? filters.bedrooms.map((n) => (n >= 5 ? '5+' : String(n))).join(', ')
    : null;
  const types = filters.type?.length
    ? filters.type.length === 1
      ? say(TYPE_NOUNS[filters.type[0]!])
      : filters.type.length === 2
        ? (() => {
            const first = say(TYPE_NOUNS[filters.type[0]!]);
            const second = say(TYPE_NOUNS[filters.type[1]!]);
            return say(msg`${first} and ${second}`);
          })()
        : say(msg({ message: 'properties', context: 'search name' }))
    : filters.category === 'commercial'
      ? say(msg({ message: 'commercial properties', context: 'search name' }))
      : list
        ? say(msg({ message: 'homes', context: 'search name' }))
        : say(msg({ message: 'properties', context: 'search name' }));
  const what = list ? say(msg`${list} BHK ${types}`) : types;
  const dealt =
    filters.status === 'rent'
      ? say(msg`${what} to rent`)
      : filters.status === 'sale'
        ? say(msg`${what} for sale`)
        : what;
  const pincode = filters.pincode;
  const place = [
    filters.locality ? names.locality(filters.city, filters.locality) : null,
    filters.city ? names.city(filters.city) : null,
    pincode ? say(msg`PIN ${pincode}`) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const placed = place
    ? say(msg`${dealt} in ${place}`)
    : filters.polygon
      ? say(msg`${dealt} in the area drawn`)
      : filters.bbox
        ? say(msg`${dealt} in the map area`)
        : dealt;
  const words = filters.q;
  const name = words ? say(msg`${placed} matching “${words}”`) : placed;
  return name.length <= SAVED_SEARCH_LIMITS.nameMaxLength
    ? name
    : `${name.slice(0, SAVED_SEARCH_LIMITS.nameMaxLength - 1).trimEnd()}…`;
}
