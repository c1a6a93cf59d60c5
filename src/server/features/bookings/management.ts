/**
 * The team's side of visit bookings: the searchable list, one booking, the agenda of coming visits, status
 * moves, reschedules, notes and the CSV export. Every change is conditional on the booking being as it was
 * read, so two admins working on one booking never overwrite each other unseen, and is audited in its own
 * transaction.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  AGENDA_STATUSES_DEFAULT,
  AGENDA_VISITS_MAX,
  BOOKING_MANAGEMENT_MESSAGES,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  bookingRescheduleRefusal,
  bookingTransitionRefusal,
  canMoveBooking,
  canRescheduleBooking,
  isBeforeVisitDay,
  visitNotYetDueRefusal,
  type AdminBooking,
  type AdminBookingPage,
  type BookingAgenda,
  type BookingAgendaQuery,
  type BookingListFilters,
  type BookingListQuery,
  type BookingNotes,
  type BookingReschedule,
  type BookingStatus,
  type BookingStatusChange,
} from '../../../domain/booking-management.js';
import { visitSlotLabel } from '../../../domain/booking-request.js';
import { nationalIndianMobile } from '../../../domain/contact-fields.js';
import { addDays, indiaDateTime, indiaToday } from '../../../domain/india-calendar.js';
import { CSV_EXPORT_MAX_ROWS } from '../../../domain/list-filters.js';
import type { Database } from '../../db/client.js';
import { bookings } from '../../db/schema.js';
import { AppError, NotFoundError, ValidationError } from '../../errors.js';
import { toCsv, type CsvColumn } from '../../http/csv.js';
import type { ObjectStorage } from '../../storage/storage.js';
import { writeAudit, type AuditActor } from '../../audit/audit-log.js';
import { listingThumbnail } from '../properties/listing-thumbnail.js';
import { readBookingNotice } from '../notifications/visitor-record-notices.js';
import { coverPhotosByListing } from '../properties/service.js';
import {
  countBookings,
  countBookingsByStatus,
  selectBooking,
  selectBookingPage,
  selectVisitsBetween,
  whereBookingsMatch,
  type BookingWithListing,
} from './queries.js';

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

/** Another admin's change landed between this request reading the booking and writing it. */
export class BookingChangedError extends AppError {
  constructor() {
    super(409, 'BOOKING_CHANGED', BOOKING_MANAGEMENT_MESSAGES.bookingChanged);
  }
}

const notFound = () =>
  new NotFoundError('We could not find this booking. Check the link, or search the bookings list for it.');

type Thumbnails = Map<string, AdminBooking['listing']['thumbnail']>;

/** The cover thumbnails of the listings these bookings are for, in one query. */
async function thumbnailsFor(
  db: Database,
  storage: ObjectStorage,
  rows: BookingWithListing[],
): Promise<Thumbnails> {
  const ids = [...new Set(rows.flatMap((row) => (row.propertyId ? [row.propertyId] : [])))];
  const covers = await coverPhotosByListing(db, ids);
  const thumbnails: Thumbnails = new Map();
  for (const id of ids) {
    const thumbnail = listingThumbnail(covers.get(id), storage);
    thumbnails.set(id, thumbnail && { src: thumbnail.src, srcSet: thumbnail.srcSet });
  }
  return thumbnails;
}

function toAdminBooking(row: BookingWithListing, thumbnails: Thumbnails): AdminBooking {
  const listed = row.propertyId !== null;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    name: row.name,
    phone: row.phone,
    email: row.email,
    preferredDate: row.preferredDate,
    timeSlot: row.timeSlot,
    message: row.message,
    notes: row.notes,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    rescheduledFrom:
      row.rescheduledAt && row.rescheduledFromDate && row.rescheduledFromSlot
        ? {
            preferredDate: row.rescheduledFromDate,
            timeSlot: row.rescheduledFromSlot,
            at: row.rescheduledAt.toISOString(),
          }
        : null,
    listing: {
      id: row.propertyId,
      // The listing's title now when it still exists (it may have been renamed), else the one booked under.
      title: row.listingTitle ?? row.propertyTitle,
      city: row.listingCity,
      locality: row.listingLocality,
      thumbnail: (listed && thumbnails.get(row.propertyId!)) || null,
      deleted: !listed,
    },
  };
}

