/**
 * One's own account: the name and photo, signing out everywhere, an admin's choice of team mail, and My
 * HouseHunt (the visits and enquiries sent while signed in, cancelling a visit still pending, the download of
 * everything kept, and deleting the account).
 */
import { eq } from 'drizzle-orm';
import {
  confirmsDeletion,
  MY_ACCOUNT_LIST_LIMIT,
  MY_ACCOUNT_MESSAGES,
  type AccountDeletionAnswer,
  type AccountExport,
  type MyEnquiry,
  type MyVisit,
} from '#domain/my-account';
import { indiaToday } from '#domain/india-calendar';
import type { ProfileUpdate } from '#domain/profile-update';
import type { Locale } from '#domain/site-language';
import { canGiveVisitFeedback, type VisitFeedback } from '#domain/visit-feedback';
import { teamMailChoicesOf, type TeamMailChoices } from '#domain/team-mail-choices';
import { destroyAllSessions } from '#server/auth/sessions';
import {
  lastAdminRefusal,
  toProfile,
  USER_RECORD,
  userAudit,
  userWriteResult,
  type User,
} from '#server/auth/user-record';
import type { Database } from '#server/db/client';
import {
  lockRecord,
  recordWriteResult,
  saveRecordChange,
  type RecordDecision,
  type RecordWriteResult,
  type Transaction,
} from '#server/db/record-write';
import { bookings, users } from '#server/db/schema';
import { AppError, NotFoundError, ValidationError } from '#server/errors';
import { audited, writeAudit } from '#server/audit/audit-log';
import { phoneRevealLog } from '#server/listings/phone-reveal-log';
import {
  deleteAccountRows,
  lockAccount,
  selectAccountData,
  selectMyEnquiries,
  selectMyVisit,
  selectMyVisits,
  selectTeamMailChoices,
  updateTeamMailChoices,
  type EnquiryRow,
  type VisitRow,
} from './queries.js';

type BookingRow = typeof bookings.$inferSelect;

/**
 * What the bookings feature does when a visitor cancels a visit here: it queues the "Visit cancelled" mail, in the
 * cancellation's transaction. Given in by app.ts, so this feature does not reach into bookings.
 */
export type VisitCancelledMail = (tx: Transaction, booking: BookingRow) => Promise<void>;

export class VisitNotCancellableError extends AppError {
  constructor() {
    super(409, 'VISIT_NOT_CANCELLABLE', MY_ACCOUNT_MESSAGES.visitNotCancellable);
  }
}

const visitNotFound = () => new NotFoundError(MY_ACCOUNT_MESSAGES.visitNotFound);

/** The person's own name and photo, over the version they edited when given; the audit entry keeps what they were. */
export async function updateProfile(
  db: Database,
  person: { id: string; email: string },
  { version, ...update }: ProfileUpdate,
): Promise<RecordWriteResult<User>> {
  const outcome = await db.transaction(async (tx) => {
    const before = await lockRecord(tx, USER_RECORD, person.id);
    return saveRecordChange(tx, USER_RECORD, {
      id: person.id,
      current: before,
      version,
      decision: {
        set: { name: update.name, photoUrl: update.photoURL },
        effects: [
          userAudit(person, person.id, 'user.profile-updated', {
            before: { name: before.name, photoURL: before.photoUrl },
            after: { name: update.name, photoURL: update.photoURL },
          }),
        ],
      },
    });
  });
  return userWriteResult(db, person.id, outcome);
}

/**
 * The language the person switched the site to, so their mails are written in it. A preference, not an edit of the
 * profile: it keeps the account's version, so a profile form open elsewhere saves without a conflict.
 */
export async function saveAccountLocale(db: Database, userId: string, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

/** Ends every session of the person, on every device, this one included; audited with how many ended. */
export async function signOutEverywhere(db: Database, person: { id: string; email: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await destroyAllSessions(tx, person.id);
    await writeAudit(tx, {
      actor: person,
      action: 'auth.signed-out-everywhere',
      entityType: 'user',
      entityId: person.id,
      details: { sessions: ended },
    });
  });
}

