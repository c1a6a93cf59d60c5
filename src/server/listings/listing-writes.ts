/**
 * A listing's create and form save, shared by the team's admin and by listers (My listings): one schema, one
 * record-write path (decision 022), the same photos and price history whoever edits.
 */
import { photoCountOf, qualityScoreOf } from './listing-quality.js';
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
import { asc, eq } from 'drizzle-orm';
import { datesAfterMove, isPublicListingState } from '#domain/listing-lifecycle';
import { properties, propertyImages } from '#server/db/schema';
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
export const NEW_LISTING_DRAFT = {
  listingState: 'draft',
  listedAt: null,
  lastConfirmedAt: null,
  inPublicSearch: false,
} as const;

/** An owner or agent posting from My listings: theirs to manage, never featured by their own hand. */
export type ListerOfListing = { userId: string; kind: 'owner' | 'agent'; reraNumber: string | null };

export async function createListing(
  db: Database,
  data: PropertyData,
  imageIds: readonly string[],
  actor: AuditActor,
  lister?: ListerOfListing,
) {
  const placement = await placeListing(data);
  const listedBy = lister
    ? {
        listedBy: lister.userId,
        listerKind: lister.kind,
        listerReraNumber: lister.reraNumber,
        isFeatured: false,
      }
    : {};
  return db.transaction(async (tx) => {
    const qualityScore = qualityScoreOf({ ...data, ...placement, lastConfirmedAt: null }, imageIds.length);
    const [listing] = await tx
      .insert(properties)
      .values({ ...data, ...placement, ...NEW_LISTING_DRAFT, ...listedBy, qualityScore, createdBy: actor.id })
      .returning();
    await setListingPhotos(tx, listing!.id, imageIds, lister?.userId);
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
  lister?: ListerOfListing & { trusted: boolean },
) {
  const { isFeatured: _featured, ...fields } = edit.data;
  let removedKeys: string[] = [];
  const outcome = await db.transaction(async (tx) => {
    const current = await lockRecord(tx, LISTING, id);
    // Someone else's listing is not there for a lister: 404, the same answer as an id that never existed.
    if (lister && current.listedBy !== lister.userId) throw listingNotFound();
    const now = new Date();
    const price = priceChange(current, fields.price, actor, now);
    const placement = await placeListing(fields, current);
    const review =
      lister && !lister.trusted && isPublicListingState(current.listingState)
        ? await reviewedChange(tx, current, fields, edit.imageIds, now)
        : {};
    const listerFields = lister ? { listerKind: lister.kind, listerReraNumber: lister.reraNumber } : {};
    const photos = edit.imageIds?.length ?? (await photoCountOf(tx, id));
    const qualityScore = qualityScoreOf({ ...current, ...fields, ...placement, ...review }, photos, now);
    return saveRecordChange(tx, LISTING, {
      id,
      current,
      version: edit.version,
      decision: kindChangeRefusal(current, fields.propertyStatus) ?? {
        set: {
          ...fields,
          ...placement,
          ...price.set,
          ...listerFields,
          ...review,
          qualityScore,
          updatedAt: now,
        },
        effects: [
          listingAudit(actor, id, 'property.updated', { title: fields.title, version: current.version + 1 }),
          ...('listingState' in review
            ? [
                listingAudit(actor, id, 'property.state-changed', {
                  title: fields.title,
                  from: current.listingState,
                  to: 'pending-review',
                  reason: 'edited',
                }),
              ]
            : []),
          ...price.effects,
          async (tx) => {
            if (edit.imageIds) removedKeys = await setListingPhotos(tx, id, edit.imageIds, lister?.userId);
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

/**
 * A lister's edit of a public listing that changes what the review vouched for (the price, the description or the
 * photos) takes it out of the public search and back to review, rather than keeping the reviewed version public
 * beside an unreviewed one (one row, one truth; issue 24). Other edits publish at once. Empty when nothing reviewed
 * changed.
 */
async function reviewedChange(
  tx: Transaction,
  current: ListingRow,
  fields: Omit<PropertyData, 'isFeatured'>,
  imageIds: readonly string[] | undefined,
  now: Date,
) {
  const photosNow = imageIds
    ? (
        await tx
          .select({ id: propertyImages.id })
          .from(propertyImages)
          .where(eq(propertyImages.propertyId, current.id))
          .orderBy(asc(propertyImages.position))
      ).map((row) => row.id)
    : null;
  const changed =
    fields.price !== current.price ||
    (fields.description ?? null) !== (current.description ?? null) ||
    (photosNow !== null && imageIds !== undefined && photosNow.join() !== imageIds.join());
  if (!changed) return {};
  const { sendsNewListingAlerts: _alerts, ...dates } = datesAfterMove(
    {
      state: current.listingState,
      listedAt: current.listedAt,
      lastConfirmedAt: current.lastConfirmedAt,
      leftPublicAt: current.leftPublicAt,
    },
    'pending-review',
    now,
  );
  return { listingState: 'pending-review' as const, ...dates, inPublicSearch: false, reviewNote: null };
}
