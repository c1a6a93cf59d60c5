/**
 * A listing as the team makes it and then publishes it (decision 023): drafted through createListing, then moved
 * live, likely duplicates confirmed, so tests that need a public listing get one the way the product makes it.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { listingAnswerSchema } from '#domain/listing-record';
import { propertyInputSchema, type PropertyData, type PropertyInput } from '#domain/property-schema';
import { SYSTEM_ACTOR, type AuditActor } from '#server/audit/audit-log';
import type { Database } from '#server/db/client';
import { moveListing } from '#server/listings/listing-moves';
import { createListing } from '#server/listings/listing-writes';
import { aFlat } from './listing-factory.js';
import { responseBody } from './response-body.js';

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

/**
 * Live listings for a test that speaks of them by name: each is aFlat with its name's changes (titled with its
 * name unless they give a title), made in the order named (by default as written). Answers their ids by name.
 */
export async function createNamedLiveListings<Name extends string>(
  db: Database,
  listings: Record<Name, Partial<PropertyInput>>,
  order: readonly Name[] = Object.keys(listings) as Name[],
): Promise<Record<Name, string>> {
  const ids = {} as Record<Name, string>;
  for (const name of order) {
    const data = propertyInputSchema.parse(aFlat({ title: name, ...listings[name] }));
    ids[name] = (await createLiveListing(db, data)).id;
  }
  return ids;
}

/**
 * Publishes a draft made through the admin API, as an admin on that API would (likely duplicates confirmed), and
 * answers the listing as it then is: for tests whose listing must be on the public pages.
 */
export async function publishThroughAdminApi(
  app: FastifyInstance,
  headers: Record<string, string>,
  draft: { id: string; version: number },
) {
  const published = await app.inject({
    method: 'POST',
    url: `/api/admin/properties/${draft.id}/state`,
    headers,
    payload: { to: 'live', version: draft.version, confirmDuplicate: true },
  });
  expect(published.statusCode, published.body).toBe(200);
  return responseBody(published, listingAnswerSchema).property;
}
