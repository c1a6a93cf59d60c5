/**
 * The relaxed searches /properties suggests when a search finds nothing, counted with the public search's own
 * conditions and its capped count (one short statement per relaxation), and the nearest city that has matches.
 */
import { and, or, sql, type SQL } from 'drizzle-orm';
import { LISTING_COUNT_CAP, type ListingSearch } from '#domain/listing-search';
import {
  NEARBY_CITY_MAX_KM,
  pickSuggestions,
  relaxationsOf,
  relaxedSearch,
  type SearchSuggestion,
  type SearchSuggestions,
} from '#domain/search-suggestions';
import type { Database } from '#server/db/client';
import { properties } from '#server/db/schema';
import { countListings } from '#server/listings/capped-count';
import { inPublicSearch, searchConditions } from '#server/listings/search-conditions';
import { placeSuggestion } from './place-suggestion.js';

const EARTH_RADIUS_KM = 6371;

type Point = { latitude: number; longitude: number };

/** The great-circle distance between two points, in kilometres (the haversine formula). */
export function distanceKm(from: Point, to: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const halfChord =
    Math.sin(radians(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(radians(to.longitude - from.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(halfChord));
}

const countWhere = (where: SQL | undefined) =>
  sql<string>`count(*) filter (where ${where ?? sql`true`})`.mapWith(Number);

const average = (column: typeof properties.latitude | typeof properties.longitude) =>
  sql<number | null>`avg(${column})`.mapWith(Number);

/**
 * The nearest other city, within NEARBY_CITY_MAX_KM, where the search with that city finds something. A city's
 * place is the centre of its listings' map pins, so a city nobody has pinned is never "near".
 */
async function nearbyCity(db: Database, search: ListingSearch, now: Date): Promise<SearchSuggestion | null> {
  const city = search.city;
  if (!city) return null;
  // Another city is counted without the locality, as the relaxed search (relaxedSearch) leaves it behind.
  const { where } = searchConditions({ ...search, city: undefined, locality: undefined }, now);
  const sameCity = sql`lower(${properties.city}) = lower(${city})`;
  const count = countWhere(where);
  const cities = await db
    .select({
      // Cities are matched without regard to case; any one spelling names the group.
      city: sql<string>`min(${properties.city})`,
      searched: sql<boolean>`${sameCity}`,
      count,
      latitude: average(properties.latitude),
      longitude: average(properties.longitude),
    })
    .from(properties)
    // A city's place is the centre of the listings the public sees there.
    .where(inPublicSearch)
    .groupBy(sql`lower(${properties.city})`)
    .having(and(sql`count(${properties.latitude}) > 0`, or(sameCity, sql`${count} > 0`)));

  const located = cities.flatMap(({ latitude, longitude, ...rest }) =>
    latitude !== null && longitude !== null ? [{ ...rest, latitude, longitude }] : [],
  );
  const centre = located.find((row) => row.searched);
  if (!centre) return null;
  const nearest = located
    .filter((row) => !row.searched)
    .map((row) => ({ ...row, distance: distanceKm(centre, row) }))
    .filter((row) => row.distance <= NEARBY_CITY_MAX_KM)
    .sort((a, b) => a.distance - b.distance || a.city.localeCompare(b.city))[0];
  return nearest
    ? { kind: 'city', city: nearest.city, distanceKm: Math.round(nearest.distance), count: nearest.count }
    : null;
}

export async function suggestSearches(
  db: Database,
  search: ListingSearch,
  now: Date = new Date(),
): Promise<SearchSuggestions> {
  const relaxations = relaxationsOf(search);
  // Each relaxed search counted as the search counts, stopping at the cap: a relaxation that finds most of the
  // catalogue costs a thousand rows, not a pass over every listing.
  const [counts, city, place] = await Promise.all([
    Promise.all(
      relaxations.map((relaxation) =>
        countListings(db, searchConditions(relaxedSearch(search, relaxation), now).where, LISTING_COUNT_CAP),
      ),
    ),
    nearbyCity(db, search, now),
    placeSuggestion(db, search, now),
  ]);
  const counted = relaxations.map((relaxation, index) => {
    const { total, totalIsCapped } = counts[index]!;
    return { ...relaxation, count: total, ...(totalIsCapped ? { countIsCapped: true } : {}) };
  });
  const found = [city, place].filter((suggestion) => suggestion !== null);
  return { suggestions: pickSuggestions([...counted, ...found]) };
}
