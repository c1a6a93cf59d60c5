/**
 * Visit bookings: a visitor asks to see a listing (requestVisit), and the team's side: the searchable list, one
 * booking, the agenda of coming visits, status moves, reschedules, notes and the CSV export. Every change is
 * conditional on the booking being as it was read (db/record-write.ts), so two admins working on one booking
 * never overwrite each other unseen, and is audited in its own transaction.
 */
import type { AdminBookingPage, BookingAgenda } from '#domain/admin-booking';
import {
  AGENDA_STATUSES_DEFAULT,
  AGENDA_VISITS_MAX,
  BOOKING_MANAGEMENT_MESSAGES,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type BookingAgendaQuery,
  type BookingListFilters,
  type BookingListQuery,
  type BookingNotes,
  type BookingReschedule,
  bookingRescheduleRefusal,
  type BookingStatus,
  type BookingStatusChange,
  bookingTransitionRefusal,
  canMoveBooking,
  canRescheduleBooking,
  isBeforeVisitDay,
  visitNotYetDueRefusal,
} from '#domain/booking-management';
import { type BookingRequest, visitSlotLabel } from '#domain/booking-request';
import { nationalIndianMobile } from '#domain/contact-fields';
import { type CsvColumn, toCsv } from '#domain/csv-text';
import { addDays, indiaDateTime, indiaToday } from '#domain/india-calendar';
import { countsPerStatus, CSV_EXPORT_MAX_ROWS } from '#domain/list-filters';
import { findListingAskedAbout } from '#server/anonymous-forms/listing-asked-about';
import type { Submitted } from '#server/anonymous-forms/submission-guard';
import { insertOnce } from '#server/anonymous-forms/visitor-records';
import { type AuditActor, audited } from '#server/audit/audit-log';
import type { Database } from '#server/db/client';
import {
  lockRecord,
  type RecordDecision,
  type RecordEffect,
  recordWriteResult,
  type RecordWriteResult,
  saveRecordChange,
  type VersionedRecord,
} from '#server/db/record-write';
import { bookings } from '#server/db/schema';
import { EVERYTHING } from '#server/auth/team-scope';
import { isLeadInScope, type LeadScope, leadScopeCondition } from '#server/leads/lead-scope';
import { and } from 'drizzle-orm';
import { AppError, NotFoundError, ValidationError } from '#server/errors';
import { assignNewLead } from '#server/leads/lead-routing';
import { queueNewBookingTeamMails } from '#server/notices/team-mails';
import { notifyNewBooking, readBookingNotice } from '#server/notices/visitor-record-notices';
import {
  queueVisitMail,
  type VisitEvent,
  type VisitMailContext,
  visitMailEffect,
} from './mails/visit-mails.js';
import {
  type BookingRecord,
  type BookingWithListing,
  countBookings,
  countBookingsByStatus,
  readBooking,
  selectBookingPage,
  toBookingRecords,
  selectVisitsBetween,
  whereBookingsMatch,
} from './queries.js';

export type BookingRow = typeof bookings.$inferSelect;

/** A change the team (or a lister) makes is a response: the first one stamps the lead's first-response time. */
function withFirstResponse(
  current: BookingRow,
  decision: RecordDecision<BookingRow>,
): RecordDecision<BookingRow> {
  if (!decision || decision instanceof AppError || current.firstRespondedAt) return decision;
  return { ...decision, set: { ...decision.set, firstRespondedAt: new Date() } };
}

/**
 * Books a visit, status pending; a key seen before returns the booking it made (`replayed`). The team's notice
 * and the mails (the visitor's "Visit requested", the admins who asked for new bookings) are written with it.
 */
export async function requestVisit(
  db: Database,
  submitted: Submitted<BookingRequest>,
  mail: VisitMailContext,
): Promise<{ booking: BookingRow; replayed: boolean }> {
  const { request, userId } = submitted;
  const { row, replayed } = await insertOnce(
    db,
    bookings,
    submitted,
    async () => {
      const listing = await findListingAskedAbout(db, request.propertyId);
      return {
        propertyId: listing.id,
        propertyTitle: listing.title,
        userId,
        name: request.name,
        phone: request.phone,
        email: request.email ?? null,
        preferredDate: request.preferredDate,
        timeSlot: request.timeSlot,
        message: request.message ?? null,
        locale: request.locale ?? null,
        status: 'pending',
      };
    },
    async (tx, inserted) => {
      const booking = await assignNewLead(tx, bookings, inserted);
      await notifyNewBooking(tx, booking);
      await queueVisitMail(tx, mail, booking, 'requested');
      await queueNewBookingTeamMails(tx, mail, booking);
    },
  );
  return { booking: row, replayed };
}

