/** The property page's statements: the listings one would compare it with, and the listing its price history is of. */
import { and, asc, desc, eq, gte, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { MAIN_CATEGORIES, SUB_CATEGORIES, type SubCategory } from '#domain/taxonomy';
import type { Database } from '#server/db/client';
import { written, type Bound } from '#server/db/prepared-statements';
import { properties } from '#server/db/schema';
import { cardWithCover } from '#server/listings/listing-cards';
import { inPublicSearch } from '#server/listings/search-conditions';

/** One row of cards on the property page. */
export const SIMILAR_LISTINGS_LIMIT = 6;

/** With this many listings to compare in its own city, a listing is never compared with another city. */
export const ENOUGH_IN_CITY = 3;

/**
 * Another city's listing is offered only this near in price (between the price divided and multiplied by it): a
 * ₹1.4 Cr flat in Bengaluru with nothing else in the city to compare is not like a ₹9.8 Cr villa in Mumbai.
 */
export const OTHER_CITY_PRICE_FACTOR = 2;

// Someone buying land to build on compares land; someone after a flat or a shop compares built property.
const LAND: readonly SubCategory[] = ['plot', 'farmland', 'land'];

/**
 * The types a listing of each type is compared with: its main category's, land with land and buildings with
 * buildings (a flat with villas and houses, a plot with farmland, a shop with offices and showrooms).
 */
const KIN_TYPES = Object.fromEntries(
  MAIN_CATEGORIES.flatMap((main) =>
    SUB_CATEGORIES[main].map((type) => [
      type,
      SUB_CATEGORIES[main].filter((other) => LAND.includes(other) === LAND.includes(type)),
    ]),
  ),
) as Record<SubCategory, SubCategory[]>;

/**
 * Candidates taken from each side of the price, per neighbourhood. The nearest six by price ratio are among the
 * nearest six above and six below; more are taken so ties and the land/building filter still leave enough.
 */
const NEAREST_EACH_SIDE = 4 * SIMILAR_LISTINGS_LIMIT;

/**
 * The subject's kin types, as one array chosen by its type. One condition on the type, `= any(array)`, which the
 * planner estimates as a handful of types: with the main category and a land-or-not test apart, it took the second
 * for a 1-in-200 match and read every listing of a city in a status to find the nearest prices (issue 26).
 */
const kinTypesOf = (subCategory: typeof properties.subCategory) =>
  sql<string[]>`(case ${subCategory} ${sql.join(
    Object.entries(KIN_TYPES).map(
      ([type, kin]) =>
        sql`when ${type} then array[${sql.join(
          kin.map((other) => sql`${other}`),
          sql`, `,
        )}]::text[]`,
    ),
    sql` `,
  )} end)`;

/**
 * The one statement for a listing's similar listings, cover photos included; it gives a row with only
 * `subjectId` when the listing exists and nothing compares with it, and no row when the listing does not exist
 * or was never published.
 *
 * Listings with the same status (sale or rent) and main category, land with land and buildings with buildings,
 * ranked as a buyer narrows down: the same city first, then the same type, then the nearest price. Price distance
 * is a ratio, so ₹90 L is as near ₹1 Cr as ₹1.1 Cr is, and a ₹50,000 gap matters for a rent and not for a villa.
 * Other cities fill the row only while fewer than ENOUGH_IN_CITY listings of the city compare, and only near the
 * price (OTHER_CITY_PRICE_FACTOR).
 *
 * The ranking reads only an indexed neighbourhood, not every listing of the status: the nearest prices above and
 * below in the same type and city, in the same city, in the same type, and in the status — each two short
 * range scans of an index, run for the listing's own values (a lateral join) — and ranks those few dozen
 * candidates. A listing that would rank in the first six is among them unless more than NEAREST_EACH_SIDE
 * listings of its neighbourhood sit nearer in price on that side.
 *
 * That plan is the same for every listing (the neighbourhood's values come from the listing's row, not from the
 * statement's), so the statement is kept with one plan, its constants written in (prepared-statements.ts).
 */
export function similarListingsQuery(db: Database, id: Bound<string>) {
  const subject = db.$with('subject').as(
    db
      .select({
        subjectId: sql<string>`${properties.id}`.as('subject_id'),
        status: sql<string>`${properties.propertyStatus}`.as('subject_status'),
        type: sql<string>`${properties.subCategory}`.as('subject_type'),
        kinTypes: kinTypesOf(properties.subCategory).as('subject_kin_types'),
        city: sql<string>`lower(${properties.city})`.as('subject_city'),
        price: sql<number>`${properties.price}`.as('subject_price'),
      })
      .from(properties)
      // A listing that left still shows its similar listings; a draft never published is not known.
      .where(and(eq(properties.id, id), isNotNull(properties.listedAt))),
  );

  const kin = [
    inPublicSearch,
    ne(properties.id, subject.subjectId),
    eq(properties.propertyStatus, sql`${subject.status}`),
    sql`${properties.subCategory} = any(${subject.kinTypes})`,
  ];
  const sameCity = sql`lower(${properties.city}) = ${subject.city}`;
  const sameType = sql`${properties.subCategory} = ${subject.type}`;
  const neighbourhoods = [and(sameType, sameCity), sameCity, sameType, undefined];
  const sides = neighbourhoods.flatMap((neighbourhood) => [
    db
      .select({ candidateId: sql<string>`${properties.id}`.as('candidate_id') })
      .from(properties)
      .where(and(...kin, neighbourhood, gte(properties.price, sql`${subject.price}`)))
      .orderBy(asc(properties.price))
      .limit(written(NEAREST_EACH_SIDE)),
    db
      .select({ candidateId: sql<string>`${properties.id}`.as('candidate_id') })
      .from(properties)
      .where(and(...kin, neighbourhood, lt(properties.price, sql`${subject.price}`)))
      .orderBy(desc(properties.price))
      .limit(written(NEAREST_EACH_SIDE)),
  ]);
  const [first, second, ...rest] = sides;
  const candidates = union(first!, second!, ...rest).as('candidates');

  const inCity = sql<boolean>`lower(${properties.city}) = ${subject.city}`;
  const ranked = db
    .select({
      rankedId: sql<string>`${properties.id}`.as('ranked_id'),
      position:
        sql<number>`row_number() over (order by ${inCity} desc, ${properties.subCategory} = ${subject.type} desc, abs(ln(${properties.price}::float8 / ${subject.price}::float8)), ${properties.createdAt} desc, ${properties.id})`.as(
          'position',
        ),
      inCity: inCity.as('in_city'),
      nearPrice:
        sql<boolean>`${properties.price} between ${subject.price} / ${written(OTHER_CITY_PRICE_FACTOR)} and ${subject.price} * ${written(OTHER_CITY_PRICE_FACTOR)}`.as(
          'near_price',
        ),
      listingsInCity: sql<number>`count(*) filter (where ${inCity}) over ()`.as('listings_in_city'),
    })
    .from(subject)
    .crossJoinLateral(candidates)
    .innerJoin(properties, eq(properties.id, candidates.candidateId))
    .as('ranked');
  const shown = db
    .select({ shownId: ranked.rankedId, shownPosition: ranked.position })
    .from(ranked)
    .where(
      or(
        sql`${ranked.inCity}`,
        and(sql`${ranked.listingsInCity} < ${written(ENOUGH_IN_CITY)}`, sql`${ranked.nearPrice}`),
      ),
    )
    .orderBy(asc(ranked.position))
    .limit(written(SIMILAR_LISTINGS_LIMIT))
    .as('shown');

  return db
    .with(subject)
    .select({ subjectId: subject.subjectId, ...cardWithCover })
    .from(subject)
    .leftJoin(shown, sql`true`)
    .leftJoin(properties, eq(properties.id, shown.shownId))
    .orderBy(asc(shown.shownPosition));
}

/** What the price history needs of a listing: its price and dates, and whether the public may open its page. */
export async function priceHistoryListing(db: Database, id: string) {
  const [row] = await db
    .select({
      id: properties.id,
      price: properties.price,
      listedAt: properties.listedAt,
      createdAt: properties.createdAt,
      priceReducedAt: properties.priceReducedAt,
      state: properties.listingState,
      lastConfirmedAt: properties.lastConfirmedAt,
      leftPublicAt: properties.leftPublicAt,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row ?? null;
}

/** What the RERA QR code needs of a listing: its number and state, and whether the public may open its page. */
export async function listingReraRegistration(db: Database, id: string) {
  const [row] = await db
    .select({
      indianState: properties.state,
      reraNumber: properties.reraNumber,
      state: properties.listingState,
      listedAt: properties.listedAt,
      lastConfirmedAt: properties.lastConfirmedAt,
      leftPublicAt: properties.leftPublicAt,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row ?? null;
}
