/**
 * A listing's create and form save, shared by the team's admin and by listers (My listings): one schema, one
 * record-write path (decision 022), the same photos and price history whoever edits.
 */
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
import { properties } from '#server/db/schema';
import { queueJobInTransaction } from '#server/jobs/job-queue';
import { LISTING_ALERT_JOB } from './listing-alert-job.js';
import { placeListing } from './approximate-location.js';
import { findListing, listingNotFound, type ListingRow } from './listing-record.js';
import { recordPriceChange } from './price-changes.js';
import { removeQueuedFiles } from '#server/db/storage-deletion-queue';
import type { ObjectStorage } from '#server/storage/storage';
import { audited, writeAudit, type AuditActor } from '#server/audit/audit-log';
import { kindChangeRefusal } from './listing-kind.js';
import { setListingPhotos } from './listing-photos.js';

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
