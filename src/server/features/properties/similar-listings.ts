/** The listings a house hunter looking at one property would compare it with, for its page's "Similar" row. */
import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { isOneOf, type SubCategory } from '#domain/taxonomy';
import type { Database } from '#server/db/client';
import { properties } from '#server/db/schema';
import { NotFoundError } from '#server/errors';
import type { ObjectStorage } from '#server/storage/storage';
import { toListingCard } from './public-search.js';
import { coverPhotosByListing } from './service.js';

/** One row of cards on the property page. */
export const SIMILAR_LISTINGS_LIMIT = 6;

// Someone buying land to build on compares land; someone after a flat or a shop compares built property.
const LAND: readonly SubCategory[] = ['plot', 'farmland', 'land'];

/**
 * Listings with the same status (sale or rent) and main category, land with land and buildings with buildings,
 * ranked as a buyer narrows down: the same city first, then the same type, then the nearest price. Price distance is a ratio, so ₹90 L is as near ₹1 Cr as
 * ₹1.1 Cr is, and a ₹50,000 gap matters for a rent and not for a villa.
 */
export async function findSimilarListings(db: Database, storage: ObjectStorage, id: string) {
  const [listing] = await db
    .select({
      propertyStatus: properties.propertyStatus,
      mainCategory: properties.mainCategory,
      subCategory: properties.subCategory,
      city: properties.city,
      price: properties.price,
    })
    .from(properties)
    .where(eq(properties.id, id));
  if (!listing) throw new NotFoundError('Property not found');

  const rows = await db
    .select()
    .from(properties)
    .where(
      and(
        ne(properties.id, id),
        eq(properties.propertyStatus, listing.propertyStatus),
        eq(properties.mainCategory, listing.mainCategory),
        isOneOf(LAND, listing.subCategory)
          ? inArray(properties.subCategory, [...LAND])
          : notInArray(properties.subCategory, [...LAND]),
      ),
    )
    .orderBy(
      desc(sql`lower(${properties.city}) = lower(${listing.city})`),
      desc(sql`${properties.subCategory} = ${listing.subCategory}`),
      asc(sql`abs(ln(${properties.price}::float8 / ${listing.price}::float8))`),
      desc(properties.createdAt),
      asc(properties.id),
    )
    .limit(SIMILAR_LISTINGS_LIMIT);
  const covers = await coverPhotosByListing(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toListingCard(row, covers.get(row.id), storage)) };
}