/** An admin's own choice of team mail, kept on their account (read by notices/team-mails.ts). */
export async function readTeamMailChoices(db: Database, userId: string): Promise<TeamMailChoices> {
  const row = await selectTeamMailChoices(db, userId);
  if (!row) throw new NotFoundError('Your account is gone.');
  return teamMailChoicesOf(row);
}

/**
 * Saves the three switches as given (each is the admin's own; no one else edits them), audited; from now on they
 * count instead of the defaults.
 */
export async function saveTeamMailChoices(
  db: Database,
  admin: { id: string; email: string },
  choices: TeamMailChoices,
): Promise<TeamMailChoices> {
  return db.transaction(async (tx) => {
    const row = await updateTeamMailChoices(tx, admin.id, choices);
    if (!row) throw new NotFoundError('Your account is gone.');
    await writeAudit(tx, {
      actor: admin,
      action: 'user.team-mail-changed',
      entityType: 'user',
      entityId: admin.id,
      details: { ...choices },
    });
    return teamMailChoicesOf(row);
  });
}

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
    feedback: row.feedbackAnsweredAt
      ? {
          photosMatched: row.feedbackPhotosMatched!,
          priceAsListed: row.feedbackPriceAsListed!,
          stillAvailable: row.feedbackStillAvailable!,
          answeredAt: row.feedbackAnsweredAt.toISOString(),
        }
      : null,
    canGiveFeedback:
      row.propertyId !== null &&
      canGiveVisitFeedback({ ...row, answered: row.feedbackAnsweredAt !== null }, indiaToday(new Date())),
  };
}

export async function listMyVisits(db: Database, userId: string): Promise<MyVisit[]> {
  return (await selectMyVisits(db, userId, MY_ACCOUNT_LIST_LIMIT)).map(toMyVisit);
}

async function readMyVisit(db: Database, userId: string, id: string): Promise<MyVisit | null> {
  const row = await selectMyVisit(db, userId, id);
  return row ? toMyVisit(row) : null;
}

/**
 * What the bookings feature does when a visitor answers for a visit here (its visit-feedback service): keeps the
 * answers once, for this person's own booking only, given in by the composition root.
 */
export type GiveVisitFeedback = (
  db: Database,
  bookingId: string,
  answers: VisitFeedback,
  options: { userId: string },
) => Promise<unknown>;

/** My answers after a completed visit of mine; the visit as My HouseHunt lists it afterwards. */
export async function giveMyVisitFeedback(
  db: Database,
  userId: string,
  id: string,
  answers: VisitFeedback,
  give: GiveVisitFeedback,
): Promise<MyVisit> {
  await give(db, id, answers, { userId });
  const visit = await readMyVisit(db, userId, id);
  if (!visit) throw visitNotFound();
  return visit;
}

/**
 * The visitor calls off a visit the team has not yet confirmed. A confirmed visit has a person expecting them,
 * so it is cancelled by talking to the team. Audited as the team's own status changes are, so the dashboard's
 * recent activity shows it, and mailed to the visitor as the team's cancellations are.
 */
export async function cancelMyVisit(
  db: Database,
  user: { id: string; email: string },
  id: string,
  visitCancelledMail: VisitCancelledMail,
) {
  const myVisit = {
    table: bookings,
    key: bookings.id,
    notFound: visitNotFound,
    changedMessage: () => MY_ACCOUNT_MESSAGES.visitNotCancellable,
  };
  const outcome = await db.transaction(async (tx) => {
    const booking = await lockRecord(tx, myVisit, id);
    // Someone else's visit is not there for this person.
    if (booking.userId !== user.id) throw visitNotFound();
    return saveRecordChange(tx, myVisit, {
      id,
      current: booking,
      version: undefined,
      decision: cancellation(booking, user, visitCancelledMail),
    });
  });
  const visit = await readMyVisit(db, user.id, id);
  if (!visit) throw visitNotFound();
  return recordWriteResult(outcome, visit);
}

