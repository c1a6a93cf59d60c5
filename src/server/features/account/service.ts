/**
 * My HouseHunt on the server: a signed-in person's own visits and enquiries (matched by their user id, the link
 * a booking or enquiry made while signed in carries), cancelling a visit still pending, the download of their
 * data, and deleting the account.
 */
import { and, asc, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import {
  confirmsDeletion,
  MY_ACCOUNT_LIST_LIMIT,
  MY_ACCOUNT_MESSAGES,
  type AccountDeletionAnswer,
  type AccountExport,
  type MyEnquiry,
  type MyVisit,
} from '#domain/my-account';
import type { Database } from '#server/db/client';
import { writeRecord } from '#server/db/record-write';
import {
  bookings,
  enquiries,
  properties,
  recentlyViewed,
  savedSearches,
  sessions,
  shortlistItems,
  users,
} from '#server/db/schema';
import { AppError, ConflictError, NotFoundError, ValidationError } from '#server/errors';
import { audited, writeAudit } from '#server/audit/audit-log';
import { toProfile, type User } from '#server/features/users/service';
import { listSavedSearches } from '#server/features/saved-searches/service';
import { visitMailEffect, type VisitMailContext } from '#server/features/bookings/visit-mails';

export class VisitNotCancellableError extends AppError {
  constructor() {
    super(409, 'VISIT_NOT_CANCELLABLE', MY_ACCOUNT_MESSAGES.visitNotCancellable);
  }
}

const visitNotFound = () => new NotFoundError(MY_ACCOUNT_MESSAGES.visitNotFound);

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
};

type VisitRow = {
  id: string;
  reference: string;
  status: MyVisit['status'];
  preferredDate: string;
  timeSlot: string;
  propertyId: string | null;
  propertyTitle: string;
  listingTitle: string | null;
  createdAt: Date;
};

function toMyVisit(row: VisitRow): MyVisit {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    preferredDate: row.preferredDate,
    timeSlot: row.timeSlot,
    // The listing's title now when it still exists, else the one booked under.
    listing: { id: row.propertyId, title: row.listingTitle ?? row.propertyTitle },
    createdAt: row.createdAt.toISOString(),
  };
}

function selectMyVisits(db: Database, where: SQL | undefined) {
  return db
    .select(visitColumns)
    .from(bookings)
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .where(where)
    .orderBy(desc(bookings.createdAt), asc(bookings.id));
}

export async function listMyVisits(db: Database, userId: string): Promise<MyVisit[]> {
  return (await selectMyVisits(db, eq(bookings.userId, userId)).limit(MY_ACCOUNT_LIST_LIMIT)).map(toMyVisit);
}

async function readMyVisit(db: Database, userId: string, id: string): Promise<MyVisit | null> {
  const [row] = await selectMyVisits(db, and(eq(bookings.userId, userId), eq(bookings.id, id)));
  return row ? toMyVisit(row) : null;
}

/**
 * The visitor calls off a visit the team has not yet confirmed. A confirmed visit has a person expecting them,
 * so it is cancelled by talking to the team. Audited as the team's own status changes are, so the dashboard's
 * recent activity shows it, and mailed to the visitor as the team's cancellations are.
 */
export function cancelMyVisit(
  db: Database,
  user: { id: string; email: string },
  id: string,
  mail: VisitMailContext,
) {
  return writeRecord(db, {
    table: bookings,
    key: bookings.id,
    id,
    version: undefined,
    plan: (booking) => {
      if (booking.userId !== user.id) throw visitNotFound();
      if (booking.status === 'cancelled') return null;
      if (booking.status !== 'pending') throw new VisitNotCancellableError();
      return {
        set: { status: 'cancelled' as const, updatedAt: new Date() },
        effects: [
          audited({
            actor: user,
            action: 'booking.status-changed',
            entityType: 'booking',
            entityId: id,
            details: {
              from: booking.status,
              to: 'cancelled',
              by: 'visitor',
              title: `${booking.name}, ${booking.propertyTitle}`,
            },
          }),
          // The visitor gets the same "Visit cancelled" mail as when the team cancels.
          visitMailEffect(mail, 'cancelled'),
        ],
      };
    },
    read: (reader, bookingId) => readMyVisit(reader, user.id, bookingId),
    notFound: visitNotFound,
    changedMessage: () => MY_ACCOUNT_MESSAGES.visitNotCancellable,
  });
}

