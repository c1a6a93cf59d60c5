/**
 * The conditions of the public listing search (every filter of /properties, full text as people type it): the
 * search itself, its suggestions and saved-search alerts all judge a listing by these, so they never disagree.
 */
import { and, eq, gt, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { arrayParam, inline, isAnyOf, type Bind } from '#server/db/prepared-statements';
import { addDays, indiaToday } from '#domain/india-calendar';
import { canonicalCityName } from '#domain/indian-places';
import { VERIFICATION_VALID_DAYS, VERIFIED_BADGE_CHECKS } from '#domain/listing-verification';
import { effectiveSort, FLOOR_BAND_RANGES, type FloorBand, type ListingSearch } from '#domain/listing-search';
import { priceReducedCutoff } from '#domain/price-history';
import { understandSearchWords } from '#domain/typed-search';
import { listingVerificationChecks, properties } from '#server/db/schema';
import { mapAreaConditions } from './map-area-conditions.js';

const DAY_MS = 86_400_000;

/**
 * What the public sees: a listing live or under offer and confirmed within 60 days (decision 023). Every public
 * read names it as written here, so the planner can use the search's partial indexes, which hold only these.
 */
export const inPublicSearch: SQL = sql`${properties.inPublicSearch}`;

export type SearchConditions = { where: SQL; query: SQL | null; filters: SQL };

/**
 * The conditions of a search whose words have been read for filters first ("2bhk flats in pune": 2 bedrooms, flats,
 * Pune; understandSearchWords), so every reader of a search reads its words alike. `query` is null when no words
 * are left. `bind` takes the search's values: written in, or as placeholders of a statement kept for searches of
 * the same shape (prepared-statements.ts).
 */
export function searchConditions(typed: ListingSearch, now: Date, bind: Bind = inline): SearchConditions {
  const search = understandSearchWords(typed);
  const conditions: SQL[] = [inPublicSearch];
  // websearch syntax: quoted phrases, "or", and -word, as people type them; never a syntax error.
  const query = search.q ? sql`websearch_to_tsquery('english', ${bind(search.q)})` : null;
  if (search.status) conditions.push(eq(properties.propertyStatus, bind(search.status)));
  if (search.category) conditions.push(eq(properties.mainCategory, bind(search.category)));
  if (search.type?.length) conditions.push(isAnyOf(properties.subCategory, search.type, bind));
  // Canonical here too: a saved search stored before cities were canonical may still say "Bangalore".
  if (search.city) {
    conditions.push(sql`lower(${properties.city}) = lower(${bind(canonicalCityName(search.city))})`);
  }
  // Whole and regardless of case, as listing_place_counts names it, so a picked locality finds what it counted.
  if (search.locality) conditions.push(sql`lower(${properties.location}) = lower(${bind(search.locality)})`);
  if (search.pincode) conditions.push(eq(properties.pincode, bind(search.pincode)));
  if (search.minPrice !== undefined) conditions.push(gte(properties.price, bind(search.minPrice)));
  if (search.maxPrice !== undefined) conditions.push(lte(properties.price, bind(search.maxPrice)));
  if (search.bedrooms?.length) {
    const exact = search.bedrooms.filter((n) => n < 5);
    const fiveOrMore = search.bedrooms.includes(5) ? [gte(properties.bedrooms, 5)] : [];
    conditions.push(or(...(exact.length ? [isAnyOf(properties.bedrooms, exact, bind)] : []), ...fiveOrMore)!);
  }
  if (search.minBathrooms !== undefined)
    conditions.push(gte(properties.bathrooms, bind(search.minBathrooms)));
  if (search.furnishing?.length)
    conditions.push(isAnyOf(properties.furnishingStatus, search.furnishing, bind));
  if (search.facing?.length) conditions.push(isAnyOf(properties.facing, search.facing, bind));
  if (search.age?.length) conditions.push(isAnyOf(properties.ageOfProperty, search.age, bind));
  if (search.floor?.length) conditions.push(or(...search.floor.map(onFloor))!);
  if (search.minParking !== undefined)
    conditions.push(gte(properties.parkingSpaces, bind(search.minParking)));
  if (search.rera) conditions.push(isNotNull(properties.reraNumber));
  if (search.verified) conditions.push(verifiedOn(indiaToday(now), bind));
  if (search.postedBy?.length) conditions.push(isAnyOf(properties.listerKind, search.postedBy, bind));
  if (search.minArea !== undefined) conditions.push(gte(properties.squareFeet, bind(search.minArea)));
  if (search.maxArea !== undefined) conditions.push(lte(properties.squareFeet, bind(search.maxArea)));
  if (search.amenities?.length)
    conditions.push(sql`${properties.amenities} @> ${bind(arrayParam(search.amenities))}`);
  if (search.features?.length)
    conditions.push(sql`${properties.features} @> ${bind(arrayParam(search.features))}`);
  if (search.availableBy) conditions.push(lte(properties.availableFrom, bind(search.availableBy)));
  if (search.postedWithin) {
    conditions.push(gte(properties.createdAt, bind(new Date(now.getTime() - search.postedWithin * DAY_MS))));
  }
  if (search.featured) conditions.push(eq(properties.isFeatured, true));
  conditions.push(...mapAreaConditions(search, bind));
  // "Price reduced" lists only the listings with the badge: a drop in the last 14 days and no rise since.
  if (effectiveSort(search) === 'price-reduced') {
    conditions.push(gt(properties.priceReducedAt, bind(priceReducedCutoff(now))));
  }
  // `filters`: every condition but the words, for full text that matches its words apart (relevancePage).
  const filters = and(...conditions)!;
  return {
    where: query ? and(sql`${properties.search} @@ ${query}`, ...conditions)! : filters,
    query,
    filters,
  };
}

/** A floor band (domain FLOOR_BANDS): "top" is the building's own top floor, the others fixed floor numbers. */
function onFloor(band: FloorBand): SQL {
  if (band === 'top') {
    return sql`(${properties.floorNumber} = ${properties.totalFloors} and ${properties.totalFloors} > 0)`;
  }
  const { from, to } = FLOOR_BAND_RANGES[band];
  return to === undefined
    ? gte(properties.floorNumber, from)
    : and(gte(properties.floorNumber, from), lte(properties.floorNumber, to))!;
}

/**
 * The "Verified" badge on `today` (domain verificationBadge): every badge check on the record and under 90 days
 * old. Read through the record's key (listing, check), a few index entries a listing.
 */
function verifiedOn(today: string, bind: Bind): SQL {
  const oldestCounted = addDays(today, 1 - VERIFICATION_VALID_DAYS);
  return sql`(select count(*) from ${listingVerificationChecks} where ${listingVerificationChecks.propertyId} = ${properties.id} and ${inArray(listingVerificationChecks.check, [...VERIFIED_BADGE_CHECKS])} and ${listingVerificationChecks.checkedOn} between ${bind(oldestCounted)} and ${bind(today)}) = ${VERIFIED_BADGE_CHECKS.length}`;
}
