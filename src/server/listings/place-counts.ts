/**
 * The places of the public listings, read from the place counts (listing_place_counts and its sums by city,
 * locality and PIN code, kept by triggers, decision 013) through their trigram and PIN code indexes: a few rows of
 * small tables, never the listings. The place autocomplete and the empty search's "Did you mean" both ask it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PlaceKind } from '#domain/places';
import type { Database } from '#server/db/client';
import {
  listingPlaceCountsByCity as citiesTable,
  listingPlaceCounts as places,
  listingPlaceCountsByLocality as localities,
  listingPlaceCountsByPincode as pincodes,
} from '#server/db/schema';

export type PlaceRow = {
  kind: PlaceKind;
  city: string;
  locality: string | null;
  pincode: string | null;
  count: number;
};

/** `text` as a LIKE prefix: its own % and _ matched as themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Localities and cities whose names start with the text or are like it (pg_trgm's `%`: similar as a whole, so
 * "whitefeild" finds Whitefield; `<%`: like a word of it, so "sarjapur" finds Sarjapur Road), or named outright
 * (`cities`: the cities the domain reads the text as, "Bangalore" as Bengaluru); best first: a prefix, then the
 * closest, then the most listings. The `%` and `<%` operators are what the trigram indexes serve; one row a
 * locality or city, so a big city costs no more than a small one.
 */
export function namedPlacesQuery(text: string, cities: string[], limit: number): SQL {
  const typed = text.toLowerCase();
  const prefix = likePrefix(typed);
  const locality = sql`lower(${localities.locality})`;
  const city = sql`lower(${citiesTable.city})`;
  const named = cities.length
    ? sql`${city} in (${sql.join(
        cities.map((name) => sql`${name.toLowerCase()}`),
        sql`, `,
      )})`
    : sql`false`;
  // Spellings that differ only in case are one place, as the search's city and locality filters compare them: the
  // rows are grouped so, under the spelling most listings use, and their counts added.
  return sql`
    (select 'locality' as kind, (array_agg(${localities.city} order by ${localities.listings} desc))[1] as city,
        (array_agg(${localities.locality} order by ${localities.listings} desc))[1] as locality,
        null as pincode, sum(${localities.listings})::int as count,
        max((${locality} like ${prefix})::int) as starts,
        max(word_similarity(${typed}, ${locality})) as closeness
      from ${localities}
      where ${localities.listings} > 0
        and (${locality} like ${prefix} or ${locality} % ${typed} or ${typed} <% ${locality})
      group by lower(${localities.city}), ${locality}
      order by starts desc, closeness desc, count desc
      limit ${limit})
    union all
    (select 'city', (array_agg(${citiesTable.city} order by ${citiesTable.listings} desc))[1], null, null,
        sum(${citiesTable.listings})::int,
        max((${city} like ${prefix} or ${named})::int),
        max(greatest(word_similarity(${typed}, ${city}), (${named})::int))
      from ${citiesTable}
      where ${citiesTable.listings} > 0
        and (${city} like ${prefix} or ${city} % ${typed} or ${typed} <% ${city} or ${named})
      group by ${city}
      order by 6 desc, 7 desc, 5 desc
      limit ${limit})
  `;
}

export async function namedPlaces(db: Database, text: string, cities: string[], limit: number) {
  const result = await db.execute(namedPlacesQuery(text, cities, limit));
  return (result as { rows: Array<PlaceRow & { starts: number; closeness: number }> }).rows;
}

/**
 * PIN codes starting with the digits typed, the most listings first, with the locality most listings name: the
 * PIN codes from their own counts, then only the chosen few's places.
 */
export function pinCodePlacesQuery(digits: string, limit: number): SQL {
  return sql`
    select 'pincode' as kind, chosen.pincode, best.city, nullif(best.locality, '') as locality, chosen.count
      from (select ${pincodes.pincode} as pincode, ${pincodes.listings}::int as count
              from ${pincodes}
              where ${pincodes.listings} > 0 and ${pincodes.pincode} like ${likePrefix(digits)}
              order by ${pincodes.listings} desc, ${pincodes.pincode}
              limit ${limit}) as chosen
      cross join lateral (
        select ${places.city} as city, ${places.locality} as locality
          from ${places}
          where ${places.pincode} = chosen.pincode and ${places.listings} > 0
          order by ${places.listings} desc, ${places.city}, ${places.locality}
          limit 1) as best
      order by chosen.count desc, chosen.pincode
  `;
}

export async function pinCodePlaces(db: Database, digits: string, limit: number) {
  const result = await db.execute(pinCodePlacesQuery(digits, limit));
  return (result as { rows: PlaceRow[] }).rows;
}
