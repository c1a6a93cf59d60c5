/** The property page's reads and writes: the listings like it, its price history, the count of its views, its RERA
 * QR code. */
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { indiaToday } from '#domain/india-calendar';
import { isListingPageOpen } from '#domain/listing-lifecycle';
import type { LocalityComparison } from '#domain/locality-insights';
import type { ListingPageLifecycle } from '#domain/listing-record';
import type { PriceHistory } from '#domain/price-history-answer';
import { RERA_REGULATORS } from '#domain/rera';
import type { Database } from '#server/db/client';
import { heavyRead } from '#server/db/heavy-reads';
import { runPrepared, shapeOf } from '#server/db/prepared-statements';
import { properties, propertyViews } from '#server/db/schema';
import { NotFoundError } from '#server/errors';
import { toListingCard, type ListingCardRow } from '#server/listings/listing-cards';
import { listingComparison, type ComparedListing } from '#server/listings/locality-figures';
import { readPriceHistory } from '#server/listings/price-changes';
import { noticeBusyListing } from '#server/notices/listing-notices';
import type { ObjectStorage } from '#server/storage/storage';
import { listingReraRegistration, priceHistoryListing, similarListingsQuery } from './queries.js';

/** Property page views per listing per day, for the admin dashboard: a counter, nothing about the viewer. */
export async function countListingView(
  db: Database,
  listingId: string,
  now: Date = new Date(),
): Promise<void> {
  // One statement: the listing must exist (a deleted one counts nothing), and its row for the India calendar day
  // (the day the staff live in) is made or bumped; the new count comes back, so a busy day is noticed without
  // another read.
  await db.transaction(async (tx) => {
    const counted = await tx.execute(sql`
    insert into ${propertyViews} (property_id, day, views)
    select ${properties.id}, ${indiaToday(now)}, 1 from ${properties} where ${properties.id} = ${listingId}
    on conflict (property_id, day) do update set views = ${propertyViews.views} + 1
    returning views, (select ${properties.title} from ${properties} where ${properties.id} = ${listingId}) as title`);
    const [row] = (counted as { rows: Array<{ views: number; title: string }> }).rows;
    if (!row) throw new NotFoundError('Property not found');
    await noticeBusyListing(tx, { id: listingId, title: row.title }, Number(row.views));
  });
}

/**
 * The property page's "8% below the median for 3 BHK flats in Whitefield" line, from the locality figures: only
 * while the listing is in the public search, since a listing out of it is not among those it is compared with.
 */
export async function localityComparisonFor(
  db: Database,
  listing: ComparedListing,
  lifecycle: Pick<ListingPageLifecycle, 'answer'>,
): Promise<LocalityComparison | null> {
  return lifecycle.answer === 'listed' ? listingComparison(db, listing) : null;
}

/** The listings a house hunter looking at one property would compare it with, for its page's "Similar" row. */
export async function findSimilarListings(db: Database, storage: ObjectStorage, id: string) {
  // One shape and one plan for every listing: written once, planned once per connection (prepared-statements.ts).
  const rows = await heavyRead(db, () =>
    runPrepared(
      db,
      shapeOf('similar listings'),
      () => similarListingsQuery(db, sql.placeholder('id')),
      { id },
      { onePlan: true },
    ),
  );
  if (rows.length === 0) throw new NotFoundError('Property not found');
  return {
    // A left-joined listing is there whole or not at all: a row with an id has every card column.
    items: rows.flatMap(({ subjectId: _subject, cover, ...row }) =>
      row.id === null ? [] : [toListingCard(row as ListingCardRow, cover, storage)],
    ),
  };
}

/**
 * The price history of a listing whose page the public can open (listed, out of search for want of a
 * confirmation, or sold or rented within 90 days); any other is "not found", as a draft's page is.
 */
export async function findPriceHistory(db: Database, id: string, now = new Date()): Promise<PriceHistory> {
  const listing = await priceHistoryListing(db, id);
  if (!listing || !isListingPageOpen(listing, now)) {
    throw new NotFoundError('Property not found');
  }
  return readPriceHistory(db, listing);
}

/**
 * The QR code beside a listing's RERA number (MahaRERA's advertising orders want one on every advertisement), as
 * SVG: it opens the state regulator's portal, where the number can be looked up. Only for a page the public may
 * open, with a number, in a state whose portal is known; otherwise there is no code to show.
 */
export async function reraQrCodeSvg(db: Database, id: string, now: Date = new Date()): Promise<string> {
  const listing = await listingReraRegistration(db, id);
  if (!listing || !isListingPageOpen(listing, now)) throw new NotFoundError('Property not found');
  const portal = RERA_REGULATORS[listing.indianState]?.portal ?? null;
  if (listing.reraNumber === null || portal === null) {
    throw new NotFoundError('This listing has no RERA registration to show a QR code for');
  }
  // Medium error correction and a 4-module quiet zone, as QR readers expect; black on white in either theme.
  return QRCode.toString(portal, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}
