/**
 * A listing as the team makes it and then publishes it (decision 023): drafted through createListing, then moved
 * live, likely duplicates confirmed, so tests that need a public listing get one the way the product makes it.
 */
import type { PropertyData } from '#domain/property-schema';
import { SYSTEM_ACTOR, type AuditActor } from '#server/audit/audit-log';
import type { Database } from '#server/db/client';
import { moveListing } from '#server/features/listings-admin/lifecycle/listing-moves';
import { createListing } from '#server/features/listings-admin/service';

export async function createLiveListing(
  db: Database,
  data: PropertyData,
  imageIds: readonly string[] = [],
  actor: AuditActor = SYSTEM_ACTOR,
  now = new Date(),
) {
  const draft = await createListing(db, data, imageIds, actor);
  const published = await moveListing(db, draft.id, { to: 'live', confirmDuplicate: true }, actor, now);
  if (published.changed) throw new Error('A new draft cannot have changed under its own publication');
  return published.record.listing;
}
