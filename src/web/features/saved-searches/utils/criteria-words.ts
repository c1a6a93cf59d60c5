/**
 * A saved search's criteria in the page's language, for the list on My HouseHunt: "Rent · Kochi · 2+ BHK · up to
 * ₹40,000/month", "किराये पर लें · कोच्चि · 2+ BHK · ₹40,000/माह तक". The one place they are put in words: Hindi pages
 * get Devanagari place names and prices in लाख and करोड़ (place-names.ts).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ListerKind } from '#domain/listing-lister';
import { canonicalSearchFilters, type SavedSearchFilters } from '#domain/saved-search';
import { intlLocaleOf } from '#web/lib/i18n';
import type { PlaceNames } from '#web/lib/place-names';
import { AMENITY_MESSAGES } from '#web/lib/labels/amenities';
import { FACING_MESSAGES } from '#web/lib/labels/facing';
import { FEATURE_MESSAGES } from '#web/lib/labels/features';
import { FLOOR_BAND_MESSAGES } from '#web/lib/labels/floor-bands';
import { FURNISHING_STATUS_MESSAGES } from '#web/lib/labels/furnishing';
import { MAIN_CATEGORY_MESSAGES } from '#web/lib/labels/main-categories';
import { AGE_OF_PROPERTY_MESSAGES } from '#web/lib/labels/property-ages';
import { SUB_CATEGORY_MESSAGES } from '#web/lib/labels/sub-categories';

const DEAL_MESSAGES = { sale: msg`Buy`, rent: msg`Rent` } as const;

/** Who posted, as the middle of "Posted by agent or owner". */
const POSTED_BY_MESSAGES: Record<ListerKind, MessageDescriptor> = {
  owner: msg({ message: 'owner', context: 'posted by' }),
  agent: msg({ message: 'agent', context: 'posted by' }),
  team: msg({ message: 'the HouseHunt team', context: 'posted by' }),
};

const POSTED_WITHIN_MESSAGES: Record<number, MessageDescriptor> = {
  1: msg`listed in the last 24 hours`,
  7: msg`listed in the last 7 days`,
  30: msg`listed in the last 30 days`,
  90: msg`listed in the last 90 days`,
};

export type CriteriaLanguage = {
  i18n: I18n;
  names: PlaceNames;
  /** '₹20 L' or '₹20 लाख' (place-names.ts's useShortPrice). */
  shortPrice: (amount: number) => string;
};

/** "2 BHK", "2, 3 BHK", "2+ BHK" (2 to 5 or more), "5+ BHK": the same in both languages. */
/* eslint-disable lingui/no-unlocalized-strings -- BHK is how Hindi property ads write it too */
function bedroomWords(bedrooms: readonly number[]): string {
  const sorted = [...bedrooms].sort((a, b) => a - b);
  const from = sorted[0]!;
  const upToFiveOrMore = sorted.length > 1 && sorted.every((n, i) => n === from + i) && sorted.at(-1) === 5;
  if (upToFiveOrMore) return `${from}+ BHK`;
  return `${sorted.map((n) => (n >= 5 ? '5+' : String(n))).join(', ')} BHK`;
}
/* eslint-enable lingui/no-unlocalized-strings */

/** The search's criteria in words, joined by " · "; "All properties" when it has none. */
export function describeCriteria(filters: SavedSearchFilters, { i18n, names, shortPrice }: CriteriaLanguage) {
  const f = canonicalSearchFilters(filters);
  const locale = intlLocaleOf(i18n.locale);
  const say = (message: MessageDescriptor) => i18n._(message);
  const list = (messages: MessageDescriptor[]) => messages.map(say).join(', ');
  const areaFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const inSquareFeet = (squareFeet: number) => {
    const area = areaFormat.format(squareFeet);
    return say(msg`${area} sq.ft`);
  };

  /** "₹20 L – ₹40 L", "up to ₹40,000/month", "from 1,000 sq.ft". */
  const range = (
    min: number | undefined,
    max: number | undefined,
    format: (n: number) => string,
    monthly = false,
  ) => {
    const from = min === undefined ? undefined : format(min);
    const to = max === undefined ? undefined : format(max);
    if (from && to) return monthly ? say(msg`${from} – ${to}/month`) : `${from} – ${to}`;
    if (to) return say(monthly ? msg`up to ${to}/month` : msg`up to ${to}`);
    if (from) return say(monthly ? msg`from ${from}/month` : msg`from ${from}`);
    return null;
  };

  const types = f.type
    ? list(f.type.map((type) => SUB_CATEGORY_MESSAGES[type]))
    : f.category
      ? say(MAIN_CATEGORY_MESSAGES[f.category])
      : null;
  const city = f.city;
  const pincode = f.pincode;
  const words = f.q;
  const bathrooms = f.minBathrooms;
  const count = f.minParking;
  const facing = f.facing ? list(f.facing.map((each) => FACING_MESSAGES[each])) : undefined;
  const postedBy = f.postedBy
    ? new Intl.ListFormat(locale, { type: 'disjunction' }).format(
        f.postedBy.map((kind) => say(POSTED_BY_MESSAGES[kind])),
      )
    : undefined;
  const availableBy = f.availableBy
    ? new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(f.availableBy)) // a YYYY-MM-DD day is midnight UTC
    : undefined;
  const postedWithin = f.postedWithin ? POSTED_WITHIN_MESSAGES[f.postedWithin] : undefined;
  const amenities = f.amenities?.map((amenity) => {
    const message = AMENITY_MESSAGES[amenity];
    return message ? say(message) : amenity;
  });
  const features = f.features?.map((feature) => {
    const message = FEATURE_MESSAGES[feature];
    return message ? say(message) : feature;
  });

  const parts = [
    f.status ? say(DEAL_MESSAGES[f.status]) : null,
    types,
    f.locality ? names.locality(city, f.locality) : null,
    city ? names.city(city) : null,
    pincode ? say(msg`PIN ${pincode}`) : null,
    words ? `“${words}”` : null,
    f.bedrooms ? bedroomWords(f.bedrooms) : null,
    range(f.minPrice, f.maxPrice, shortPrice, f.status === 'rent'),
    bathrooms !== undefined ? say(msg`${bathrooms}+ bathrooms`) : null,
    f.furnishing ? list(f.furnishing.map((status) => FURNISHING_STATUS_MESSAGES[status])) : null,
    facing ? say(msg`${facing} facing`) : null,
    f.age ? list(f.age.map((age) => AGE_OF_PROPERTY_MESSAGES[age])) : null,
    f.floor ? list(f.floor.map((band) => FLOOR_BAND_MESSAGES[band])) : null,
    count !== undefined
      ? say(msg`${plural(count, { one: '#+ parking space', other: '#+ parking spaces' })}`)
      : null,
    f.rera ? say(msg`RERA registered`) : null,
    f.verified ? say(msg`Verified`) : null,
    postedBy ? say(msg`Posted by ${postedBy}`) : null,
    range(f.minArea, f.maxArea, inSquareFeet),
    amenities ? amenities.join(', ') : null,
    features ? features.join(', ') : null,
    availableBy ? say(msg`available by ${availableBy}`) : null,
    postedWithin ? say(postedWithin) : null,
    f.featured ? say(msg`Featured only`) : null,
    f.bbox ? say(msg`In the map area`) : null,
    f.polygon ? say(msg`In the area drawn on the map`) : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : say(msg`All properties`);
}
