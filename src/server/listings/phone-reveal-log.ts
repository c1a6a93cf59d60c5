/**
 * The log of phone reveals (decision 027) as one account sees it: who saw my number on my listings, and whose
 * numbers I saw. My HouseHunt shows it and the account's data download carries it.
 */
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PHONE_REVEAL_LIST_LIMIT, type PhoneRevealLog } from '#domain/contact-privacy';
import type { Database } from '#server/db/client';
import { phoneReveals, properties, users } from '#server/db/schema';

const viewer = alias(users, 'viewer');
const lister = alias(users, 'lister');

/** Who saw my number, and whose numbers I saw: the newest `limit` of each (null: all, for the download). */
export async function phoneRevealLog(
  db: Database,
  userId: string,
  limit: number | null = PHONE_REVEAL_LIST_LIMIT,
): Promise<PhoneRevealLog> {
  const listingColumns = {
    listingId: phoneReveals.propertyId,
    listingTitle: properties.title,
    revealedAt: phoneReveals.revealedAt,
  };
  const ofMyNumber = await db
    .select({ ...listingColumns, viewerName: viewer.name, viewerEmail: viewer.email })
    .from(phoneReveals)
    .leftJoin(viewer, eq(viewer.id, phoneReveals.viewerId))
    .leftJoin(properties, eq(properties.id, phoneReveals.propertyId))
    .where(eq(phoneReveals.listerId, userId))
    .orderBy(desc(phoneReveals.revealedAt), desc(phoneReveals.id))
    .limit(limit ?? Number.MAX_SAFE_INTEGER);
  const byMe = await db
    .select({ ...listingColumns, listerName: lister.name })
    .from(phoneReveals)
    .innerJoin(lister, eq(lister.id, phoneReveals.listerId))
    .leftJoin(properties, eq(properties.id, phoneReveals.propertyId))
    .where(eq(phoneReveals.viewerId, userId))
    .orderBy(desc(phoneReveals.revealedAt), desc(phoneReveals.id))
    .limit(limit ?? Number.MAX_SAFE_INTEGER);
  const dated = <Row extends { revealedAt: Date }>(row: Row) => ({
    ...row,
    revealedAt: row.revealedAt.toISOString(),
  });
  return { ofMyNumber: ofMyNumber.map(dated), byMe: byMe.map(dated) };
}
