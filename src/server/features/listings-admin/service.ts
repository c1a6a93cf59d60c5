/** Listings for the admin portal: the featured switch and deleting (create and save: #server/listings/listing-writes). */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { indiaToday } from '#domain/india-calendar';
import type { Database } from '#server/db/client';
import { lockRecord, recordWriteResult, saveRecordChange } from '#server/db/record-write';
import { bookings, properties, propertyImages } from '#server/db/schema';
import { NotFoundError } from '#server/errors';
import { listingNotFound } from '#server/listings/listing-record';
import { LISTING } from '#server/listings/listing-writes';
import { queueFileDeletions, removeQueuedFiles } from '#server/db/storage-deletion-queue';
import type { ObjectStorage } from '#server/storage/storage';
import { audited, writeAudit, type AuditActor } from '#server/audit/audit-log';
import { noticeListingDeletedWithVisits } from '#server/notices/listing-notices';
import { queueVisitCancellations } from '#server/listings/upcoming-visits';

const listingAudit = (actor: AuditActor, id: string, action: string, details: Record<string, unknown>) =>
  audited({ actor, action, entityType: 'property', entityId: id, details });

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
