/** The filters a search applies, one chip each, in words, with the search that removing it leaves. */
import { msg } from '@lingui/core/macro';
import type { ListingSearch } from '#domain/listing-search';
import { formatVisitDate } from '#domain/india-calendar';
import { dateFormat } from '#domain/intl-formats';
import { toggled, withFilters, type ListingFilters } from '#domain/listing-search-address';
import { AMENITY_MESSAGES } from '#web/lib/labels/amenities';
import { FACING_MESSAGES } from '#web/lib/labels/facing';
import { FLOOR_BAND_MESSAGES } from '#web/lib/labels/floor-bands';
import { FURNISHING_STATUS_MESSAGES } from '#web/lib/labels/furnishing';
import { LISTER_KIND_BADGE_MESSAGES } from '#web/lib/labels/lister-kinds';
import { MAIN_CATEGORY_MESSAGES } from '#web/lib/labels/main-categories';
import { AGE_OF_PROPERTY_MESSAGES } from '#web/lib/labels/property-ages';
import { SUB_CATEGORY_MESSAGES } from '#web/lib/labels/sub-categories';
import { areaWords } from './area-words';
import type { SearchWords } from './search-words';

/** "मंगलवार, 1 दिसंबर 2026": formatVisitDate's day (YYYY-MM-DD) in Hindi, Western digits. */
function hindiDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return dateFormat('hi-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(Date.UTC(year, month - 1, date));
}

export type AppliedFilter = {
  /** Stable across renders of the same search, for React and for focus. */
  key: string;
  /** What the chip says: "Kochi", "2 BHK", "₹50 L – ₹1 Cr". */
  label: string;
  /** The search with this filter taken out (back to page 1, as every filter change does). */
  without: ListingSearch;
};

/**
 * Every filter "Clear all filters" would take away, as chips: a list filter gives one chip per value, a range
 * one chip for both ends. Buy or Rent is not a chip: the search bar's own toggle shows and removes it.
 */
export function appliedFilters(search: ListingSearch, words: SearchWords): AppliedFilter[] {
  const { i18n, places, price } = words;
  const { area, parking, bathrooms } = areaWords(i18n);
  /** "₹50 L – ₹1 Cr", "From ₹50 L", "Up to ₹1 Cr". */
  const range = (min: number | undefined, max: number | undefined, format: (value: number) => string) => {
    const from = min === undefined ? '' : format(min);
    const to = max === undefined ? '' : format(max);
    if (min !== undefined && max !== undefined) return i18n._(msg`${from} – ${to}`);
    if (min !== undefined) return i18n._(msg`From ${from}`);
    return i18n._(msg`Up to ${to}`);
  };
  const chips: AppliedFilter[] = [];
  const add = (key: string, label: string, changes: Partial<ListingFilters>) =>
    chips.push({ key, label, without: withFilters(search, changes) });

  if (search.q) {
    const words = search.q;
    add('q', i18n._(msg`“${words}”`), { q: undefined });
  }
  if (search.city) add('city', places.city(search.city), { city: undefined });
  if (search.locality) {
    add('locality', places.locality(search.city, search.locality), { locality: undefined });
  }
  if (search.pincode) {
    const pincode = search.pincode;
    add('pincode', i18n._(msg`PIN ${pincode}`), { pincode: undefined });
  }
  if (search.category) {
    add('category', i18n._(MAIN_CATEGORY_MESSAGES[search.category]), { category: undefined });
  }
  for (const type of search.type ?? []) {
    add(`type:${type}`, i18n._(SUB_CATEGORY_MESSAGES[type]), { type: toggled(search.type, type, false) });
  }
  if (search.minPrice !== undefined || search.maxPrice !== undefined) {
    add('price', range(search.minPrice, search.maxPrice, price), {
      minPrice: undefined,
      maxPrice: undefined,
    });
  }
  for (const bedrooms of search.bedrooms ?? []) {
    add(`bedrooms:${bedrooms}`, bedrooms >= 5 ? i18n._(msg`5+ BHK`) : i18n._(msg`${bedrooms} BHK`), {
      bedrooms: toggled(search.bedrooms, bedrooms, false),
    });
  }
  if (search.minBathrooms !== undefined) {
    add('minBathrooms', bathrooms(search.minBathrooms), { minBathrooms: undefined });
  }
  for (const furnishing of search.furnishing ?? []) {
    add(`furnishing:${furnishing}`, i18n._(FURNISHING_STATUS_MESSAGES[furnishing]), {
      furnishing: toggled(search.furnishing, furnishing, false),
    });
  }
  for (const facing of search.facing ?? []) {
    const direction = i18n._(FACING_MESSAGES[facing]);
    add(`facing:${facing}`, i18n._(msg`${direction} facing`), {
      facing: toggled(search.facing, facing, false),
    });
  }
  for (const age of search.age ?? []) {
    add(`age:${age}`, i18n._(AGE_OF_PROPERTY_MESSAGES[age]), { age: toggled(search.age, age, false) });
  }
  for (const band of search.floor ?? []) {
    add(`floor:${band}`, i18n._(FLOOR_BAND_MESSAGES[band]), { floor: toggled(search.floor, band, false) });
  }
  if (search.minParking !== undefined) {
    add('minParking', parking(search.minParking), { minParking: undefined });
  }
  if (search.rera) add('rera', i18n._(msg`RERA registered`), { rera: undefined });
  if (search.verified) add('verified', i18n._(msg`Verified`), { verified: undefined });
  for (const kind of search.postedBy ?? []) {
    add(`postedBy:${kind}`, i18n._(LISTER_KIND_BADGE_MESSAGES[kind]), {
      postedBy: toggled(search.postedBy, kind, false),
    });
  }
  if (search.minArea !== undefined || search.maxArea !== undefined) {
    add('area', range(search.minArea, search.maxArea, area), {
      minArea: undefined,
      maxArea: undefined,
    });
  }
  for (const amenity of search.amenities ?? []) {
    add(`amenity:${amenity}`, i18n._(AMENITY_MESSAGES[amenity]), {
      amenities: toggled(search.amenities, amenity, false),
    });
  }
  for (const feature of search.features ?? []) {
    add(`feature:${feature}`, feature, { features: toggled(search.features, feature, false) });
  }
  if (search.availableBy) {
    const date = i18n.locale === 'hi' ? hindiDate(search.availableBy) : formatVisitDate(search.availableBy);
    add('availableBy', i18n._(msg`Available by ${date}`), { availableBy: undefined });
  }
  if (search.postedWithin !== undefined) {
    const days = search.postedWithin;
    add(
      'postedWithin',
      days === 1 ? i18n._(msg`Posted in the last 24 hours`) : i18n._(msg`Posted in the last ${days} days`),
      { postedWithin: undefined },
    );
  }
  if (search.featured) add('featured', i18n._(msg`Featured only`), { featured: undefined });
  if (search.bbox) add('bbox', i18n._(msg`Map area`), { bbox: undefined });
  if (search.polygon) add('polygon', i18n._(msg`Area drawn`), { polygon: undefined });
  return chips;
}
