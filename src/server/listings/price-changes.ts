/**
 * A listing's price changes: written by the admin's listing save (as one of its effects, in its transaction) and
 * read by the property page's price history. Kept here, below both features, as the listing record is.
 */
import { asc, eq } from 'drizzle-orm';
import { priceHistoryEntries } from '#domain/price-history';
import type { PriceHistory } from '#domain/price-history-answer';
import type { Database } from '#server/db/client';
import type { Transaction } from '#server/db/record-write';
import { listingPriceChanges } from '#server/db/schema';
import type { ListingRow } from './listing-record.js';

/** Keeps one change of price, with who made it (null for the system, or an account since deleted). */
export async function recordPriceChange(
  tx: Transaction,
  change: { listingId: string; oldPrice: number; newPrice: number; changedBy: string | null; at: Date },
): Promise<void> {
  await tx.insert(listingPriceChanges).values({
    propertyId: change.listingId,
    oldPrice: change.oldPrice,
    newPrice: change.newPrice,
    changedBy: change.changedBy,
    changedAt: change.at,
  });
}

/** The listing's price from when it was listed, then every change, oldest first (who changed it stays private). */
export async function readPriceHistory(
  db: Database,
  listing: Pick<ListingRow, 'id' | 'price' | 'listedAt' | 'createdAt' | 'priceReducedAt'>,
): Promise<PriceHistory> {
  const changes = await db
    .select({
      oldPrice: listingPriceChanges.oldPrice,
      newPrice: listingPriceChanges.newPrice,
      changedAt: listingPriceChanges.changedAt,
    })
    .from(listingPriceChanges)
    .where(eq(listingPriceChanges.propertyId, listing.id))
    .orderBy(asc(listingPriceChanges.changedAt), asc(listingPriceChanges.id));
  // A listing saved before it was ever published has no listedAt: its first save is when it was listed.
  const listedAt = listing.listedAt ?? listing.createdAt;
  return {
    priceReducedAt: listing.priceReducedAt?.toISOString() ?? null,
    entries: priceHistoryEntries({ price: listing.price, listedAt }, changes),
  };
}