function selectMyEnquiries(db: Database, userId: string) {
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

type EnquiryRow = Awaited<ReturnType<typeof selectMyEnquiries>>[number];

function toMyEnquiry(row: EnquiryRow): MyEnquiry {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    message: row.message,
    listing: row.propertyId ? { id: row.propertyId, title: row.listingTitle ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMyEnquiries(db: Database, userId: string): Promise<MyEnquiry[]> {
  return (await selectMyEnquiries(db, userId).limit(MY_ACCOUNT_LIST_LIMIT)).map(toMyEnquiry);
}

/** Everything kept about the account. */
export async function exportAccount(db: Database, user: User, now = new Date()): Promise<AccountExport> {
  const [active] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, now)));
  const shortlist = await db
    .select({ listingId: shortlistItems.propertyId, title: properties.title, at: shortlistItems.createdAt })
    .from(shortlistItems)
    .innerJoin(properties, eq(properties.id, shortlistItems.propertyId))
    .where(eq(shortlistItems.userId, user.id))
    .orderBy(desc(shortlistItems.createdAt));
  const viewed = await db
    .select({ listingId: recentlyViewed.propertyId, title: properties.title, at: recentlyViewed.viewedAt })
    .from(recentlyViewed)
    .innerJoin(properties, eq(properties.id, recentlyViewed.propertyId))
    .where(eq(recentlyViewed.userId, user.id))
    .orderBy(desc(recentlyViewed.viewedAt));
  const visits = await db
    .select({
      ...visitColumns,
      name: bookings.name,
      phone: bookings.phone,
      email: bookings.email,
      message: bookings.message,
    })
    .from(bookings)
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.userId, user.id))
    .orderBy(desc(bookings.createdAt), asc(bookings.id));
  const enquiryRows = await selectMyEnquiries(db, user.id);
  return {
    exportedAt: now.toISOString(),
    profile: toProfile(user),
    sessions: { active: active?.n ?? 0 },
    shortlist: shortlist.map(({ at, ...item }) => ({ ...item, addedAt: at.toISOString() })),
    recentlyViewed: viewed.map(({ at, ...item }) => ({ ...item, viewedAt: at.toISOString() })),
    savedSearches: await listSavedSearches(db, user.id),
    visits: visits.map((row) => ({
      ...toMyVisit(row),
      name: row.name,
      phone: row.phone,
      email: row.email,
      message: row.message,
    })),
    enquiries: enquiryRows.map((row) => ({
      ...toMyEnquiry(row),
      name: row.name,
      phone: row.phone,
      email: row.email,
      city: row.city,
      details: row.details,
    })),
  };
}

/**
 * Deletes the account in one transaction: the profile, and with it (ON DELETE CASCADE) its sessions, shortlist,
 * recently viewed and saved searches. Bookings and enquiries stay for the business, their link to the account
 * cut. An admin may delete their account unless they are the last admin: the portal must keep someone who can
 * run it (the rule that keeps the last admin from being demoted).
 */
export async function deleteAccount(
  db: Database,
  user: User,
  confirmation: string,
): Promise<AccountDeletionAnswer> {
  if (!confirmsDeletion(confirmation, user.email)) {
    throw new ValidationError(MY_ACCOUNT_MESSAGES.confirmationMismatch, {
      confirmation: MY_ACCOUNT_MESSAGES.confirmationMismatch,
    });
  }
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    // Deleted a moment ago, in another tab: there is nothing left to delete.
    if (!current) return { deleted: { savedSearches: 0, shortlist: 0 }, kept: { visits: 0, enquiries: 0 } };
    if (current.role === 'admin') {
      // Every admin locked in id order, as a demotion does, so two last admins deleting at once queue up.
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.id))
        .for('update');
      if (!admins.some((admin) => admin.id !== current.id))
        throw new ConflictError(MY_ACCOUNT_MESSAGES.lastAdmin);
    }
    const keptVisits = await tx
      .update(bookings)
      .set({ userId: null })
      .where(eq(bookings.userId, current.id))
      .returning({ id: bookings.id });
    const keptEnquiries = await tx
      .update(enquiries)
      .set({ userId: null })
      .where(eq(enquiries.userId, current.id))
      .returning({ id: enquiries.id });
    const searches = await tx
      .delete(savedSearches)
      .where(eq(savedSearches.userId, current.id))
      .returning({ id: savedSearches.id });
    const [shortlisted] = await tx
      .select({ n: count() })
      .from(shortlistItems)
      .where(eq(shortlistItems.userId, current.id));
    await tx.delete(users).where(eq(users.id, current.id));
    await writeAudit(tx, {
      // The id would dangle; the address says who asked, as it does for anyone whose account is gone.
      actor: { id: null, email: current.email },
      action: 'account.deleted',
      entityType: 'user',
      entityId: current.id,
      details: {
        role: current.role,
        visitsKept: keptVisits.length,
        enquiriesKept: keptEnquiries.length,
        savedSearchesDeleted: searches.length,
      },
    });
    return {
      deleted: { savedSearches: searches.length, shortlist: shortlisted?.n ?? 0 },
      kept: { visits: keptVisits.length, enquiries: keptEnquiries.length },
    };
  });
}