/** The visitor's own cancellation of `booking`: only while the team has not confirmed it. */
function cancellation(
  booking: typeof bookings.$inferSelect,
  user: { id: string; email: string },
  visitCancelledMail: VisitCancelledMail,
): RecordDecision<typeof bookings.$inferSelect> {
  if (booking.status === 'cancelled') return null;
  if (booking.status !== 'pending') return new VisitNotCancellableError();
  return {
    set: { status: 'cancelled' as const, updatedAt: new Date() },
    effects: [
      audited({
        actor: user,
        action: 'booking.status-changed',
        entityType: 'booking',
        entityId: booking.id,
        details: {
          from: booking.status,
          to: 'cancelled',
          by: 'visitor',
          title: `${booking.name}, ${booking.propertyTitle}`,
        },
      }),
      // The visitor gets the same "Visit cancelled" mail as when the team cancels.
      visitCancelledMail,
    ],
  };
}

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
  const data = await selectAccountData(db, user.id, now);
  return {
    exportedAt: now.toISOString(),
    profile: toProfile(user),
    sessions: { active: data.activeSessions },
    shortlist: data.shortlist.map(({ at, ...item }) => ({ ...item, addedAt: at.toISOString() })),
    recentlyViewed: data.viewed.map(({ at, ...item }) => ({ ...item, viewedAt: at.toISOString() })),
    savedSearches: data.savedSearches.map((search) => ({
      id: search.id,
      name: search.name,
      frequency: search.frequency,
      search: search.search,
      version: search.version,
      createdAt: search.createdAt.toISOString(),
      updatedAt: search.updatedAt.toISOString(),
    })),
    visits: data.visits.map((row) => ({
      ...toMyVisit(row),
      name: row.name,
      phone: row.phone,
      email: row.email,
      message: row.message,
    })),
    enquiries: data.enquiries.map((row) => ({
      ...toMyEnquiry(row),
      name: row.name,
      phone: row.phone,
      email: row.email,
      city: row.city,
      details: row.details,
    })),
    listingContact: { phone: user.listingPhone, phoneShown: user.listingPhoneShown },
    phoneReveals: await phoneRevealLog(db, user.id, null),
  };
}

/**
 * Deletes the account in one transaction: the profile, and with it its sessions, shortlist, recently viewed and
 * saved searches. Bookings and enquiries stay for the business, their link to the account cut. An admin may
 * delete their account unless they are the last admin: the portal must keep someone who can run it (the rule
 * that keeps the last admin from being demoted).
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
    // Every admin is locked, in id order, before the account itself, as a demotion does: two admins leaving at
    // once queue up instead of deadlocking.
    const lastAdmin = await lastAdminRefusal(tx, user.id, MY_ACCOUNT_MESSAGES.lastAdmin);
    const current = await lockAccount(tx, user.id);
    // Deleted a moment ago, in another tab: there is nothing left to delete.
    if (!current) return { deleted: { savedSearches: 0, shortlist: 0 }, kept: { visits: 0, enquiries: 0 } };
    if (current.role === 'admin' && lastAdmin) throw lastAdmin;
    const { shortlisted, ...deleted } = await deleteAccountRows(tx, current.id);
    await writeAudit(tx, {
      // The id would dangle; the address says who asked, as it does for anyone whose account is gone.
      actor: { id: null, email: current.email },
      action: 'account.deleted',
      entityType: 'user',
      entityId: current.id,
      details: { role: current.role, ...deleted },
    });
    return {
      deleted: { savedSearches: deleted.savedSearchesDeleted, shortlist: shortlisted },
      kept: { visits: deleted.visitsKept, enquiries: deleted.enquiriesKept },
    };
  });
}
