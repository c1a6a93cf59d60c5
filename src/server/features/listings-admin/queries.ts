/**
 * The SQL of the admin's listings: the listings table (search, filters, sort and pages, all done by the
 * database) and the usual price per sq.ft of a city's listings of one type.
 */
import { and, asc, count, desc, eq, gt, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ADMIN_STATE_FILTER_MESSAGE,
  ADMIN_STATE_FILTERS,
  CONFIRMATION_DUE_FILTER,
  type AdminStateFilter,
} from '#domain/listing-state-change';
import { CONFIRMATION_DUE_DAYS, daysAgoCutoff, PUBLIC_LISTING_STATES } from '#domain/listing-lifecycle';
import { MIN_LISTINGS_FOR_BENCHMARK } from '#domain/price-benchmark';
import type { PriceBenchmark, PriceBenchmarkQuery } from '#domain/price-benchmark-answer';
import { ALL_SUB_CATEGORIES, MAIN_CATEGORIES, PROPERTY_STATUSES } from '#domain/taxonomy';
import { EVERYTHING, type TeamScope } from '#server/auth/team-scope';
import type { Database } from '#server/db/client';
import { listingScopeCondition } from '#server/listings/listing-scope';
import { containsPattern } from '#server/db/like-pattern';
import { pricePerSqFt, properties } from '#server/db/schema';
import { coverPhotosByListing } from '#server/listings/cover-photos';
import { listingThumbnail } from '#server/listings/listing-thumbnail';
import type { ObjectStorage } from '#server/storage/storage';

const SORTABLE = {
  updatedAt: properties.updatedAt,
  createdAt: properties.createdAt,
  title: properties.title,
  price: properties.price,
  city: properties.city,
} as const;

/**
 * The review queue's order: the best listing first (quality_score, unscored last), then the one waiting longest
 * (oldest last save first: sending it for review is a save). `order` does not apply to it.
 */
const QUALITY_SORT = 'quality';
const SORTS = ['updatedAt', 'createdAt', 'title', 'price', 'city', QUALITY_SORT] as const satisfies readonly (
  keyof typeof SORTABLE | typeof QUALITY_SORT
)[];

export const adminListQuery = z.object({
  q: z.string().trim().max(100, 'Search text can be at most 100 characters').optional(),
  status: z.enum(PROPERTY_STATUSES, { error: 'status must be sale or rent' }).optional(),
  mainCategory: z
    .enum(MAIN_CATEGORIES, { error: 'mainCategory must be residential or commercial' })
    .optional(),
  subCategory: z.enum(ALL_SUB_CATEGORIES, { error: 'Not a subcategory HouseHunt lists' }).optional(),
  featured: z.enum(['true', 'false'], { error: 'featured must be true or false' }).optional(),
  state: z.enum(ADMIN_STATE_FILTERS, { error: ADMIN_STATE_FILTER_MESSAGE }).optional(),
  sort: z.enum(SORTS, { error: 'Cannot sort by that column' }).default('updatedAt'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int()
    .min(1, 'page starts at 1')
    .max(10_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int()
    .min(5, 'pageSize is 5 to 100')
    .max(100, 'pageSize is 5 to 100')
    .default(20),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

export async function listListingsForAdmin(
  db: Database,
  storage: ObjectStorage,
  query: AdminListQuery,
  scope: TeamScope = EVERYTHING,
  now = new Date(),
) {
  const conditions: SQL[] = [];
  const inScope = listingScopeCondition(scope);
  if (inScope) conditions.push(inScope);
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(properties.title, pattern),
        ilike(properties.city, pattern),
        ilike(properties.address, pattern),
      )!,
    );
  }
  if (query.status) conditions.push(eq(properties.propertyStatus, query.status));
  if (query.mainCategory) conditions.push(eq(properties.mainCategory, query.mainCategory));
  if (query.subCategory) conditions.push(eq(properties.subCategory, query.subCategory));
  if (query.featured) conditions.push(eq(properties.isFeatured, query.featured === 'true'));
  if (query.state) conditions.push(stateCondition(query.state, now));
  const where = conditions.length ? and(...conditions) : undefined;

  const order =
    query.sort === QUALITY_SORT
      ? [sql`${properties.qualityScore} desc nulls last`, asc(properties.updatedAt)]
      : [query.order === 'asc' ? asc(SORTABLE[query.sort]) : desc(SORTABLE[query.sort])];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(properties)
      .where(where)
      // The id breaks ties so pages never repeat or skip a row.
      .orderBy(...order, asc(properties.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(properties).where(where),
  ]);
  const covers = await coverPhotosByListing(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => {
      const thumbnail = listingThumbnail(covers.get(row.id), storage);
      return {
        id: row.id,
        title: row.title,
        mainCategory: row.mainCategory,
        subCategory: row.subCategory,
        propertyStatus: row.propertyStatus,
        price: row.price,
        rentalFrequency: row.rentalFrequency,
        city: row.city,
        isFeatured: row.isFeatured,
        listingState: row.listingState,
        listerKind: row.listerKind,
        qualityScore: row.qualityScore,
        lastConfirmedAt: row.lastConfirmedAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
        version: row.version,
        cover: thumbnail ? { url: thumbnail.src, width: thumbnail.width, height: thumbnail.height } : null,
      };
    }),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A state, or the public listings due a confirmation (45 days or more since the last one). */
function stateCondition(filter: AdminStateFilter, now: Date): SQL {
  if (filter !== CONFIRMATION_DUE_FILTER) return eq(properties.listingState, filter);
  return and(
    inArray(properties.listingState, PUBLIC_LISTING_STATES),
    lt(properties.lastConfirmedAt, daysAgoCutoff(CONFIRMATION_DUE_DAYS, now)),
  )!;
}

const perSqFt = pricePerSqFt(properties);

export async function priceBenchmark(db: Database, query: PriceBenchmarkQuery): Promise<PriceBenchmark> {
  const conditions: SQL[] = [
    sql`lower(${properties.city}) = lower(${query.city})`,
    eq(properties.subCategory, query.subCategory),
    eq(properties.propertyStatus, query.propertyStatus),
    gt(properties.squareFeet, 0),
  ];
  if (query.excluding) conditions.push(ne(properties.id, query.excluding));
  const [row] = await db
    .select({
      median: sql<number | string | null>`percentile_cont(0.5) within group (order by ${perSqFt})`,
      listings: count(),
    })
    .from(properties)
    .where(and(...conditions));
  const listings = row?.listings ?? 0;
  const median = row?.median === null || row?.median === undefined ? null : Number(row.median);
  return {
    medianPricePerSqFt:
      listings >= MIN_LISTINGS_FOR_BENCHMARK && median !== null ? Math.round(median * 100) / 100 : null,
    listings,
  };
}