async function toAdminBookings(db: Database, storage: ObjectStorage, rows: BookingWithListing[]) {
  const thumbnails = await thumbnailsFor(db, storage, rows);
  return rows.map((row) => toAdminBooking(row, thumbnails));
}

export async function listBookingsForAdmin(
  db: Database,
  storage: ObjectStorage,
  query: BookingListQuery,
): Promise<AdminBookingPage> {
  const { page, pageSize, sort, ...filters } = query;
  const where = whereBookingsMatch(filters);
  const { status: _status, ...besidesStatus } = filters;
  const rows = await selectBookingPage(db, where, sort, { limit: pageSize, offset: (page - 1) * pageSize });
  const [total, perStatus, items] = await Promise.all([
    countBookings(db, where),
    countBookingsByStatus(db, besidesStatus),
    toAdminBookings(db, storage, rows),
  ]);
  const statusCounts = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<
    BookingStatus,
    number
  >;
  for (const { status, n } of perStatus) statusCounts[status] = n;
  return { items, total, page, pageSize, statusCounts };
}

export async function findBookingForAdmin(
  db: Database,
  storage: ObjectStorage,
  id: string,
): Promise<AdminBooking> {
  const row = await selectBooking(db, id);
  if (!row) throw notFound();
  const [booking] = await toAdminBookings(db, storage, [row]);
  return booking!;
}

/** Coming visits day by day (only days that have some), each day's in slot order. */
export async function bookingAgenda(
  db: Database,
  storage: ObjectStorage,
  query: BookingAgendaQuery,
  now = new Date(),
): Promise<BookingAgenda> {
  const from = query.from ?? indiaToday(now);
  const to = addDays(from, query.days - 1);
  const rows = await selectVisitsBetween(db, {
    from,
    to,
    statuses: query.status ?? AGENDA_STATUSES_DEFAULT,
    limit: AGENDA_VISITS_MAX + 1,
  });
  const truncated = rows.length > AGENDA_VISITS_MAX;
  const visits = await toAdminBookings(db, storage, rows.slice(0, AGENDA_VISITS_MAX));
  const days: BookingAgenda['days'] = [];
  for (const booking of visits) {
    const last = days.at(-1);
    if (last?.date === booking.preferredDate) last.bookings.push(booking);
    else days.push({ date: booking.preferredDate, bookings: [booking] });
  }
  return { from, to, truncated, days };
}

type BookingRow = typeof bookings.$inferSelect;

/** Whether the plan finds nothing left to do; a plan that refuses the booking as it now is does not. */
function isAlreadyDone(plan: () => unknown): boolean {
  try {
    return plan() === null;
  } catch {
    return false;
  }
}

/**
 * Reads the booking, lets `plan` refuse or describe the change, and writes it only if the columns `plan` read
 * still hold what was read (the conditional update): otherwise someone else's change came first, and this one
 * is refused with BOOKING_CHANGED instead of overwriting it. The audit row is written in the same transaction,
 * and so is the read mark of the booking's notice when the change deals with the booking (`dealsWithBooking`).
 */
async function changeBooking(
  db: Database,
  storage: ObjectStorage,
  id: string,
  plan: (booking: BookingRow) => {
    unchangedSince: SQL;
    set: Partial<BookingRow>;
    audit: { action: string; details: Record<string, unknown> };
    dealsWithBooking: boolean;
  } | null,
  actor: AuditActor,
): Promise<AdminBooking> {
  await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id));
    if (!booking) throw notFound();
    const change = plan(booking);
    if (!change) return;
    const [updated] = await tx
      .update(bookings)
      .set({ ...change.set, updatedAt: new Date() })
      .where(and(eq(bookings.id, id), change.unchangedSince))
      .returning({ id: bookings.id });
    if (!updated) {
      // Someone else's change came first. If it already made the booking what this one asked for (two
      // admins confirming at once), there is nothing left to do; otherwise this change was made on a booking
      // the admin did not see, and is refused.
      const [now] = await tx.select().from(bookings).where(eq(bookings.id, id));
      if (now && isAlreadyDone(() => plan(now))) return;
      throw new BookingChangedError();
    }
    await writeAudit(tx, {
      actor,
      action: change.audit.action,
      entityType: 'booking',
      entityId: id,
      // The recent-activity list names what changed from the entry alone.
      details: { ...change.audit.details, title: `${booking.name}, ${booking.propertyTitle}` },
    });
    if (change.dealsWithBooking) await readBookingNotice(tx, id);
  });
  return findBookingForAdmin(db, storage, id);
}

