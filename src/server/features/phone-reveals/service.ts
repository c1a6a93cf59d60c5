/**
 * A lister's phone number shown to a signed-in visitor, logged and limited (decision 027), and the lister's own
 * choice of number. The limit counts different listers per visitor per India calendar day; a lock per visitor
 * makes two reveals at once count one after the other, so a 21st lister is never let through by a race.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  DAILY_PHONE_REVEAL_LISTERS,
  PHONE_REVEAL_MESSAGES,
  type ListingContact,
  type PhoneReveal,
} from '#domain/contact-privacy';
import { indiaToday } from '#domain/india-calendar';
import { formatIndianMobile } from '#domain/indian-mobile';
import { isListingPageOpen } from '#domain/listing-lifecycle';
import type { Database } from '#server/db/client';
import { phoneReveals, properties, users } from '#server/db/schema';
import { AppError, NotFoundError } from '#server/errors';

const PROPERTY_NOT_FOUND = 'Property not found';

export async function revealListerPhone(
  db: Database,
  viewerId: string,
  propertyId: string,
  now: Date = new Date(),
): Promise<PhoneReveal> {
  const [listing] = await db
    .select({
      state: properties.listingState,
      listedAt: properties.listedAt,
      lastConfirmedAt: properties.lastConfirmedAt,
      leftPublicAt: properties.leftPublicAt,
      listerId: properties.listedBy,
      listerName: users.name,
      phone: users.listingPhone,
      phoneShown: users.listingPhoneShown,
    })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.listedBy))
    .where(eq(properties.id, propertyId));
  if (!listing || !isListingPageOpen(listing, now)) throw new NotFoundError(PROPERTY_NOT_FOUND);
  const { listerId, phone } = listing;
  if (!listerId || !phone || !listing.phoneShown) {
    throw new AppError(409, 'PHONE_NOT_SHOWN', PHONE_REVEAL_MESSAGES.notShown);
  }
  const answer = (listersRevealedToday: number) => ({
    phone: formatIndianMobile(phone),
    listerName: listing.listerName,
    listersRevealedToday,
    dailyLimit: DAILY_PHONE_REVEAL_LISTERS,
  });
  // One's own number is one's own: nothing to log or count.
  if (listerId === viewerId) return answer(0);

  const today = indiaToday(now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-reveal:${viewerId}`}))`);
    const seen = await tx
      .selectDistinct({ listerId: phoneReveals.listerId })
      .from(phoneReveals)
      .where(and(eq(phoneReveals.viewerId, viewerId), eq(phoneReveals.revealedOn, today)));
    const listers = new Set(seen.map((row) => row.listerId));
    if (!listers.has(listerId) && listers.size >= DAILY_PHONE_REVEAL_LISTERS) {
      throw new AppError(429, 'PHONE_REVEAL_LIMIT', PHONE_REVEAL_MESSAGES.limitReached);
    }
    await tx
      .insert(phoneReveals)
      .values({ viewerId, listerId, propertyId, revealedOn: today, revealedAt: now });
    listers.add(listerId);
    return answer(listers.size);
  });
}

export async function readListingContact(db: Database, userId: string): Promise<ListingContact> {
  const [row] = await db
    .select({ phone: users.listingPhone, phoneShown: users.listingPhoneShown })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { phone: null, phoneShown: false };
}

export async function saveListingContact(
  db: Database,
  userId: string,
  contact: ListingContact,
): Promise<ListingContact> {
  const [row] = await db
    .update(users)
    .set({ listingPhone: contact.phone, listingPhoneShown: contact.phoneShown })
    .where(eq(users.id, userId))
    .returning({ phone: users.listingPhone, phoneShown: users.listingPhoneShown });
  return row ?? { phone: null, phoneShown: false };
}
