/** The listings a house hunter looking at one property would compare it with, for its page's "Similar" row. */
import { and, asc, desc, eq, gte, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { isOneOf, type SubCategory } from '#domain/taxonomy';
import type { Database } from '#server/db/client';
import { properties } from '#server/db/schema';
import { NotFoundError } from '#server/errors';
import type { ObjectStorage } from '#server/storage/storage';
import { listingCardColumns, toListingCard } from './public-search.js';
import { coverPhotosByListing, type ListingRow } from './service.js';

/** One row of cards on the property page. */
export const SIMILAR_LISTINGS_LIMIT = 6;

// Someone buying land to build on compares land; someone after a flat or a shop compares built property.
const LAND: readonly SubCategory[] = ['plot', 'farmland', 'land'];

/** What a listing's neighbours are found by. */
export type SimilarTo = {
  id: string;
  propertyStatus: ListingRow['propertyStatus'];
  mainCategory: ListingRow['mainCategory'];
  subCategory: ListingRow['subCategory'];
  city: string;
  price: number;
};

/**
 * Candidates taken from each side of the price, per neighbourhood. The nearest six by price ratio are among the
 * nearest six above and six below; more are taken so ties and the land/building filter still leave enough.
 */
const NEAREST_EACH_SIDE = 4 * SIMILAR_LISTINGS_LIMIT;

/**
 * The statement for a listing's similar listings. Listings with the same status (sale or rent) and main category,
 * land with land and buildings with buildings, ranked as a buyer narrows down: the same city first, then the same
 * type, then the nearest price. Price distance is a ratio, so ₹90 L is as near ₹1 Cr as ₹1.1 Cr is, and a ₹50,000
 * gap matters for a rent and not for a villa.
 *
 * The ranking reads only an indexed neighbourhood, not every listing of the status: the nearest prices above and
 * below in the same type and city, in the same city, in the same type, and in the status — each two short
 * range scans of an index — and ranks those few dozen candidates. A listing that would rank in the first six is
 * among them unless more than NEAREST_EACH_SIDE listings of its neighbourhood sit nearer in price on that side.
 */
export function similarListingsQuery(db: Database, listing: SimilarTo) {
  const sameGroup = isOneOf(LAND, listing.subCategory)
    ? inArray(properties.subCategory, [...LAND])
    : notInArray(properties.subCategory, [...LAND]);
  const kin = [
    ne(properties.id, listing.id),
    eq(properties.propertyStatus, listing.propertyStatus),
    eq(properties.mainCategory, listing.mainCategory),
    sameGroup,
  ];
  const sameCity = sql`lower(${properties.city}) = lower(${listing.city})`;
  const sameType = eq(properties.subCategory, listing.subCategory);
  const neighbourhoods = [and(sameType, sameCity), sameCity, sameType, undefined];
  const sides = neighbourhoods.flatMap((neighbourhood) => [
    db
      .select({ id: properties.id })
      .from(properties)
      .where(and(...kin, neighbourhood, gte(properties.price, listing.price)))
      .orderBy(asc(properties.price))
      .limit(NEAREST_EACH_SIDE),
    db
      .select({ id: properties.id })
      .from(properties)
      .where(and(...kin, neighbourhood, lt(properties.price, listing.price)))
      .orderBy(desc(properties.price))
      .limit(NEAREST_EACH_SIDE),
  ]);
  const [first, second, ...rest] = sides;
  const candidates = union(first!, second!, ...rest).as('candidates');
  return db
    .select(listingCardColumns)
    .from(candidates)
    .innerJoin(properties, eq(properties.id, candidates.id))
    .orderBy(
      desc(sql`lower(${properties.city}) = lower(${listing.city})`),
      desc(sql`${properties.subCategory} = ${listing.subCategory}`),
      asc(sql`abs(ln(${properties.price}::float8 / ${listing.price}::float8))`),
      desc(properties.createdAt),
      asc(properties.id),
    )
    .limit(SIMILAR_LISTINGS_LIMIT);
}

export async function findSimilarListings(db: Database, storage: ObjectStorage, id: string) {
  const [listing] = await db
    .select({
      id: properties.id,
      propertyStatus: properties.propertyStatus,
      mainCategory: properties.mainCategory,
      subCategory: properties.subCategory,
      city: properties.city,
      price: properties.price,
    })
    .from(properties)
    .where(eq(properties.id, id));
  if (!listing) throw new NotFoundError('Property not found');

  const rows = await similarListingsQuery(db, listing);
  const covers = await coverPhotosByListing(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toListingCard(row, covers.get(row.id), storage)) };
}
