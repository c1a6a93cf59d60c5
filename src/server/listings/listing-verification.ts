/** A listing's verification checks as stored: what the admin's record and the property page both read. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { listingVerificationChecks, users } from '#server/db/schema';

export type VerificationCheckRow = Awaited<ReturnType<typeof selectVerificationChecks>>[number];

export function selectVerificationChecks(db: Pick<Database, 'select'>, listingId: string) {
  return db
    .select({
      check: listingVerificationChecks.check,
      checkedOn: listingVerificationChecks.checkedOn,
      note: listingVerificationChecks.note,
      recordedAt: listingVerificationChecks.recordedAt,
      checkedBy: users.email,
    })
    .from(listingVerificationChecks)
    .leftJoin(users, eq(users.id, listingVerificationChecks.checkedBy))
    .where(eq(listingVerificationChecks.propertyId, listingId))
    .orderBy(asc(listingVerificationChecks.check));
}