/** What the visitor who booked sees: their own request, without the team's notes or account links. */
export function toBookingConfirmation(booking: BookingRow) {
  return {
    id: booking.id,
    reference: booking.reference,
    propertyId: booking.propertyId,
    propertyTitle: booking.propertyTitle,
    name: booking.name,
    phone: booking.phone,
    email: booking.email,
    preferredDate: booking.preferredDate,
    timeSlot: booking.timeSlot,
    message: booking.message,
    status: booking.status,
    createdAt: booking.createdAt.toISOString(),
  };
}

export class InvalidBookingTransitionError extends AppError {
  constructor(from: BookingStatus, to: BookingStatus) {
    super(409, 'INVALID_BOOKING_TRANSITION', bookingTransitionRefusal(from, to));
  }
}

export class VisitNotYetDueError extends AppError {
  constructor(to: BookingStatus, visitDay: string) {
    super(409, 'VISIT_NOT_YET_DUE', visitNotYetDueRefusal(to, visitDay));
  }
}

export class BookingNotReschedulableError extends AppError {
  constructor(status: BookingStatus) {
    super(409, 'BOOKING_NOT_RESCHEDULABLE', bookingRescheduleRefusal(status));
  }
}

const notFound = () =>
  new NotFoundError('We could not find this booking. Check the link, or search the bookings list for it.');

export type BookingRecordPage = Omit<AdminBookingPage, 'items'> & { items: BookingRecord[] };

export async function listBookingsForAdmin(
  db: Database,
  query: BookingListQuery,
  scope: LeadScope = EVERYTHING,
): Promise<BookingRecordPage> {
  const { page, pageSize, sort, ...filters } = query;
  const inScope = leadScopeCondition(db, bookings, scope);
  const where = and(whereBookingsMatch(filters), inScope);
  const { status: _status, ...besidesStatus } = filters;
  const rows = await selectBookingPage(db, where, sort, { limit: pageSize, offset: (page - 1) * pageSize });
  const [total, perStatus, items] = await Promise.all([
    countBookings(db, where),
    countBookingsByStatus(db, besidesStatus, inScope),
    toBookingRecords(db, rows),
  ]);
  const statusCounts = countsPerStatus(BOOKING_STATUSES, perStatus);
  return { items, total, page, pageSize, statusCounts };
}

export async function findBookingForAdmin(
  db: Database,
  id: string,
  scope: LeadScope = EVERYTHING,
): Promise<BookingRecord> {
  const booking = await readBooking(db, id);
  if (!booking || !(await isLeadInScope(db, scope, { ...booking, propertyId: booking.listing.id }))) {
    throw notFound();
  }
  return booking;
}

/** Coming visits day by day (only days that have some), each day's in slot order. */
export type BookingRecordAgenda = Omit<BookingAgenda, 'days'> & {
  days: Array<{ date: string; bookings: BookingRecord[] }>;
};

export async function bookingAgenda(
  db: Database,
  query: BookingAgendaQuery,
  scope: LeadScope = EVERYTHING,
  now = new Date(),
): Promise<BookingRecordAgenda> {
  const from = query.from ?? indiaToday(now);
  const to = addDays(from, query.days - 1);
  const rows = await selectVisitsBetween(db, {
    from,
    to,
    statuses: query.status ?? AGENDA_STATUSES_DEFAULT,
    limit: AGENDA_VISITS_MAX + 1,
    inScope: leadScopeCondition(db, bookings, scope),
  });
  const truncated = rows.length > AGENDA_VISITS_MAX;
  const visits = await toBookingRecords(db, rows.slice(0, AGENDA_VISITS_MAX));
  const days: BookingRecordAgenda['days'] = [];
  for (const booking of visits) {
    const last = days.at(-1);
    if (last?.date === booking.preferredDate) last.bookings.push(booking);
    else days.push({ date: booking.preferredDate, bookings: [booking] });
  }
  return { from, to, truncated, days };
}

