/** Listings for the admin portal: create, update (with optimistic concurrency), feature, delete. */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { indiaToday } from '#domain/india-calendar';
import { priceReducedAtAfter } from '#domain/price-history';
import type { PropertyData } from '#domain/property-schema';
import type { Database } from '#server/db/client';
import {
  lockRecord,
  recordWriteResult,
  saveRecordChange,
  type Transaction,
  type VersionedRecord,
} from '#server/db/record-write';
import { bookings, properties, propertyImages } from '#server/db/schema';
import { NotFoundError } from '#server/errors';
import { queueJobInTransaction } from '#server/jobs/job-queue';
import { LISTING_ALERT_JOB } from '#server/listings/listing-alert-job';
import { placeListing } from '#server/listings/approximate-location';
import { findListing, listingNotFound, type ListingRow } from '#server/listings/listing-record';
import { recordPriceChange } from '#server/listings/price-changes';
import { queueFileDeletions, removeQueuedFiles } from '#server/db/storage-deletion-queue';
import type { ObjectStorage } from '#server/storage/storage';
import { audited, writeAudit, type AuditActor } from '#server/audit/audit-log';
import { noticeListingDeletedWithVisits } from '#server/notices/listing-notices';
import { kindChangeRefusal } from './lifecycle/listing-kind.js';
import { queueVisitCancellations } from './lifecycle/upcoming-visits.js';
import { setListingPhotos } from './photos/listing-photos.js';

/**
 * A listing as a versioned record. A form save and a move to another state name a version, so a clash means
 * someone else saved the form or moved the listing after this admin opened it.
 */
export const LISTING: VersionedRecord<typeof properties> = {
  table: properties,
  key: properties.id,
  notFound: listingNotFound,
  changedMessage: () =>
    'Someone else changed this property after you opened it. Reload to see their changes, then make yours again.',
};

/**
 * What a new price changes beyond the price: the change kept for the price history (with who made it) and the
 * "Price reduced" date, set by a drop and cleared by a rise (#domain/price-history). Nothing for the same price.
 */
function priceChange(current: ListingRow, newPrice: number, actor: AuditActor, now: Date) {
  if (newPrice === current.price) return { set: {}, effects: [] };
  const change = { oldPrice: current.price, newPrice };
  return {
    set: { priceReducedAt: priceReducedAtAfter(change, current.priceReducedAt, now) },
    effects: [
      (tx: Transaction) =>
        recordPriceChange(tx, { listingId: current.id, ...change, changedBy: actor.id, at: now }),
    ],
  };
}

const listingAudit = (actor: AuditActor, id: string, action: string, details: Record<string, unknown>) =>
  audited({ actor, action, entityType: 'property', entityId: id, details });

/**
 * The team's new listings start as drafts (decision 023): not public, never published, nothing confirmed yet.
 * Saved searches hear of a listing when it is published (lifecycle/listing-moves.ts), not when it is drafted.
 */
const NEW_LISTING_DRAFT = {
  listingState: 'draft',
  listedAt: null,
  lastConfirmedAt: null,
  inPublicSearch: false,
} as const;

export async function createListing(
  db: Database,
  data: PropertyData,
  imageIds: readonly string[],
  actor: AuditActor,
) {
  const placement = await placeListing(data);
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .insert(properties)
      .values({ ...data, ...placement, ...NEW_LISTING_DRAFT, createdBy: actor.id })
      .returning();
    await setListingPhotos(tx, listing!.id, imageIds);
    await writeAudit(tx, {
      actor,
      action: 'property.created',
      entityType: 'property',
      entityId: listing!.id,
      details: { title: listing!.title },
    });
    return listing!;
  });
}

/**
 * Saves the full form and its photos over the version the admin edited (db/record-write.ts): a save over a
 * newer version is refused, never merged silently. isFeatured is left alone: it has its own switch. Photos left
 * out are deleted from storage only after the save has committed.
 */
