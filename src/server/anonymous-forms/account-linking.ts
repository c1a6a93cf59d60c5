/**
 * Bookings and enquiries sent signed out, linked to the account of the person who sent them once they sign in
 * with the same address and their identity provider vouches for it (decision 016).
 */
import { and, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { bookings, enquiries } from '#server/db/schema';
import { writeAudit } from '#server/audit/audit-log';

type Account = { id: string; email: string };

const sentFrom = (table: typeof bookings | typeof enquiries, email: string) =>
  and(isNull(table.userId), sql`lower(${table.email}) = ${email.toLowerCase()}`);

/**
 * Links every unlinked booking and enquiry sent from the account's address to it, in one transaction, audited
 * when there was any. A record already linked (to this account or another) keeps its link. Only for an address
 * the provider verified: the caller decides that, as the relying party reads the claim.
 */
export async function linkVisitorRecordsToAccount(
  db: Database,
  account: Account,
): Promise<{ visits: number; enquiries: number }> {
  return db.transaction(async (tx) => {
    const visits = await tx
      .update(bookings)
      .set({ userId: account.id })
      .where(sentFrom(bookings, account.email))
      .returning({ id: bookings.id });
    const sent = await tx
      .update(enquiries)
      .set({ userId: account.id })
      .where(sentFrom(enquiries, account.email))
      .returning({ id: enquiries.id });
    if (visits.length > 0 || sent.length > 0) {
      await writeAudit(tx, {
        actor: account,
        action: 'account.records-linked',
        entityType: 'user',
        entityId: account.id,
        details: { visits: visits.map(({ id }) => id), enquiries: sent.map(({ id }) => id) },
      });
    }
    return { visits: visits.length, enquiries: sent.length };
  });
}
