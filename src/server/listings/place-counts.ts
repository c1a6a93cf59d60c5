/**
 * The places of the public listings, read from listing_place_counts (kept by triggers, decision 013) through its
 * trigram and PIN code indexes: a few rows of a small table, never the listings. The place autocomplete and the
 * empty search's "Did you mean" both ask it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PlaceKind } from '#domain/places';
import type { Database } from '#server/db/client';
import { listingPlaceCounts as places } from '#server/db/schema';

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
 * closest, then the most listings. The `%` and `<%` operators are what the trigram indexes serve.
 */
export function namedPlacesQuery(text: string, cities: string[], limit: number): SQL {
  const typed = text.toLowerCase();
  const prefix = likePrefix(typed);
  const locality = sql`lower(${places.locality})`;
  const city = sql`lower(${places.city})`;
  const named = cities.length
    ? sql`${city} in (${sql.join(
        cities.map((name) => sql`${name.toLowerCase()}`),
        sql`, `,
      )})`
    : sql`false`;
  return sql`
    (select 'locality' as kind, ${places.city} as city, ${places.locality} as locality, null as pincode,
        sum(${places.listings})::int as count,
        max((${locality} like ${prefix})::int) as starts,
        max(word_similarity(${typed}, ${locality})) as closeness
      from ${places}
      where ${places.listings} > 0 and ${places.locality} <> ''
        and (${locality} like ${prefix} or ${locality} % ${typed} or ${typed} <% ${locality})
      group by ${places.city}, ${places.locality}
      order by starts desc, closeness desc, count desc
      limit ${limit})
    union all
    (select 'city', ${places.city}, null, null, sum(${places.listings})::int,
        max((${city} like ${prefix} or ${named})::int),
        max(greatest(word_similarity(${typed}, ${city}), (${named})::int))
      from ${places}
      where ${places.listings} > 0
        and (${city} like ${prefix} or ${city} % ${typed} or ${typed} <% ${city} or ${named})
      group by ${places.city}
      order by 6 desc, 7 desc, 5 desc
      limit ${limit})
  `;
}

export async function namedPlaces(db: Database, text: string, cities: string[], limit: number) {
  const result = await db.execute(namedPlacesQuery(text, cities, limit));
  return (result as { rows: Array<PlaceRow & { starts: number; closeness: number }> }).rows;
}

/** PIN codes starting with the digits typed, the most listings first, with the locality most listings name. */
export function pinCodePlacesQuery(digits: string, limit: number): SQL {
  return sql`
    select 'pincode' as kind, ${places.pincode} as pincode,
        (array_agg(${places.city} order by ${places.listings} desc))[1] as city,
        nullif((array_agg(${places.locality} order by ${places.listings} desc))[1], '') as locality,
        sum(${places.listings})::int as count
      from ${places}
      where ${places.listings} > 0 and ${places.pincode} like ${likePrefix(digits)}
      group by ${places.pincode}
      order by count desc, ${places.pincode}
      limit ${limit}
  `;
}

export async function pinCodePlaces(db: Database, digits: string, limit: number) {
  const result = await db.execute(pinCodePlacesQuery(digits, limit));
  return (result as { rows: PlaceRow[] }).rows;
}
