/** The filters a search applies, one chip each, in words, with the search that removing it leaves. */
import { LISTER_KIND_BADGES } from '#domain/listing-lister';
import { FLOOR_BAND_LABELS, parkingWords, type ListingSearch } from '#domain/listing-search';
import { formatVisitDate } from '#domain/india-calendar';
import { formatArea, formatINRShort } from '#domain/price-format';
import {
  AGE_OF_PROPERTY_LABELS,
  FACING_LABELS,
  FURNISHING_STATUS_LABELS,
  MAIN_CATEGORY_LABELS,
  SUB_CATEGORY_LABELS,
} from '#domain/taxonomy';
import { toggled, withFilters, type ListingFilters } from '#web/lib/property-search-params';

export type AppliedFilter = {
  /** Stable across renders of the same search, for React and for focus. */
  key: string;
  /** What the chip says: "Kochi", "2 BHK", "₹50 L – ₹1 Cr". */
  label: string;
  /** The search with this filter taken out (back to page 1, as every filter change does). */
  without: ListingSearch;
};

/** "Posted in the last 24 hours", "Posted in the last 7 days" (the days are one of POSTED_WITHIN_DAYS). */
const postedWithinLabel = (days: number) => `Posted in the last ${days === 1 ? '24 hours' : `${days} days`}`;

/** "₹50 L – ₹1 Cr", "From ₹50 L", "Up to ₹1 Cr". */
function rangeLabel(min: number | undefined, max: number | undefined, format: (value: number) => string) {
  if (min !== undefined && max !== undefined) return `${format(min)} – ${format(max)}`;
  if (min !== undefined) return `From ${format(min)}`;
  return `Up to ${format(max!)}`;
}

/**
 * Every filter "Clear all filters" would take away, as chips: a list filter gives one chip per value, a range
 * one chip for both ends. Buy or Rent is not a chip: the search bar's own toggle shows and removes it.
 */
export function appliedFilters(search: ListingSearch): AppliedFilter[] {
  const chips: AppliedFilter[] = [];
  const add = (key: string, label: string, changes: Partial<ListingFilters>) =>
    chips.push({ key, label, without: withFilters(search, changes) });

  if (search.q) add('q', `“${search.q}”`, { q: undefined });
  if (search.city) add('city', search.city, { city: undefined });
  if (search.locality) add('locality', search.locality, { locality: undefined });
  if (search.pincode) add('pincode', `PIN ${search.pincode}`, { pincode: undefined });
  if (search.category) add('category', MAIN_CATEGORY_LABELS[search.category], { category: undefined });
  for (const type of search.type ?? []) {
    add(`type:${type}`, SUB_CATEGORY_LABELS[type], { type: toggled(search.type, type, false) });
  }
  if (search.minPrice !== undefined || search.maxPrice !== undefined) {
    add('price', rangeLabel(search.minPrice, search.maxPrice, formatINRShort), {
      minPrice: undefined,
      maxPrice: undefined,
    });
  }
  for (const bedrooms of search.bedrooms ?? []) {
    add(`bedrooms:${bedrooms}`, bedrooms >= 5 ? '5+ BHK' : `${bedrooms} BHK`, {
      bedrooms: toggled(search.bedrooms, bedrooms, false),
    });
  }
  if (search.minBathrooms !== undefined) {
    const count = search.minBathrooms;
    add('minBathrooms', `${count}+ bathroom${count === 1 ? '' : 's'}`, { minBathrooms: undefined });
  }
  for (const furnishing of search.furnishing ?? []) {
    add(`furnishing:${furnishing}`, FURNISHING_STATUS_LABELS[furnishing], {
      furnishing: toggled(search.furnishing, furnishing, false),
    });
  }
  for (const facing of search.facing ?? []) {
    add(`facing:${facing}`, `${FACING_LABELS[facing]} facing`, {
      facing: toggled(search.facing, facing, false),
    });
  }
  for (const age of search.age ?? []) {
    add(`age:${age}`, AGE_OF_PROPERTY_LABELS[age], { age: toggled(search.age, age, false) });
  }
  for (const band of search.floor ?? []) {
    add(`floor:${band}`, FLOOR_BAND_LABELS[band], { floor: toggled(search.floor, band, false) });
  }
  if (search.minParking !== undefined) {
    add('minParking', parkingWords(search.minParking), { minParking: undefined });
  }
  if (search.rera) add('rera', 'RERA registered', { rera: undefined });
  if (search.verified) add('verified', 'Verified', { verified: undefined });
  for (const kind of search.postedBy ?? []) {
    add(`postedBy:${kind}`, LISTER_KIND_BADGES[kind], { postedBy: toggled(search.postedBy, kind, false) });
  }
  if (search.minArea !== undefined || search.maxArea !== undefined) {
    add('area', rangeLabel(search.minArea, search.maxArea, formatArea), {
      minArea: undefined,
      maxArea: undefined,
    });
  }
  for (const amenity of search.amenities ?? []) {
    add(`amenity:${amenity}`, amenity, { amenities: toggled(search.amenities, amenity, false) });
  }
  for (const feature of search.features ?? []) {
    add(`feature:${feature}`, feature, { features: toggled(search.features, feature, false) });
  }
  if (search.availableBy) {
    add('availableBy', `Available by ${formatVisitDate(search.availableBy)}`, { availableBy: undefined });
  }
  if (search.postedWithin !== undefined) {
    add('postedWithin', postedWithinLabel(search.postedWithin), { postedWithin: undefined });
  }
  if (search.featured) add('featured', 'Featured only', { featured: undefined });
  if (search.bbox) add('bbox', 'Map area', { bbox: undefined });
  if (search.polygon) add('polygon', 'Area drawn', { polygon: undefined });
  return chips;
}
