/**
 * The duplicate guard (issue 22): the other listings a listing is likely a copy of, shown to the team and
 * confirmed before it is published. A likely duplicate is at the same PIN code with the same address (ignoring
 * case, spaces and punctuation) and a near-equal area; the photo test (perceptual hashes) adds to it.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { properties } from '#server/db/schema';

/** Areas within this share of each other count as the same home measured twice (rounding, carpet vs built-up). */
export const NEAR_EQUAL_AREA = 0.02;

export type LikelyDuplicate = { id: string; title: string; reason: 'same-address' };

const addressKey = (address: unknown) => sql`regexp_replace(lower(${address}), '[^[:alnum:]]+', '', 'g')`;

export async function findLikelyDuplicates(
  db: Pick<Database, 'select'>,
  listingId: string,
): Promise<LikelyDuplicate[]> {
  const subject = db
    .select({
      pincode: properties.pincode,
      squareFeet: properties.squareFeet,
      address: properties.address,
    })
    .from(properties)
    .where(eq(properties.id, listingId))
    .as('subject');
  const rows = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .innerJoin(
      subject,
      and(
        eq(properties.pincode, subject.pincode),
        sql`${properties.squareFeet} between ${subject.squareFeet} * ${1 - NEAR_EQUAL_AREA} and ${subject.squareFeet} * ${1 + NEAR_EQUAL_AREA}`,
        sql`${addressKey(properties.address)} = ${addressKey(subject.address)}`,
      ),
    )
    .where(ne(properties.id, listingId))
    .orderBy(properties.createdAt)
    .limit(10);
  return rows.map((row) => ({ ...row, reason: 'same-address' as const }));
}
