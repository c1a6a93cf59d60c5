/** The SQL of My listings: a lister's own listings with what they drew (views, enquiries, visits). */
import { photoCountColumn, qualityColumns, qualityOf } from '#server/listings/listing-quality';
import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { MyListingSummary } from '#domain/my-listings';
import type { Database } from '#server/db/client';
import { bookings, enquiries, properties, propertyViews, users } from '#server/db/schema';
import { coverPhotosByListing } from '#server/listings/cover-photos';
import { listingNotFound } from '#server/listings/listing-record';
import { listingThumbnail } from '#server/listings/listing-thumbnail';
import type { ObjectStorage } from '#server/storage/storage';

/** A lister has at most a few hundred listings; this bounds the page without paging. */
const MY_LISTINGS_LIMIT = 500;

async function countsBy(db: Database, ids: string[]) {
  const none = new Map<string | null, number>();
  if (ids.length === 0) return { views: none, enquiries: none, visits: none };
  const [views, asked, booked] = await Promise.all([
    db
      .select({ id: propertyViews.propertyId, n: sum(propertyViews.views).mapWith(Number) })
      .from(propertyViews)
      .where(inArray(propertyViews.propertyId, ids))
      .groupBy(propertyViews.propertyId),
    db
      .select({ id: enquiries.propertyId, n: count() })
      .from(enquiries)
      .where(inArray(enquiries.propertyId, ids))
      .groupBy(enquiries.propertyId),
    db
      .select({ id: bookings.propertyId, n: count() })
      .from(bookings)
      .where(inArray(bookings.propertyId, ids))
      .groupBy(bookings.propertyId),
  ]);
  const mapOf = (rows: Array<{ id: string | null; n: number | null }>) =>
    new Map<string | null, number>(rows.map((row) => [row.id, row.n ?? 0]));
  return { views: mapOf(views), enquiries: mapOf(asked), visits: mapOf(booked) };
}

export async function listMyListings(db: Database, storage: ObjectStorage, userId: string) {
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      propertyStatus: properties.propertyStatus,
      price: properties.price,
      city: properties.city,
      listingState: properties.listingState,
      reviewNote: properties.reviewNote,
      lastConfirmedAt: properties.lastConfirmedAt,
      updatedAt: properties.updatedAt,
      version: properties.version,
      photos: photoCountColumn,
      quality: qualityColumns,
    })
    .from(properties)
    .where(eq(properties.listedBy, userId))
    .orderBy(desc(properties.updatedAt), desc(properties.id))
    .limit(MY_LISTINGS_LIMIT);
  const ids = rows.map((row) => row.id);
  const [counts, covers] = await Promise.all([countsBy(db, ids), coverPhotosByListing(db, ids)]);
  const now = new Date();
  const listings: MyListingSummary[] = rows.map(({ photos, quality, ...row }) => ({
    ...row,
    quality: qualityOf(quality, photos, now),
    lastConfirmedAt: row.lastConfirmedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    coverUrl: listingThumbnail(covers.get(row.id), storage)?.src ?? null,
    views: counts.views.get(row.id) ?? 0,
    enquiries: counts.enquiries.get(row.id) ?? 0,
    visits: counts.visits.get(row.id) ?? 0,
  }));
  return {
    listings,
    pendingReview: rows.filter((row) => row.listingState === 'pending-review').length,
  };
}

/** 404 unless the listing is the lister's own: another lister's id answers as one that never existed. */
export async function assertMyListing(db: Database, userId: string, id: string): Promise<void> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.listedBy, userId)));
  if (!row) throw listingNotFound();
}

export async function isTrustedLister(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ trusted: sql<boolean>`${users.trustedLister}` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.trusted ?? false;
}