export async function updateListing(
  db: Database,
  storage: ObjectStorage,
  id: string,
  edit: { version: number; data: PropertyData; imageIds?: readonly string[] | undefined },
  actor: AuditActor,
) {
  const { isFeatured: _featured, ...fields } = edit.data;
  let removedKeys: string[] = [];
  const outcome = await db.transaction(async (tx) => {
    const current = await lockRecord(tx, LISTING, id);
    const now = new Date();
    const price = priceChange(current, fields.price, actor, now);
    const placement = await placeListing(fields, current);
    return saveRecordChange(tx, LISTING, {
      id,
      current,
      version: edit.version,
      decision: kindChangeRefusal(current, fields.propertyStatus) ?? {
        set: { ...fields, ...placement, ...price.set, updatedAt: now },
        effects: [
          listingAudit(actor, id, 'property.updated', { title: fields.title, version: current.version + 1 }),
          ...price.effects,
          async (tx) => {
            if (edit.imageIds) removedKeys = await setListingPhotos(tx, id, edit.imageIds);
          },
          // A lower price may now fit saved searches' budgets.
          ...(fields.price < current.price
            ? [
                (tx: Transaction) =>
                  queueJobInTransaction(tx, LISTING_ALERT_JOB, { listingId: id, reason: 'price-drop' }),
              ]
            : []),
        ],
      },
    });
  });
  await removeQueuedFiles(db, storage, removedKeys);
  return recordWriteResult(outcome, await findListing(db, id));
}

/** What the featured switch answers with: the flag, and when and at which version the listing now is. */
async function readFeaturedChange(db: Database, id: string) {
  const [row] = await db
    .select({
      isFeatured: properties.isFeatured,
      updatedAt: properties.updatedAt,
      version: properties.version,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row ?? null;
}

/**
 * Only isFeatured and updatedAt change: the featured switch never saves half-edited form fields. It names no
 * version and keeps the one the listing has, so a form open on the listing does not go stale because someone
 * starred it (decision 022); a second click on a listing already so is audited again, as a click.
 */
export async function setFeatured(db: Database, id: string, isFeatured: boolean, actor: AuditActor) {
  const outcome = await db.transaction(async (tx) => {
    const current = await lockRecord(tx, LISTING, id);
    return saveRecordChange(tx, LISTING, {
      id,
      current,
      version: undefined,
      decision: {
        set: { isFeatured, updatedAt: new Date() },
        keepsVersion: true,
        effects: [
          listingAudit(actor, id, isFeatured ? 'property.featured' : 'property.unfeatured', {
            title: current.title,
          }),
        ],
      },
    });
  });
  const answer = await readFeaturedChange(db, id);
  if (!answer) throw listingNotFound();
  return recordWriteResult(outcome, answer);
}

/**
 * Removes the listing, then its photo files: a listing never points at a deleted file. With `cancelVisits`, the
 * visits booked to it from today on are cancelled and their visitors mailed (by the bookings feature's job).
 */
export async function deleteListing(
  db: Database,
  storage: ObjectStorage,
  id: string,
  actor: AuditActor,
  { cancelVisits = false }: { cancelVisits?: boolean } = {},
) {
  const keys = await db.transaction(async (tx) => {
    // The row lock waits out a save attaching photos, so every photo deleted below has its files queued.
    const [locked] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, id))
      .for('update');
    if (!locked) throw new NotFoundError('Property not found');
    // Read before the delete unlinks the bookings from the listing.
    const comingVisits = await tx
      .select({ id: bookings.id, name: bookings.name, preferredDate: bookings.preferredDate })
      .from(bookings)
      .where(
        and(
          eq(bookings.propertyId, id),
          inArray(bookings.status, ['pending', 'confirmed']),
          gte(bookings.preferredDate, indiaToday(new Date())),
        ),
      )
      .orderBy(asc(bookings.preferredDate), asc(bookings.timeSlot), asc(bookings.id));
    const images = await tx.delete(propertyImages).where(eq(propertyImages.propertyId, id)).returning();
    const [listing] = await tx.delete(properties).where(eq(properties.id, id)).returning();
    await writeAudit(tx, {
      actor,
      action: 'property.deleted',
      entityType: 'property',
      entityId: id,
      details: { title: listing!.title, photos: images.length },
    });
    await noticeListingDeletedWithVisits(tx, listing!, comingVisits);
    if (cancelVisits)
      await queueVisitCancellations(
        tx,
        comingVisits.map((visit) => visit.id),
        actor,
      );
    const keys = images.flatMap((image) => image.variants.map((variant) => variant.key));
    await queueFileDeletions(tx, keys);
    return keys;
  });
  // After the commit; what fails here stays queued for the housekeeping run.
  await removeQueuedFiles(db, storage, keys);
}