const BOOKING: VersionedRecord<typeof bookings> = {
  table: bookings,
  key: bookings.id,
  notFound,
  changedMessage: () => BOOKING_MANAGEMENT_MESSAGES.bookingChanged,
};

/**
 * A change to one booking (db/record-write.ts): the booking locked as it is, judged by `decide`, saved with its
 * effects (audit entry, notice, visitor's mail) in one transaction; then read back as the admin API shows it.
 */
async function changeBooking(
  db: Database,
  id: string,
  version: number | undefined,
  decide: (booking: BookingRow) => RecordDecision<BookingRow>,
  { by, scope }: { by: BookingChangeBy; scope: LeadScope },
): Promise<RecordWriteResult<BookingRecord>> {
  const outcome = await db.transaction(async (tx) => {
    const current = await lockRecord(tx, BOOKING, id);
    // Someone else's lead is as good as missing: an agent or lister cannot even learn it exists.
    if (!(await isLeadInScope(tx, scope, current))) throw notFound();
    const decision = decide(current);
    return saveRecordChange(tx, BOOKING, {
      id,
      current,
      version,
      decision: by === 'team' ? withFirstResponse(current, decision) : decision,
    });
  });
  return recordWriteResult(outcome, await findBookingForAdmin(db, id));
}

/** The audit entry of a change to `booking`: the recent-activity list names what changed from the entry alone. */
const bookingAudit = (
  booking: BookingRow,
  actor: AuditActor,
  action: string,
  details: Record<string, unknown>,
) =>
  audited({
    actor,
    action,
    entityType: 'booking',
    entityId: booking.id,
    details: { ...details, title: `${booking.name}, ${booking.propertyTitle}` },
  });

/**
 * Who makes a change: the team (the default), or the visitor through their visit mail's link (visit-link.ts).
 * The rules and the visitor's mails are the same; a visitor's change is audited as theirs and leaves the team's
 * notice of the booking as it was, for the team still to see.
 */
export type BookingChangeBy = 'team' | 'visit link';

const changedBy = (by: BookingChangeBy) => (by === 'team' ? {} : { by });

/**
 * The status moves the visitor is told of: a completed visit brings the "How was your visit?" mail with its
 * signed link (visit-feedback/); a no-show is the team's own record.
 */
const STATUS_MAILS: Partial<Record<BookingStatus, VisitEvent>> = {
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  completed: 'completed',
};

/**
 * A change by the team deals with the booking: its notice no longer asks for them. A visitor's own change leaves
 * the notice as it was, for the team still to see.
 */
const noticeDealtWith = (by: BookingChangeBy): Array<RecordEffect<BookingRow>> =>
  by === 'team' ? [(tx, saved) => readBookingNotice(tx, saved.id)] : [];

export function changeBookingStatus(
  db: Database,
  id: string,
  { status: to, version }: BookingStatusChange,
  actor: AuditActor,
  mail: VisitMailContext,
  by: BookingChangeBy = 'team',
  scope: LeadScope = EVERYTHING,
): Promise<RecordWriteResult<BookingRecord>> {
  return changeBooking(
    db,
    id,
    version,
    (booking) => {
      // Already where it was asked to go (a second click, a retry): nothing to do, nothing to refuse.
      if (booking.status === to) return null;
      if (!canMoveBooking(booking.status, to)) return new InvalidBookingTransitionError(booking.status, to);
      if (isBeforeVisitDay(booking, to, indiaToday(new Date()))) {
        return new VisitNotYetDueError(to, booking.preferredDate);
      }
      const told = STATUS_MAILS[to];
      return {
        set: { status: to, updatedAt: new Date() },
        effects: [
          bookingAudit(booking, actor, 'booking.status-changed', {
            from: booking.status,
            to,
            ...changedBy(by),
          }),
          ...noticeDealtWith(by),
          ...(told ? [visitMailEffect(mail, told, { wasConfirmed: booking.status === 'confirmed' })] : []),
        ],
      };
    },
    { by, scope },
  );
}