export function changeBookingStatus(
  db: Database,
  storage: ObjectStorage,
  id: string,
  { status: to, from: seen }: BookingStatusChange,
  actor: AuditActor,
): Promise<AdminBooking> {
  return changeBooking(
    db,
    storage,
    id,
    (booking) => {
      // Already where it was asked to go (a second click, a retry): nothing to do, nothing to refuse.
      if (booking.status === to) return null;
      if (seen && seen !== booking.status) throw new BookingChangedError();
      if (!canMoveBooking(booking.status, to)) throw new InvalidBookingTransitionError(booking.status, to);
      if (isBeforeVisitDay(booking, to, indiaToday(new Date()))) {
        throw new VisitNotYetDueError(to, booking.preferredDate);
      }
      return {
        unchangedSince: eq(bookings.status, booking.status),
        set: { status: to },
        audit: { action: 'booking.status-changed', details: { from: booking.status, to } },
        dealsWithBooking: true,
      };
    },
    actor,
  );
}

export function rescheduleBooking(
  db: Database,
  storage: ObjectStorage,
  id: string,
  visit: BookingReschedule,
  actor: AuditActor,
): Promise<AdminBooking> {
  return changeBooking(
    db,
    storage,
    id,
    (booking) => {
      if (!canRescheduleBooking(booking.status)) throw new BookingNotReschedulableError(booking.status);
      if (booking.preferredDate === visit.preferredDate && booking.timeSlot === visit.timeSlot) {
        throw new ValidationError(BOOKING_MANAGEMENT_MESSAGES.rescheduleUnchanged, {
          preferredDate: BOOKING_MANAGEMENT_MESSAGES.rescheduleUnchanged,
        });
      }
      const previous = { preferredDate: booking.preferredDate, timeSlot: booking.timeSlot };
      return {
        unchangedSince: and(
          eq(bookings.status, booking.status),
          eq(bookings.preferredDate, booking.preferredDate),
          eq(bookings.timeSlot, booking.timeSlot),
        )!,
        set: {
          preferredDate: visit.preferredDate,
          timeSlot: visit.timeSlot,
          rescheduledFromDate: previous.preferredDate,
          rescheduledFromSlot: previous.timeSlot,
          rescheduledAt: new Date(),
        },
        audit: { action: 'booking.rescheduled', details: { from: previous, to: visit } },
        dealsWithBooking: true,
      };
    },
    actor,
  );
}

export function saveBookingNotes(
  db: Database,
  storage: ObjectStorage,
  id: string,
  { notes, previous }: BookingNotes,
  actor: AuditActor,
): Promise<AdminBooking> {
  const next = notes === '' ? null : notes;
  return changeBooking(
    db,
    storage,
    id,
    (booking) => {
      // Saving what is already there changes nothing, so there is nothing to audit.
      if (booking.notes === next) return null;
      if (previous !== undefined && previous !== (booking.notes ?? '')) throw new BookingChangedError();
      return {
        // Notes are one text: a save made on the notes as they were must not erase another admin's newer words.
        unchangedSince:
          booking.notes === null ? sql`${bookings.notes} is null` : eq(bookings.notes, booking.notes),
        set: { notes: next },
        audit: { action: 'booking.notes-changed', details: { from: booking.notes, to: next } },
        // A note ("call back on Monday") keeps the booking waiting for the team.
        dealsWithBooking: false,
      };
    },
    actor,
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
export async function exportBookings(db: Database, { sort, ...filters }: BookingListFilters) {
  const where = whereBookingsMatch(filters);
  const [rows, matched] = await Promise.all([
    selectBookingPage(db, where, sort, { limit: CSV_EXPORT_MAX_ROWS, offset: 0 }),
    countBookings(db, where),
  ]);
  return { csv: toCsv(CSV_COLUMNS, rows), rows: rows.length, matched };
}
