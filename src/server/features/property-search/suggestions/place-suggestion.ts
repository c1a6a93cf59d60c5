/**
 * "Did you mean Bengaluru": a search whose typed city, or whose words, name no place with listings but are like
 * one that has (a misspelling, "Banglore", "whitefeild"), read as that place.
 */
import { cityNamed, nearestCity } from '#domain/indian-places';
import { LISTING_COUNT_CAP, type ListingSearch } from '#domain/listing-search';
import { relaxedSearch, type SearchRelaxation, type SearchSuggestion } from '#domain/search-suggestions';
import { understandSearchWords } from '#domain/typed-search';
import type { Database } from '#server/db/client';
import { countListings } from '#server/listings/capped-count';
import { namedPlaces } from '#server/listings/place-counts';
import { searchConditions } from '#server/listings/search-conditions';

const sameName = (a: string, b: string) => a.toLocaleLowerCase('en-IN') === b.toLocaleLowerCase('en-IN');

/** The best place with listings for a name, other than the name itself; null when none is like it. */
async function placeLike(db: Database, name: string, citiesOnly: boolean) {
  const known = [cityNamed(name)?.name, nearestCity(name)?.name].filter((city) => city !== undefined);
  const rows = await namedPlaces(db, name, [...new Set(known)], 3);
  const best = rows
    .filter((row) => (!citiesOnly || row.kind === 'city') && !sameName(row.locality ?? row.city, name))
    .sort((a, b) => b.starts - a.starts || b.closeness - a.closeness || b.count - a.count)[0];
  return best ?? null;
}

/** What the search would be with its misspelt place read as the place it is like: the city, or the words. */
async function placeRelaxation(db: Database, search: ListingSearch): Promise<SearchRelaxation | null> {
  const understood = understandSearchWords(search);
  if (understood.city && !cityNamed(understood.city)) {
    const city = await placeLike(db, understood.city, true);
    if (city) return { kind: 'place', city: city.city, q: search.q ?? null };
  }
  // The words left once the filters they name are taken out: the place is those words, or none of them.
  const words = understood.q;
  if (!words || !search.q) return null;
  const place = await placeLike(db, words, false);
  if (!place || (understood.city && !sameName(place.city, understood.city))) return null;
  const rest = search.q.replace(words, place.locality ?? '').trim();
  return {
    kind: 'place',
    city: place.city,
    ...(place.locality && { locality: place.locality }),
    q: rest || null,
  };
}

/** The "Did you mean" suggestion with its count, when the place it reads the search as has matches. */
export async function placeSuggestion(
  db: Database,
  search: ListingSearch,
  now: Date,
): Promise<SearchSuggestion | null> {
  const relaxation = await placeRelaxation(db, search);
  if (!relaxation || relaxation.kind !== 'place') return null;
  const { total, totalIsCapped } = await countListings(
    db,
    searchConditions(relaxedSearch(search, relaxation), now).where,
    LISTING_COUNT_CAP,
  );
  return total > 0
    ? { ...relaxation, count: total, ...(totalIsCapped ? { countIsCapped: true } : {}) }
    : null;
}
