/**
 * The SQL behind one's own account: the visits and enquiries sent while signed in (matched by the user id a
 * booking or enquiry made while signed in carries); everything kept about the person, table by table, for the
 * data download and the deletion (a new table that keeps something about a person adds itself here); an admin's
 * choice of team mail.
 */
import { and, asc, count, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_LISTING_STATES } from '#domain/listing-lifecycle';
import type { TeamMailChoices } from '#domain/team-mail-choices';
import type { Database } from '#server/db/client';
import {
  bookings,
  enquiries,
  properties,
  recentlyViewed,
  savedSearches,
  sessions,
  shortlistItems,
  users,
  visitFeedback,
} from '#server/db/schema';

const visitColumns = {
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  preferredDate: bookings.preferredDate,
  timeSlot: bookings.timeSlot,
  propertyId: bookings.propertyId,
  propertyTitle: bookings.propertyTitle,
  listingTitle: properties.title,
  createdAt: bookings.createdAt,
  // The visitor's own answers after the visit (visit_feedback), when they gave them.
  feedbackPhotosMatched: visitFeedback.photosMatched,
  feedbackPriceAsListed: visitFeedback.priceAsListed,
  feedbackStillAvailable: visitFeedback.stillAvailable,
  feedbackAnsweredAt: visitFeedback.answeredAt,
};

function selectVisits(db: Database, where: SQL | undefined) {
  return db
    .select(visitColumns)
    .from(bookings)
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(visitFeedback, eq(visitFeedback.bookingId, bookings.id))
    .where(where)
    .orderBy(desc(bookings.createdAt), asc(bookings.id));
}

export type VisitRow = Awaited<ReturnType<typeof selectVisits>>[number];

export function selectMyVisits(db: Database, userId: string, limit: number) {
  return selectVisits(db, eq(bookings.userId, userId)).limit(limit);
}

export async function selectMyVisit(db: Database, userId: string, id: string): Promise<VisitRow | undefined> {
  const [row] = await selectVisits(db, and(eq(bookings.userId, userId), eq(bookings.id, id)));
  return row;
}

/** Every visit, with what the visitor wrote in the booking form. */
function selectMyVisitsWhole(db: Database, userId: string) {
  return db
    .select({
      ...visitColumns,
      name: bookings.name,
      phone: bookings.phone,
      email: bookings.email,
      message: bookings.message,
    })
    .from(bookings)
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(visitFeedback, eq(visitFeedback.bookingId, bookings.id))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), asc(bookings.id));
}

/** Enquiries whole: the list shows part, the data download all of it. */
export function selectMyEnquiries(db: Database, userId: string) {
  return db
    .select({
      id: enquiries.id,
      kind: enquiries.kind,
      status: enquiries.status,
      message: enquiries.message,
      propertyId: enquiries.propertyId,
      listingTitle: properties.title,
      name: enquiries.name,
      phone: enquiries.phone,
      email: enquiries.email,
      city: enquiries.city,
      details: enquiries.details,
      createdAt: enquiries.createdAt,
    })
    .from(enquiries)
    .leftJoin(properties, eq(properties.id, enquiries.propertyId))
    .where(eq(enquiries.userId, userId))
    .orderBy(desc(enquiries.createdAt), asc(enquiries.id));
}

export type EnquiryRow = Awaited<ReturnType<typeof selectMyEnquiries>>[number];

/** Everything kept about the account besides the profile, read table by table. */
export async function selectAccountData(db: Database, userId: string, now: Date) {
  const [active] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  const shortlist = await db
    .select({ listingId: shortlistItems.propertyId, title: properties.title, at: shortlistItems.createdAt })
    .from(shortlistItems)
    .innerJoin(properties, eq(properties.id, shortlistItems.propertyId))
    .where(eq(shortlistItems.userId, userId))
    .orderBy(desc(shortlistItems.createdAt));
  const viewed = await db
    .select({ listingId: recentlyViewed.propertyId, title: properties.title, at: recentlyViewed.viewedAt })
    .from(recentlyViewed)
    .innerJoin(properties, eq(properties.id, recentlyViewed.propertyId))
    .where(eq(recentlyViewed.userId, userId))
    .orderBy(desc(recentlyViewed.viewedAt));
  const searches = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), asc(savedSearches.id));
  return {
    activeSessions: active?.n ?? 0,
    shortlist,
    viewed,
    savedSearches: searches,
    visits: await selectMyVisitsWhole(db, userId),
    enquiries: await selectMyEnquiries(db, userId),
  };
}

/** The account's row, locked for the rest of the transaction; undefined when it is gone. */
export async function lockAccount(tx: Database, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/**
 * Deletes the account's row, and with it (ON DELETE CASCADE) its sessions, shortlist and recently viewed, and its
 * saved searches; its visits and enquiries stay for the business, their link to the account cut; the listings it
 * posted are archived.
 */
export async function deleteAccountRows(tx: Database, userId: string) {
  const keptVisits = await tx
    .update(bookings)
    .set({ userId: null })
    .where(eq(bookings.userId, userId))
    .returning({ id: bookings.id });
  const keptEnquiries = await tx
    .update(enquiries)
    .set({ userId: null })
    .where(eq(enquiries.userId, userId))
    .returning({ id: enquiries.id });
  const searches = await tx
    .delete(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .returning({ id: savedSearches.id });
  const [shortlisted] = await tx
    .select({ n: count() })
    .from(shortlistItems)
    .where(eq(shortlistItems.userId, userId));
  // A lister's listings leave with them (decision 027): archived, out of every public read, a public one's
  // departure dated, so none stays on the site with nobody to answer for it.
  const archived = await tx
    .update(properties)
    .set({
      listingState: 'archived',
      inPublicSearch: false,
      leftPublicAt: sql`case when ${inArray(properties.listingState, PUBLIC_LISTING_STATES)} then now() else ${properties.leftPublicAt} end`,
      updatedAt: new Date(),
      version: sql`${properties.version} + 1`,
    })
    .where(and(eq(properties.listedBy, userId), ne(properties.listingState, 'archived')))
    .returning({ id: properties.id });
  await tx.delete(users).where(eq(users.id, userId));
  return {
    visitsKept: keptVisits.length,
    enquiriesKept: keptEnquiries.length,
    savedSearchesDeleted: searches.length,
    listingsArchived: archived.length,
    shortlisted: shortlisted?.n ?? 0,
  };
}

const teamMailChoiceColumns = {
  newBookings: users.mailNewBookings,
  newEnquiries: users.mailNewEnquiries,
  dailyDigest: users.mailDailyDigest,
  chosenAt: users.teamMailChosenAt,
};

export async function selectTeamMailChoices(db: Database, userId: string) {
  const [row] = await db.select(teamMailChoiceColumns).from(users).where(eq(users.id, userId));
  return row;
}

export async function updateTeamMailChoices(tx: Database, userId: string, choices: TeamMailChoices) {
  const [row] = await tx
    .update(users)
    .set({
      mailNewBookings: choices.newBookings,
      mailNewEnquiries: choices.newEnquiries,
      mailDailyDigest: choices.dailyDigest,
      teamMailChosenAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning(teamMailChoiceColumns);
  return row;
}