export function rescheduleBooking(
  db: Database,
  id: string,
  { version, ...visit }: BookingReschedule,
  actor: AuditActor,
  mail: VisitMailContext,
  by: BookingChangeBy = 'team',
  scope: LeadScope = EVERYTHING,
): Promise<RecordWriteResult<BookingRecord>> {
  return changeBooking(
    db,
    id,
    version,
    (booking) => {
      if (!canRescheduleBooking(booking.status)) return new BookingNotReschedulableError(booking.status);
      if (booking.preferredDate === visit.preferredDate && booking.timeSlot === visit.timeSlot) {
        return new ValidationError(BOOKING_MANAGEMENT_MESSAGES.rescheduleUnchanged, {
          preferredDate: BOOKING_MANAGEMENT_MESSAGES.rescheduleUnchanged,
        });
      }
      const previous = { preferredDate: booking.preferredDate, timeSlot: booking.timeSlot };
      return {
        set: {
          preferredDate: visit.preferredDate,
          timeSlot: visit.timeSlot,
          rescheduledFromDate: previous.preferredDate,
          rescheduledFromSlot: previous.timeSlot,
          rescheduledAt: new Date(),
          updatedAt: new Date(),
        },
        effects: [
          bookingAudit(booking, actor, 'booking.rescheduled', {
            from: previous,
            to: visit,
            ...changedBy(by),
          }),
          ...noticeDealtWith(by),
          visitMailEffect(mail, 'rescheduled', { wasConfirmed: booking.status === 'confirmed' }),
        ],
      };
    },
    { by, scope },
  );
}

export function saveBookingNotes(
  db: Database,
  id: string,
  { notes, version }: BookingNotes,
  actor: AuditActor,
  scope: LeadScope = EVERYTHING,
): Promise<RecordWriteResult<BookingRecord>> {
  const next = notes === '' ? null : notes;
  return changeBooking(
    db,
    id,
    version,
    (booking) => {
      // Saving what is already there changes nothing, so there is nothing to audit.
      if (booking.notes === next) return null;
      return {
        set: { notes: next, updatedAt: new Date() },
        // A note ("call back on Monday") keeps the booking waiting for the team: its notice stays unread.
        effects: [bookingAudit(booking, actor, 'booking.notes-changed', { from: booking.notes, to: next })],
      };
    },
    { by: 'team', scope },
  );
}

const CSV_COLUMNS: CsvColumn<BookingWithListing>[] = [
  { header: 'Reference', value: (row) => row.reference },
  { header: 'Booked at (India time)', value: (row) => indiaDateTime(row.createdAt) },
  { header: 'Status', value: (row) => BOOKING_STATUS_LABELS[row.status] },
  { header: 'Visitor', value: (row) => row.name },
  { header: 'Mobile (+91)', value: (row) => nationalIndianMobile(row.phone) },
  { header: 'Email', value: (row) => row.email },
  { header: 'Visit date', value: (row) => row.preferredDate },
  { header: 'Time slot', value: (row) => visitSlotLabel(row.timeSlot) },
  { header: 'Listing', value: (row) => row.listingTitle ?? row.propertyTitle },
  { header: 'Listing ID', value: (row) => row.propertyId ?? 'deleted' },
  { header: 'City', value: (row) => row.listingCity },
  { header: 'Locality', value: (row) => row.listingLocality },
  { header: 'Message', value: (row) => row.message },
  { header: 'Notes', value: (row) => row.notes },
  { header: 'Rescheduled from date', value: (row) => row.rescheduledFromDate },
  {
    header: 'Rescheduled from slot',
    value: (row) => row.rescheduledFromSlot && visitSlotLabel(row.rescheduledFromSlot),
  },
  {
    header: 'Rescheduled at (India time)',
    value: (row) => row.rescheduledAt && indiaDateTime(row.rescheduledAt),
  },
  { header: 'Booking ID', value: (row) => row.id },
];

/** Every booking the list's filters match, in the list's order, as CSV (at most CSV_EXPORT_MAX_ROWS). */
export async function exportBookings(
  db: Database,
  { sort, ...filters }: BookingListFilters,
  scope: LeadScope = EVERYTHING,
) {
  const where = and(whereBookingsMatch(filters), leadScopeCondition(db, bookings, scope));
  const [rows, matched] = await Promise.all([
    selectBookingPage(db, where, sort, { limit: CSV_EXPORT_MAX_ROWS, offset: 0 }),
    countBookings(db, where),
  ]);
  return { csv: toCsv(CSV_COLUMNS, rows), rows: rows.length, matched };
}
